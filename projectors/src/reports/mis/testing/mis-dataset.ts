import type { CustomerEvent, LotEvent } from '@cocoon/domain';
import {
  BV,
  CB,
  decided,
  farmerRegistered,
  inwarded,
  type LotFixture,
  soldLot,
  uuid,
} from '../../summary/summary.fixtures.js';

/**
 * A small department whose every MIS figure can be worked out on paper (mis.int.spec.ts does so beside each
 * expectation): region West; AD offices Krishnagiri (markets Hosur, Kelamangalam; TSC Hosur TSC) and
 * Dharmapuri (market Dharmapuri); races BV and CB; the month under test January 2025 (financial year 2024-25).
 */
export const WEST = uuid(0x101);
export const KRISHNAGIRI = uuid(0x201);
export const DHARMAPURI_AD = uuid(0x202);
export const HOSUR = uuid(0x301);
export const KELAMANGALAM = uuid(0x302);
export const DHARMAPURI = uuid(0x303);
export const HOSUR_TSC = uuid(0x304);
export const F1 = uuid(0xf1);
export const F2 = uuid(0xf2);
export const R1 = uuid(0xe1);
export const R2 = uuid(0xe2);
export { BV, CB };

const details = (branchId: string, branchName: string, adOfficeId: string) => ({
  branchId,
  branchName,
  branchNameTa: 'சந்தை',
  adOfficeId,
  regionId: WEST,
  address1: 'Cocoon Market Road',
  address2: null,
  city: branchName,
  pinCode: '635109',
  mobileNo: '9443000001',
  officeNo: null,
  alternateNo: null,
  emailId: 'market@tnsericulture.example',
});
const branch = (
  branchId: string,
  name: string,
  code: string,
  adOfficeId: string,
  kind: 'market' | 'tsc',
) => ({
  type: 'BranchOpened' as const,
  data: { ...details(branchId, name, adOfficeId), branchCode: code, kind },
});

export const offices = [
  { type: 'RegionRegistered', data: { regionId: WEST, regionCode: 'W', regionName: 'West' } },
  {
    type: 'AdOfficeOpened',
    data: { adOfficeId: KRISHNAGIRI, adCode: 'KGI', adOfficeName: 'Krishnagiri', regionId: WEST },
  },
  {
    type: 'AdOfficeOpened',
    data: { adOfficeId: DHARMAPURI_AD, adCode: 'DPI', adOfficeName: 'Dharmapuri', regionId: WEST },
  },
  branch(HOSUR, 'Hosur', 'HSR', KRISHNAGIRI, 'market'),
  branch(KELAMANGALAM, 'Kelamangalam', 'KLM', KRISHNAGIRI, 'market'),
  branch(DHARMAPURI, 'Dharmapuri', 'DPM', DHARMAPURI_AD, 'market'),
  branch(HOSUR_TSC, 'Hosur TSC', 'HTSC', KRISHNAGIRI, 'tsc'),
  { type: 'CocoonTypeAdded', data: { cocoonId: BV, name: 'Bivoltine', shortName: 'BV' } },
  { type: 'CocoonTypeAdded', data: { cocoonId: CB, name: 'Cross Breed', shortName: 'CB' } },
];

const reeler = (customerId: string, name: string, code: string): CustomerEvent => {
  const event = farmerRegistered(customerId, HOSUR, null);
  if (event.type !== 'CustomerRegistered') throw new Error('unreachable');
  return {
    type: 'CustomerRegistered',
    data: { ...event.data, customerType: 'reeler', ledgerName: name, headCode: code },
  };
};
export const customers: CustomerEvent[] = [
  farmerRegistered(F1, HOSUR, HOSUR_TSC),
  farmerRegistered(F2, HOSUR, null),
  reeler(R1, 'Abdul Rahim S', 'HSR-R-0001'),
  reeler(R2, 'Basha K', 'HSR-R-0002'),
];

let next = 0x700;
const lot = (
  marketId: string,
  date: string,
  farmerId: string,
  inwardGrams: number,
  cocoonTypeId = BV,
): LotFixture => {
  next += 1;
  return { lotId: uuid(next), marketId, date, lotNo: next - 0x700, farmerId, inwardGrams, cocoonTypeId };
};

/** The lots, numbered as the spec's comments cite them. */
export const lots: LotEvent[] = [
  // 1. Hosur BV, 10 Jan 2025: 48.000 kg at Rs 725 = Rs 34,800 (farmer F1, TSC Hosur TSC; reeler R1).
  ...soldLot(lot(HOSUR, '2025-01-10', F1, 50_000), R1, 48_000, 72_500),
  // 2. Hosur BV, 11 Jan 2025: 39.500 kg at Rs 680 = Rs 26,860 (F2, no TSC; R2).
  ...soldLot(lot(HOSUR, '2025-01-11', F2, 40_000), R2, 39_500, 68_000),
  // 3. Hosur CB, 11 Jan 2025: 30 kg in, bid rejected.
  ...((l) => [inwarded(l), decided('BidRejected', l.lotId, R1, 50_000)])(
    lot(HOSUR, '2025-01-11', F1, 30_000, CB),
  ),
  // 4. Kelamangalam BV, 10 Jan 2025: 60 kg at Rs 500 = Rs 30,000 (F2; R1).
  ...soldLot(lot(KELAMANGALAM, '2025-01-10', F2, 60_000), R1, 60_000, 50_000),
  // 5. Dharmapuri BV, 20 Jan 2025: 20 kg at Rs 600 = Rs 12,000 (F1, TSC Hosur TSC; R2).
  ...soldLot(lot(DHARMAPURI, '2025-01-20', F1, 20_000), R2, 20_000, 60_000),
  // 6. Hosur BV, 31 Dec 2024 (up to last month): 10 kg at Rs 700 = Rs 7,000 (F1; R1).
  ...soldLot(lot(HOSUR, '2024-12-31', F1, 10_000), R1, 10_000, 70_000),
  // 7. Hosur BV, 1 Apr 2024 (first day of the financial year): 10 kg at Rs 400 = Rs 4,000 (F2; R2).
  ...soldLot(lot(HOSUR, '2024-04-01', F2, 10_000), R2, 10_000, 40_000),
  // 8. Hosur BV, 31 Mar 2024 (last day of 2023-24, after Jan 2024): 15 kg at Rs 900 = Rs 13,500 (F2; R2).
  ...soldLot(lot(HOSUR, '2024-03-31', F2, 15_000), R2, 15_000, 90_000),
  // 9. Hosur BV, 10 Jan 2024 (same month last year): 25 kg at Rs 600 = Rs 15,000 (F1; R1).
  ...soldLot(lot(HOSUR, '2024-01-10', F1, 25_000), R1, 25_000, 60_000),
];
