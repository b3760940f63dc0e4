import type { LotEvent, LotInwardedData } from './lot-events.js';

/** Fixtures shared by the auction's decider tests (domain.md's worked example: SR 21.67 % → 6.00 → Rs 700). */
export const LOT_ID = '0b5d7e3a-1f7c-4d63-9a4e-5b1c2d3e4f50';
export const MARKET_ID = '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';
export const SLOT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export const inwardData: LotInwardedData = {
  lotId: LOT_ID,
  marketId: MARKET_ID,
  inwardDate: '2026-11-22',
  lotNo: 7,
  farmerId: 'f0000000-0000-4000-8000-000000000001',
  farmerName: 'Muniyappa K',
  farmerCode: 'HSR-F-0001',
  cocoonTypeId: 'c0000000-0000-4000-8000-000000000001',
  silkName: 'BV',
  lays: 150,
  cocoonWeightGrams: 84_250,
  sample: { sampleCount: 60, cocoonWeightMg: 100_000, shellWeightMg: 21_670, defectiveCount: 3 },
  settings: { rendittaFactor: 130, silkRatePaise: 470_000, conversionCostPaise: 50_000 },
  assay: {
    shellRatioBp: 2167,
    defectBp: 500,
    cocoonsPerKg: 600,
    rendittaX100: 600,
    floorPricePaisePerKg: 70_000,
  },
};

export const inwarded: LotEvent = { type: 'LotInwarded', data: inwardData };

// Slot 1 of the day: 10:00 to 10:30 IST.
export const SLOT_STARTS = '2026-11-22T04:30:00.000Z';
export const SLOT_ENDS = '2026-11-22T05:00:00.000Z';
export const slotted: LotEvent = {
  type: 'LotPlacedInSlot',
  data: { lotId: LOT_ID, slotId: SLOT_ID, slotNo: 1, startsAt: SLOT_STARTS, endsAt: SLOT_ENDS },
};

export const reeler = (n: number) => ({
  reelerId: `r0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reelerName: `Reeler ${n}`,
  reelerCode: `HSR-R-${String(n).padStart(4, '0')}`,
});

export const bid = (bidNo: number, reelerNo: number, amountPaise: number, placedAt: string): LotEvent => ({
  type: 'BidPlaced',
  data: {
    lotId: LOT_ID,
    slotId: SLOT_ID,
    bidId: `b-${bidNo}`,
    bidNo,
    ...reeler(reelerNo),
    amountPaise,
    placedAt,
  },
});
