import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { specFor } from '../shared/given-when-then.js';
import { type BillDay, billBook } from './bill-book.js';
import type { BillEvent, BillLine } from './bill-events.js';
import { BILL_MARKET_ID, billDay, FIRST_DAY, farmer, line, SECOND_DAY, toBill } from './testing.js';

const given = specFor(billBook);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
/** The events a command emits after `history`, for checks on parts of them. */
const emitted = (history: BillEvent[], command: BillDay) => billBook.decide(command, fold(billBook, history));
const issuedOnly = (events: BillEvent[]) =>
  events.flatMap((event) => (event.type === 'BillIssued' ? [event.data] : []));
const numbers = (events: BillEvent[]) => issuedOnly(events).map((bill) => bill.invoiceNo);
const sum = (lines: BillLine[], field: 'amountPaise' | 'levyPaise' | 'netPaise' | 'netGrams') =>
  lines.reduce((total, l) => total + l[field], 0);

/** Farmers 1 and 2 billed on the first day: HSR/FB2526/00001 and 00002. */
const firstDay = emitted([], billDay([toBill(1, [line(1), line(2)]), toBill(2, [line(3)])]));

describe('bill book: numbering', () => {
  it('gives the first bill of a book sequence 1, with every weighed lot of the customer on it', () => {
    const lines = [line(1), line(2)];
    given()
      .when(billDay([toBill(1, lines)]))
      .thenEmits(
        [
          {
            type: 'BillIssued',
            data: {
              billId: 'bill-1',
              billType: 'farmer',
              invoiceNo: 'HSR/FB2526/00001',
              sequence: 1,
              financialYear: '202526',
              marketId: BILL_MARKET_ID,
              marketCode: 'HSR',
              auctionDate: FIRST_DAY,
              customer: farmer(1),
              lines,
              totals: {
                grossPaise: sum(lines, 'amountPaise'),
                levyPaise: sum(lines, 'levyPaise'),
                netPaise: sum(lines, 'netPaise'),
                netGrams: sum(lines, 'netGrams'),
              },
              dueDate: null,
              replaces: null,
              issuedAt: `${FIRST_DAY}T10:00:00.000Z`,
              issuedBy: 'officer-1',
            },
          },
        ],
        eq,
      );
  });

  it('numbers consecutively across dates and commands', () => {
    expect(numbers(firstDay)).toEqual(['HSR/FB2526/00001', 'HSR/FB2526/00002']);
    const secondDay = emitted(
      firstDay,
      billDay([toBill(3, [line(1, { date: SECOND_DAY })])], { date: SECOND_DAY }),
    );
    expect(numbers(secondDay)).toEqual(['HSR/FB2526/00003']);
    const later = emitted(
      [...firstDay, ...secondDay],
      billDay([toBill(4, [line(2, { date: SECOND_DAY })])], { date: SECOND_DAY }),
    );
    expect(issuedOnly(later).map((bill) => bill.sequence)).toEqual([4]);
    expect(numbers(later)).toEqual(['HSR/FB2526/00004']);
  });

  it('bills customers in code order, whatever order the command lists them in', () => {
    const events = emitted([], billDay([toBill(12, [line(1)]), toBill(3, [line(2)]), toBill(7, [line(3)])]));
    expect(issuedOnly(events).map((bill) => [bill.customer.code, bill.invoiceNo])).toEqual([
      ['HSR-F-000003', 'HSR/FB2526/00001'],
      ['HSR-F-000007', 'HSR/FB2526/00002'],
      ['HSR-F-000012', 'HSR/FB2526/00003'],
    ]);
  });

  it('lets a cancelled bill keep its number and gives the replacement the next one: no gap, no reuse', () => {
    const corrected = emitted(
      firstDay,
      billDay([toBill(1, [line(1), line(2, { weightVersion: 1 })], 'bill-1b'), toBill(2, [line(3)], 'x')]),
    );
    expect(corrected.map((event) => [event.type, event.data.invoiceNo])).toEqual([
      ['BillCancelled', 'HSR/FB2526/00001'],
      ['BillIssued', 'HSR/FB2526/00003'],
    ]);
    const next = emitted(
      [...firstDay, ...corrected],
      billDay([toBill(5, [line(1, { date: SECOND_DAY })])], { date: SECOND_DAY }),
    );
    const all = issuedOnly([...firstDay, ...corrected, ...next]).map((bill) => bill.sequence);
    expect(all).toEqual([1, 2, 3, 4]);
  });
});

describe('bill book: nothing is billed twice', () => {
  it('emits nothing when the same day is issued again', () => {
    given(firstDay)
      .when(billDay([toBill(1, [line(1), line(2)], 'again-1'), toBill(2, [line(3)], 'again-2')]))
      .thenEmits([], eq);
  });

  it('skips a customer whose bill is unchanged and bills a new customer of the same date', () => {
    const events = emitted(
      firstDay,
      billDay([toBill(1, [line(2), line(1)], 'again-1'), toBill(9, [line(4)], 'bill-9')]),
    );
    expect(events.map((event) => event.type)).toEqual(['BillIssued']);
    expect(issuedOnly(events)[0]).toMatchObject({
      billId: 'bill-9',
      invoiceNo: 'HSR/FB2526/00003',
      customer: { code: 'HSR-F-000009' },
      replaces: null,
    });
  });

  it('refuses a command that lists a customer twice, which would give them two bills', () => {
    given()
      .when(billDay([toBill(1, [line(1)], 'bill-1'), toBill(1, [line(2)], 'bill-1-again')]))
      .thenThrows((fn) => expect(fn).toThrow(`customer ${farmer(1).customerId} listed twice`));
  });

  it('refuses a command that offers one lot on two bills', () => {
    given()
      .when(billDay([toBill(1, [line(1)]), toBill(2, [line(1), line(2)])]))
      .thenThrows((fn) => expect(fn).toThrow(`lot ${FIRST_DAY}-lot-1 offered twice`));
  });

  it('refuses to number a bill in the book of another financial year', () => {
    const marchBill = billDay([toBill(1, [line(1, { date: '2025-03-31' })])], { date: '2025-03-31' });
    given()
      .when(marchBill)
      .thenThrows((fn) => expect(fn).toThrow('2025-03-31 falls in financial year 202425, not 202526'));
  });

  it('skips a customer with no weighed lots', () => {
    given()
      .when(billDay([toBill(1, [])]))
      .thenEmits([], eq);
  });
});

describe('bill book: cancel and reissue', () => {
  it('cancels a bill whose lot weight was corrected and issues one with every line, corrected', () => {
    const lines = [line(2, { netGrams: 48_000, weightVersion: 1 }), line(1)];
    const at = `${FIRST_DAY}T12:30:00.000Z`;
    const [cancelled, reissued, ...rest] = emitted(
      firstDay,
      billDay([toBill(1, lines, 'bill-1b')], { mode: 'reconcile', at }),
    );
    expect(rest).toEqual([]);
    expect(cancelled).toEqual({
      type: 'BillCancelled',
      data: {
        billId: 'bill-1',
        billType: 'farmer',
        invoiceNo: 'HSR/FB2526/00001',
        marketId: BILL_MARKET_ID,
        auctionDate: FIRST_DAY,
        customerId: farmer(1).customerId,
        reason: 'Weight of lot 2 corrected: replaced by HSR/FB2526/00003',
        replacedBy: 'bill-1b',
        cancelledAt: at,
        cancelledBy: 'officer-1',
      },
    });
    expect(reissued?.type).toBe('BillIssued');
    expect(reissued?.data).toMatchObject({
      billId: 'bill-1b',
      invoiceNo: 'HSR/FB2526/00003',
      sequence: 3,
      replaces: 'bill-1',
      lines: [line(1), line(2, { netGrams: 48_000, weightVersion: 1 })],
      issuedAt: at,
    });
  });

  it('cancels and reissues a bill when a lot of the customer is weighed after billing', () => {
    const events = emitted(firstDay, billDay([toBill(2, [line(3), line(8)], 'bill-2b')]));
    expect(events.map((event) => event.type)).toEqual(['BillCancelled', 'BillIssued']);
    expect(events[0]?.data).toMatchObject({
      billId: 'bill-2',
      invoiceNo: 'HSR/FB2526/00002',
      reason: 'Lot 8 weighed after billing: replaced by HSR/FB2526/00003',
      replacedBy: 'bill-2b',
    });
    expect(issuedOnly(events)[0]?.lines.map((l) => l.lotNo)).toEqual([3, 8]);
    expect(issuedOnly(events)[0]?.replaces).toBe('bill-2');
  });

  it('names every change of a stale bill in its reason', () => {
    const events = emitted(
      firstDay,
      billDay([toBill(1, [line(1), line(2, { weightVersion: 2 }), line(6)], 'bill-1b')]),
    );
    expect(events[0]?.type).toBe('BillCancelled');
    expect(events[0]?.type === 'BillCancelled' && events[0].data.reason).toBe(
      'Weight of lot 2 corrected; lot 6 weighed after billing: replaced by HSR/FB2526/00003',
    );
  });

  it('refuses to reissue a bill without one of its lots (a lot never leaves its farmer or buyer)', () => {
    expect(() => emitted(firstDay, billDay([toBill(1, [line(2, { weightVersion: 2 })], 'bill-1b')]))).toThrow(
      /lot 1 of bill HSR\/FB2526\/00001 was left out of its reissue/,
    );
  });

  it('reissues a replacement again after a second correction, cancelling the replacement', () => {
    const first = emitted(firstDay, billDay([toBill(2, [line(3, { weightVersion: 1 })], 'bill-2b')]));
    const second = emitted(
      [...firstDay, ...first],
      billDay([toBill(2, [line(3, { weightVersion: 2 })], 'bill-2c')], { mode: 'reconcile' }),
    );
    expect(second.map((event) => [event.type, event.data.billId, event.data.invoiceNo])).toEqual([
      ['BillCancelled', 'bill-2b', 'HSR/FB2526/00003'],
      ['BillIssued', 'bill-2c', 'HSR/FB2526/00004'],
    ]);
  });

  it('in reconcile mode, leaves customers not yet billed alone but reissues stale bills', () => {
    const events = emitted(
      firstDay,
      billDay(
        [
          toBill(1, [line(1), line(2)], 'unchanged'),
          toBill(2, [line(3, { weightVersion: 1 })], 'bill-2b'),
          toBill(9, [line(4)], 'not-yet-billed'),
        ],
        { mode: 'reconcile' },
      ),
    );
    expect(events.map((event) => [event.type, event.data.billId])).toEqual([
      ['BillCancelled', 'bill-2'],
      ['BillIssued', 'bill-2b'],
    ]);
    expect(numbers(events)).toEqual(['HSR/FB2526/00003']);
  });

  it('keeps totals equal to the sums of the lines, and the lines in lot-number order', () => {
    const lines = [
      line(9, { netGrams: 61_237, ratePaisePerKg: 71_345 }),
      line(2, { netGrams: 48_301, ratePaisePerKg: 68_999 }),
      line(5, { netGrams: 55_555, ratePaisePerKg: 70_001 }),
    ];
    const [bill] = issuedOnly(emitted([], billDay([toBill(1, lines)])));
    expect(bill?.lines.map((l) => l.lotNo)).toEqual([2, 5, 9]);
    expect(bill?.totals).toEqual({
      grossPaise: sum(lines, 'amountPaise'),
      levyPaise: sum(lines, 'levyPaise'),
      netPaise: sum(lines, 'netPaise'),
      netGrams: sum(lines, 'netGrams'),
    });
    expect(bill?.totals.netPaise).toBe((bill?.totals.grossPaise ?? 0) - (bill?.totals.levyPaise ?? 0));
  });

  it('refuses a line of another date', () => {
    given()
      .when(billDay([toBill(1, [line(1), line(2, { date: SECOND_DAY })])]))
      .thenThrows((fn) => expect(fn).toThrow(`lot ${SECOND_DAY}-lot-2 of ${SECOND_DAY}`));
  });
});
