import { md5Uuid } from './lot-fact-events.js';

/**
 * The department the generator builds: regions, AD offices, markets (three big ones at up to 1,000 lots a day,
 * seven medium, the rest small) and a TSC per AD office. Ids are md5 of a name so a re-run gives the same ones.
 */
export interface MarketPlan {
  marketNo: number;
  branchId: string;
  code: string;
  name: string;
  adOfficeNo: number;
  /** Lots on a peak (monsoon) day before the day's own variation and the years' growth. */
  peakLots: number;
  farmers: number;
  reelers: number;
  /** ISO weekday the market is closed (1 Monday .. 7 Sunday). */
  holiday: number;
}

export const REGIONS = ['Krishnagiri Region', 'Coimbatore Region', 'Madurai Region'] as const;
export const AD_OFFICES = [
  'Hosur',
  'Dharmapuri',
  'Salem',
  'Coimbatore',
  'Tiruppur',
  'Erode',
  'Dindigul',
  'Theni',
] as const;
/** Region of each AD office, by index. */
const AD_REGION = [0, 0, 0, 1, 1, 1, 2, 2];

const MARKET_NAMES = [
  'Hosur',
  'Dharmapuri',
  'Coimbatore',
  'Krishnagiri',
  'Salem',
  'Udumalpet',
  'Palladam',
  'Erode',
  'Gobichettipalayam',
  'Theni',
  'Dindigul',
  'Denkanikottai',
  'Palacode',
  'Pennagaram',
  'Namakkal',
  'Mettupalayam',
  'Pollachi',
  'Avinashi',
  'Sathyamangalam',
  'Kangeyam',
  'Bhavani',
  'Vathalagundu',
  'Oddanchatram',
  'Cumbum',
  'Bodinayakanur',
] as const;
/** AD office of each market, by index (Hosur AD has the biggest markets, as in the department). */
const MARKET_AD = [0, 1, 3, 0, 2, 4, 4, 5, 5, 7, 6, 0, 1, 1, 2, 3, 3, 4, 5, 5, 5, 6, 6, 7, 7];

export const regionId = (i: number) => md5Uuid(`scale-region:${i}`);
export const adOfficeId = (i: number) => md5Uuid(`scale-ad:${i}`);
export const tscId = (i: number) => md5Uuid(`scale-tsc:${i}`);
export const adRegion = (i: number) => AD_REGION[i]!;

export function planMarkets(count: number): MarketPlan[] {
  if (count < 1 || count > MARKET_NAMES.length)
    throw new RangeError(`--markets must be 1..${MARKET_NAMES.length}`);
  return MARKET_NAMES.slice(0, count).map((name, i) => {
    const tier = i < 3 ? 'big' : i < 10 ? 'medium' : 'small';
    return {
      marketNo: i + 1,
      branchId: md5Uuid(`scale-market:${i}`),
      code: name.slice(0, 3).toUpperCase() + String(i + 1).padStart(2, '0'),
      name,
      adOfficeNo: MARKET_AD[i]!,
      peakLots: tier === 'big' ? 1000 : tier === 'medium' ? 350 : 90,
      farmers: tier === 'big' ? 6000 : tier === 'medium' ? 2500 : 800,
      reelers: tier === 'big' ? 300 : tier === 'medium' ? 120 : 40,
      holiday: (i % 7) + 1,
    };
  });
}

/** Cocoon races: bivoltine and cross-breed. */
export const RACES = [
  { id: md5Uuid('scale-race:BV'), name: 'Bivoltine', shortName: 'BV' },
  { id: md5Uuid('scale-race:CB'), name: 'Cross Breed', shortName: 'CB' },
] as const;
