import { randomUUID } from 'node:crypto';
import {
  type AccountEvent,
  CASH_BOOK,
  cashBookStream,
  farmerPaymentsStream,
  reelerReceiptsStream,
  reportTotals,
  type Scope,
  type VoucherLine,
  voucherBookStream,
} from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_QUERIES } from '../report-queries.js';
import { F1, HSR, KGL, R1 } from '../testing/hand-made-day.js';
import { type Item, item, type ReportWorld, startReportWorld } from '../testing/report-world.js';

/**
 * The Cash Book on a hand-made week at Hosur, figures worked by hand:
 *   01/11 opening cash Rs 1,00,000.00
 *   02/11 a reeler pays Rs 50,000.00 in cash                      closing 1,50,000.00
 *   03/11 Rs 2,00,000.00 drawn from the bank; a farmer paid Rs 1,23,456.78 in cash
 *                                                                 closing 2,26,543.22
 *   04/11 a Payment voucher of Rs 10,000.00 in cash               closing 2,16,543.22
 * and a cheque at Hosur and Kollegal's own cash, which the Hosur cash book leaves out.
 */
let world: ReportWorld;

/** An account event of a Hosur (or Kollegal) day. */
const event = (stream: string, marketId: string, e: AccountEvent): Item =>
  item(stream, e, marketId, '2026-11-01');
const opening = (marketId: string, amountPaise: number): Item =>
  event(cashBookStream(marketId), marketId, {
    type: 'OpeningCashSet',
    data: { marketId, amountPaise, asOn: '2026-11-01', setBy: 'hsr.accounts' },
  });
const receipt = (mode: 'cash' | 'cheque', amountPaise: number, sequence: number): Item =>
  event(reelerReceiptsStream(HSR), HSR, {
    type: 'ReelerPaymentReceived',
    data: {
      receiptId: randomUUID(),
      marketId: HSR,
      receiptNo: `HSR/RR2627/0000${sequence}`,
      financialYear: '202627',
      sequence,
      reelerId: R1.id,
      reelerName: R1.name,
      reelerCode: R1.code,
      mode,
      chequeNo: mode === 'cheque' ? '123456' : null,
      bankReference: null,
      amountPaise,
      purpose: 'advance',
      invoiceNos: [],
      receivedOn: '2026-11-02',
      receivedBy: 'hsr.accounts',
    },
  });
const cash = { kind: 'cash' } as const;
const bank = { kind: 'bank', bankAccountId: 'main' } as const;
const line = (account: VoucherLine['account'], debitPaise: number, creditPaise: number): VoucherLine => ({
  account,
  accountName: account.kind,
  debitPaise,
  creditPaise,
});
const voucher = (
  voucherType: 'Contra' | 'Payment',
  voucherDate: string,
  lines: VoucherLine[],
  sequence: number,
): Item =>
  event(voucherBookStream(HSR, voucherType, '202627'), HSR, {
    type: 'VoucherPosted',
    data: {
      voucherId: randomUUID(),
      marketId: HSR,
      voucherType,
      voucherNo: `HSR/${voucherType === 'Contra' ? 'CV' : 'PV'}2627/0000${sequence}`,
      financialYear: '202627',
      sequence,
      voucherDate,
      lines,
      notes: 'Hand-made',
      referenceNo: null,
      correctsMonth: null,
      reverses: null,
      postedBy: 'hsr.accounts',
    },
  });

beforeAll(async () => {
  world = await startReportWorld('cash_book_report');
  await world.append([
    opening(HSR, 10_000_000),
    opening(KGL, 99_900),
    receipt('cash', 5_000_000, 1),
    receipt('cheque', 7_000_000, 2),
    voucher('Contra', '2026-11-03', [line(cash, 20_000_000, 0), line(bank, 0, 20_000_000)], 1),
    event(farmerPaymentsStream(HSR), HSR, {
      type: 'FarmerPaidInCash',
      data: {
        paymentId: randomUUID(),
        marketId: HSR,
        receiptNo: 'HSR/FP2627/00001',
        financialYear: '202627',
        sequence: 1,
        farmerId: F1.id,
        farmerName: F1.name,
        farmerCode: F1.code,
        lots: [
          {
            lotId: randomUUID(),
            lotNo: 7,
            auctionDate: '2026-11-03',
            billNo: null,
            amountPaise: 12_345_678,
          },
        ],
        totalPaise: 12_345_678,
        paidOn: '2026-11-03',
        paidBy: 'hsr.accounts',
      },
    }),
    voucher(
      'Payment',
      '2026-11-04',
      [line({ kind: 'farmer', customerId: F1.id }, 1_000_000, 0), line(cash, 0, 1_000_000)],
      1,
    ),
  ]);
}, 180_000);
afterAll(async () => world?.stop());

const ALL: Scope = { kind: 'all' };

async function cashBook(params: Record<string, string>, scope: Scope = ALL) {
  const query = REPORT_QUERIES[CASH_BOOK.id];
  if (!query) throw new Error('no query for the cash book');
  const result = await query(world.ctx(scope, '2026-11-26'), params);
  return { ...result, totals: reportTotals(CASH_BOOK.columns, result.rows) };
}
const figures = (rows: Record<string, unknown>[]) =>
  rows.map((r) => [r.date, r.openingPaise, r.receiptsPaise, r.paymentsPaise, r.closingPaise]);

describe('CashBook/CashBookReport', () => {
  it('given the hand-made week, each day: opening, cash received, cash paid, closing; totals of the flows only', async () => {
    const { rows, totals, summary } = await cashBook({ marketId: HSR, from: '2026-11-02', to: '2026-11-04' });
    expect(figures(rows)).toEqual([
      ['2026-11-02', 10_000_000, 5_000_000, 0, 15_000_000],
      ['2026-11-03', 15_000_000, 20_000_000, 12_345_678, 22_654_322],
      ['2026-11-04', 22_654_322, 0, 1_000_000, 21_654_322],
    ]);
    expect(totals).toMatchObject({
      receiptsPaise: 25_000_000,
      paymentsPaise: 13_345_678,
      openingPaise: null,
      closingPaise: null,
    });
    expect(summary).toEqual([
      { label: 'Opening cash of the period (Rs)', value: 10_000_000, type: 'paise' },
      { label: 'Closing cash of the period (Rs)', value: 21_654_322, type: 'paise' },
    ]);
  });

  it('opens a later period with every posting before it, and shows the balance of a period with no movement', async () => {
    const { rows } = await cashBook({ marketId: HSR, from: '2026-11-04', to: '2026-11-30' });
    expect(figures(rows)).toEqual([['2026-11-04', 22_654_322, 0, 1_000_000, 21_654_322]]);
    const quiet = await cashBook({ marketId: HSR, from: '2026-11-10', to: '2026-11-12' });
    expect(quiet.rows).toEqual([]);
    expect(quiet.summary?.map((s) => s.value)).toEqual([21_654_322, 21_654_322]);
  });

  it('keeps each market to its own cash, and a caller to the markets of their scope', async () => {
    const both = await cashBook({ from: '2026-11-01', to: '2026-11-04' });
    // The opening cash counted at go-live opens its day; it is not cash received.
    expect(figures(both.rows.filter((r) => r.marketId === KGL))).toEqual([
      ['2026-11-01', 99_900, 0, 0, 99_900],
    ]);
    expect(figures(both.rows.filter((r) => r.marketId === HSR))[0]).toEqual([
      '2026-11-01',
      10_000_000,
      0,
      0,
      10_000_000,
    ]);
    expect(both.summary?.map((s) => s.value)).toEqual([10_099_900, 21_754_222]);
    const hosurOnly = await cashBook(
      { from: '2026-11-01', to: '2026-11-04' },
      { kind: 'branch', branchId: HSR },
    );
    expect(new Set(hosurOnly.rows.map((r) => r.marketId))).toEqual(new Set([HSR]));
  });
});
