import {
  type AccountEvent,
  accountEventSchema,
  accountKey,
  assertBalanced,
  type LotEvent,
  lotEventSchema,
} from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { accountEntry, type Entry, emptyLedgerState, type LedgerState, lotEntry } from './ledger-entries.js';
import { ledgerMonth } from './testing/ledger-events.js';

const LOT_TYPES = new Set([
  'LotInwarded',
  'LotPlacedInSlot',
  'BidPlaced',
  'BidApproved',
  'BidRejected',
  'LotWeighed',
  'LotWeightCorrected',
]);

/** The posting rules alone, in memory, over a generated month: no database. */
function postMonth(): { entries: Entry[]; state: LedgerState } {
  const state = emptyLedgerState();
  const entries: Entry[] = [];
  for (const day of ledgerMonth({ days: 30, lotsPerDay: 15 })) {
    for (const { event } of day.events) {
      const input = { type: event.type, data: event.data };
      const metadata = event.metadata as { occurredAt: string; userName: string };
      const entry = LOT_TYPES.has(event.type)
        ? lotEntry(
            lotEventSchema.parse(input) as LotEvent,
            { occurredAt: metadata.occurredAt, userName: metadata.userName },
            state,
          )
        : accountEntry(accountEventSchema.parse(input) as AccountEvent, state);
      if (entry) entries.push(entry);
    }
  }
  return { entries, state };
}

describe('ledger posting rules', () => {
  const { entries, state } = postMonth();

  it('every entry of a month of business balances, each line one-sided in whole paise', () => {
    expect(entries.length).toBeGreaterThan(450);
    for (const entry of entries) expect(() => assertBalanced(entry.lines)).not.toThrow();
  });

  it("the levies collected are the sales' levies in force, corrections included", () => {
    const sales = [...state.lots.values()].flatMap((l) => (l.sale ? [l.sale] : []));
    const collected = (key: string) =>
      entries
        .flatMap((e) => e.lines)
        .filter((l) => accountKey(l.account) === key)
        .reduce((sum, l) => sum + l.creditPaise - l.debitPaise, 0);
    expect(collected('farmer-levy')).toBe(sales.reduce((sum, s) => sum + s.farmerLevyPaise, 0));
    expect(collected('reeler-levy')).toBe(sales.reduce((sum, s) => sum + s.reelerLevyPaise, 0));
  });

  it('every entry names where it came from, its document and who posted it', () => {
    for (const entry of entries) {
      expect(entry.sourceId).not.toBe('');
      expect(entry.postedBy).toBeTruthy();
      expect(entry.postingDate).toMatch(/^\d{4}-\d\d-\d\d$/);
      if (entry.sourceKind !== 'opening') expect(entry.documentNo).toBeTruthy();
      for (const line of entry.lines) expect(line.particulars.length).toBeGreaterThan(10);
    }
  });
});

describe('levy remittance postings', () => {
  const state = emptyLedgerState();
  const base = {
    remittanceId: 'lr-1',
    marketId: 'm-1',
    remittanceNo: 'HSR/LR2627/00001',
    financialYear: '202627',
    sequence: 1,
    farmerLevyPaise: 40_000,
    reelerLevyPaise: 0,
  };
  const sides = (entry: Entry | null) =>
    entry?.lines.map((l) => [accountKey(l.account), l.debitPaise, l.creditPaise]);

  it('debits the levy remitted (only the kinds remitted) and credits Bank', () => {
    const entry = accountEntry(
      {
        type: 'LevyRemitted',
        data: { ...base, challanNo: 'CH-1', remittedOn: '2026-11-20', notes: '', remittedBy: 'hsr.admin' },
      },
      state,
    );
    expect(sides(entry)).toEqual([
      ['farmer-levy', 40_000, 0],
      ['bank:main', 0, 40_000],
    ]);
    expect(entry?.lines[0]?.particulars).toBe(
      'Levy remitted to the department, HSR/LR2627/00001, challan / UTR CH-1',
    );
  });

  it('mirrors it on reversal: Dr Bank, Cr the levy', () => {
    const entry = accountEntry(
      {
        type: 'LevyRemittanceReversed',
        data: {
          ...base,
          reelerLevyPaise: 5_00,
          reversalNo: 'HSR/LX2627/00001',
          reason: 'Challan returned',
          reversedOn: '2026-11-22',
          reversedBy: 'hsr.admin',
        },
      },
      state,
    );
    expect(sides(entry)).toEqual([
      ['farmer-levy', 0, 40_000],
      ['reeler-levy', 0, 5_00],
      ['bank:main', 40_500, 0],
    ]);
  });
});

describe('a bank credit dated in a closed month (issue 25)', () => {
  const state = emptyLedgerState();
  const post = (type: string, data: Record<string, unknown>) =>
    accountEntry(accountEventSchema.parse({ type, data }) as AccountEvent, state);
  const batchId = '00000000-0000-4000-8000-0000000000b1';
  const rowId = '00000000-0000-4000-8000-0000000000a1';
  post('OnlineBatchOpened', {
    batchId,
    marketId: '00000000-0000-4000-8000-0000000000c1',
    batchNo: 'HSR/OB202627/00009',
    financialYear: '202627',
    sequence: 9,
    batchDate: '2026-06-29',
    openedBy: 'hsr.admin',
  });
  post('BatchRowsAdded', {
    batchId,
    rows: [
      {
        rowId,
        farmerId: '00000000-0000-4000-8000-0000000000f1',
        farmerName: 'Farmer A',
        farmerCode: 'HSR-F-000001',
        bank: { accountNo: '12345678901', ifsc: 'SBIN0000001', accountName: 'Farmer A', bankName: null },
        lots: [
          {
            lotId: '00000000-0000-4000-8000-0000000000d1',
            lotNo: 12,
            auctionDate: '2026-06-29',
            billNo: null,
            amountPaise: 70_000,
          },
        ],
        amountPaise: 70_000,
        reference: '202606290010001',
      },
    ],
    addedOn: '2026-06-29',
    addedBy: 'hsr.admin',
  });
  post('BatchExported', { batchId, template: 'generic', exportedOn: '2026-06-29', exportedBy: 'hsr.admin' });

  it('is posted on the day it was recorded, naming the closed month it corrects and the credit date', () => {
    const entry = post('BatchRowPaid', {
      batchId,
      rowId,
      bankReference: 'UTR1',
      paidOn: '2026-06-30',
      postedOn: '2026-07-03',
      recordedBy: 'hsr.admin',
    });
    expect(entry).toMatchObject({ postingDate: '2026-07-03', correctsMonth: '2026-06' });
    expect(entry?.lines[0]?.particulars).toContain('credited 30/06/2026 (month closed)');
  });

  it('in an open month, on its credit date, correcting nothing', () => {
    const entry = post('BatchRowPaid', {
      batchId,
      rowId,
      bankReference: 'UTR1',
      paidOn: '2026-06-30',
      recordedBy: 'hsr.admin',
    });
    expect(entry).toMatchObject({ postingDate: '2026-06-30', correctsMonth: null });
  });
});
