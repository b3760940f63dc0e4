import type { CustomerEvent, LotEvent, StoredProfile } from '@cocoon/domain';
import { inwardData } from '@cocoon/domain/testing';

/**
 * Hand-made lot and customer events for the summary's and the MIS reports' tests: every figure is written here
 * or follows from the two rules below, so each expected total can be worked out on paper.
 */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const BV = uuid(0xc01);
export const CB = uuid(0xc02);
export const FARMER_LEVY_BP = 100;
export const REELER_LEVY_BP = 150;

export interface LotFixture {
  lotId: string;
  marketId: string;
  date: string;
  lotNo: number;
  farmerId: string;
  cocoonTypeId?: string;
  inwardGrams?: number;
}

export const inwarded = (lot: LotFixture): LotEvent => ({
  type: 'LotInwarded',
  data: {
    ...inwardData,
    lotId: lot.lotId,
    marketId: lot.marketId,
    inwardDate: lot.date,
    lotNo: lot.lotNo,
    farmerId: lot.farmerId,
    cocoonTypeId: lot.cocoonTypeId ?? BV,
    silkName: (lot.cocoonTypeId ?? BV) === BV ? 'BV' : 'CB',
    cocoonWeightGrams: lot.inwardGrams ?? 50_000,
  },
});

const bidder = (reelerId: string) => ({ reelerId, reelerName: 'Reeler', reelerCode: 'R-1' });

export const decided = (
  type: 'BidApproved' | 'BidRejected',
  lotId: string,
  reelerId: string,
  ratePaise: number,
): LotEvent => ({
  type,
  data: {
    lotId,
    slotId: uuid(0x5101),
    bidId: uuid(0xb101),
    ...bidder(reelerId),
    amountPaise: ratePaise,
    reason: null,
  },
});

export const placed = (lotId: string): LotEvent => ({
  type: 'LotPlacedInSlot',
  data: {
    lotId,
    slotId: uuid(0x5102),
    slotNo: 2,
    startsAt: '2026-11-22T05:30:00.000Z',
    endsAt: '2026-11-22T06:00:00.000Z',
  },
});

/** amount = net kg × rate, rounded to the paisa; levies 1.00 % farmer and 1.50 % reeler of the amount, rounded. */
export function saleFigures(netGrams: number, ratePaise: number) {
  const amountPaise = Math.round((netGrams * ratePaise) / 1000);
  const farmerLevyPaise = Math.round((amountPaise * FARMER_LEVY_BP) / 10_000);
  const reelerLevyPaise = Math.round((amountPaise * REELER_LEVY_BP) / 10_000);
  return {
    amountPaise,
    farmerLevyPaise,
    reelerLevyPaise,
    farmerNetPaise: amountPaise - farmerLevyPaise,
    reelerPayablePaise: amountPaise + reelerLevyPaise,
  };
}

export const weighed = (
  lotId: string,
  reelerId: string,
  netGrams: number,
  ratePaise: number,
  type: 'LotWeighed' | 'LotWeightCorrected' = 'LotWeighed',
): LotEvent => {
  const data = {
    lotId,
    reelerId,
    ratePaise,
    crates: null,
    netGrams,
    farmerLevyBp: FARMER_LEVY_BP,
    reelerLevyBp: REELER_LEVY_BP,
    ...saleFigures(netGrams, ratePaise),
  };
  return type === 'LotWeighed'
    ? { type, data }
    : { type, data: { ...data, previousNetGrams: 0, reason: 'Scale recalibrated' } };
};

/** A lot inwarded, approved and weighed: its events in order. */
export const soldLot = (
  lot: LotFixture,
  reelerId: string,
  netGrams: number,
  ratePaise: number,
): LotEvent[] => [
  inwarded(lot),
  decided('BidApproved', lot.lotId, reelerId, ratePaise),
  weighed(lot.lotId, reelerId, netGrams, ratePaise),
];

export const profile: StoredProfile = {
  ledgerName: 'Murugan K',
  fatherName: 'Kandasamy',
  address: '12, Main Road',
  streetName: null,
  areaName: null,
  city: 'Hosur',
  talukId: 5890,
  districtId: 577,
  pincode: '635103',
  mobileNo: '9843012345',
  whatsApp: null,
  altPhone: null,
  emailId: null,
  gstNo: null,
  aadhaarNo: null,
  panNo: null,
  bankAcNo: null,
  bankAcName: null,
  bankName: null,
  bankBranchName: null,
  ifscCode: null,
  bankAcType: null,
  position: null,
  deviceId: null,
  gender: 'male',
  community: 'BC',
  tsc: null,
  basinCount: null,
  licenseNo: null,
  licenseDate: null,
  reelerType: null,
  farmerType: 'SMALL',
};

export const farmerRegistered = (
  customerId: string,
  branchId: string,
  tsc: string | null,
): CustomerEvent => ({
  type: 'CustomerRegistered',
  data: { ...profile, tsc, customerId, customerType: 'farmer', branchId, headCode: 'F-1', isActive: 2 },
});

export const farmerUpdated = (customerId: string, tsc: string | null): CustomerEvent => ({
  type: 'CustomerUpdated',
  data: { ...profile, tsc, customerId, changed: ['tsc'] },
});
