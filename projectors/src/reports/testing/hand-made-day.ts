import {
  farmerPaidInCash,
  farmerPaymentReversed,
  type Item,
  inward,
  type LotSpec,
  marketOpened,
  type Person,
  reelerPaid,
  rejected,
  sold,
} from './report-world.js';

/**
 * The hand-made days every report test reads (1 % levy each side; figures worked out by hand in the tests):
 *
 * HSR, 20 Nov 2026
 *   lot 1  F1 BV 50.000 kg @ Rs 600.00 -> R1   amount 30,000.00  levy 300.00 each side
 *   lot 2  F1 BV 40.000 kg @ Rs 450.00 -> R2   amount 18,000.00  levy 180.00
 *   lot 3  F2 CB 25.500 kg @ Rs 320.50 -> R1   amount  8,172.75  levy  81.73 (rounded)
 *   lot 4  F2 BV bid of Rs 400.00 rejected by the farmer
 *   lot 5  F1 CB no bid
 * HSR, 21 Nov 2026
 *   lot 1  F2 BV 30.000 kg @ Rs 700.00 -> R2   amount 21,000.00  levy 210.00
 * KGL (another market), 20 Nov 2026
 *   lot 1  F3 BV 10.000 kg @ Rs 500.00 -> R1   amount  5,000.00  levy  50.00
 * Payments: F1 paid in cash for HSR lot 1 (29,700.00) on 22 Nov; R1 pays HSR Rs 35,000.00 on 22 Nov; F2 paid for
 * lot 3 on 22 Nov, the payment reversed on 23 Nov (so F2 is owed all, from the sale dates).
 */
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const HSR = uuid('6f1c9a2b', 1);
export const KGL = uuid('6f1c9a2b', 2);
/** A market used only for the financial-year boundary. */
export const BND = uuid('6f1c9a2b', 3);
/** HSR is alone in its AD office; KGL and BND share another; all three are in one region. */
export const AD_HSR = uuid('ad000000', 1);
export const AD_KGL = uuid('ad000000', 2);
export const REGION = uuid('4e000000', 1);

export const F1: Person = { id: uuid('f0000000', 1), code: 'HSR-F-1', name: 'Muniyappa' };
export const F2: Person = { id: uuid('f0000000', 2), code: 'HSR-F-2', name: 'Lakshmamma' };
export const F3: Person = { id: uuid('f0000000', 3), code: 'KGL-F-3', name: 'Ramaiah' };
export const R1: Person = { id: uuid('e0000000', 1), code: 'HSR-R-1', name: 'Lakshmi Silks' };
export const R2: Person = { id: uuid('e0000000', 2), code: 'HSR-R-2', name: 'Ganesh Reeling' };
export const BV = { id: uuid('c0000000', 1), name: 'BV' };
export const CB = { id: uuid('c0000000', 2), name: 'CB' };

export const DAY_1 = '2026-11-20';
export const DAY_2 = '2026-11-21';

const lot = (
  n: number,
  marketId: string,
  date: string,
  lotNo: number,
  farmer: Person,
  race = BV,
): LotSpec => ({
  lotId: uuid('10000000', n),
  marketId,
  date,
  lotNo,
  farmer,
  race,
});

export const LOTS = {
  hsr1: lot(1, HSR, DAY_1, 1, F1),
  hsr2: lot(2, HSR, DAY_1, 2, F1),
  hsr3: lot(3, HSR, DAY_1, 3, F2, CB),
  hsr4: lot(4, HSR, DAY_1, 4, F2),
  hsr5: lot(5, HSR, DAY_1, 5, F1, CB),
  hsr6: lot(6, HSR, DAY_2, 1, F2),
  kgl1: lot(7, KGL, DAY_1, 1, F3),
  // 31 March 2027 is the last day of 2026-27, 1 April 2027 the first of 2027-28.
  march31: lot(8, BND, '2027-03-31', 1, F1),
  april1: lot(9, BND, '2027-04-01', 1, F1),
};

export function handMadeDays(): Item[] {
  const wrongPayment = farmerPaidInCash(
    HSR,
    F2,
    [{ lotId: LOTS.hsr3.lotId, lotNo: 3, date: DAY_1, netPaise: 809_102 }],
    '2026-11-22',
  );
  return [
    marketOpened({ id: HSR, code: 'HSR', name: 'Hosur' }, { adOfficeId: AD_HSR, regionId: REGION }),
    marketOpened({ id: KGL, code: 'KGL', name: 'Kolar' }, { adOfficeId: AD_KGL, regionId: REGION }),
    marketOpened({ id: BND, code: 'BND', name: 'Bangalore' }, { adOfficeId: AD_KGL, regionId: REGION }),
    ...sold(LOTS.hsr1, R1, 50_000, 60_000),
    ...sold(LOTS.hsr2, R2, 40_000, 45_000),
    ...sold(LOTS.hsr3, R1, 25_500, 32_050),
    ...rejected(LOTS.hsr4, R2, 40_000),
    ...inward(LOTS.hsr5),
    ...sold(LOTS.hsr6, R2, 30_000, 70_000),
    ...sold(LOTS.kgl1, R1, 10_000, 50_000),
    ...sold(LOTS.march31, R1, 20_000, 55_000),
    ...sold(LOTS.april1, R1, 10_000, 52_000),
    farmerPaidInCash(
      HSR,
      F1,
      [{ lotId: LOTS.hsr1.lotId, lotNo: 1, date: DAY_1, netPaise: 2_970_000 }],
      '2026-11-22',
    ),
    reelerPaid(HSR, R1, 3_500_000, '2026-11-22'),
    wrongPayment,
    farmerPaymentReversed(wrongPayment, '2026-11-23'),
  ];
}
