import { describe, expect, it } from 'vitest';
import { LISTS_OF_VALUES } from '../masters/lists-of-values.js';
import { fold } from '../shared/decider.js';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { VOUCHER_TYPES, type VoucherEvent, type VoucherLine } from './account-events.js';
import { type CancelVoucher, type PostVoucher, voucherBook } from './voucher-book.js';

const given = specFor(voucherBook);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const MARKET = 'market-1';
const farmer: VoucherLine['account'] = { kind: 'farmer', customerId: 'f-1' };
const reeler: VoucherLine['account'] = { kind: 'reeler', customerId: 'r-1' };
const line = (account: VoucherLine['account'], debitPaise: number, creditPaise: number): VoucherLine => ({
  account,
  accountName: account.kind,
  debitPaise,
  creditPaise,
});
const journalLines = [line(reeler, 5000, 0), line(farmer, 0, 5000)];

const post = (over: Partial<PostVoucher['data']> = {}): PostVoucher => ({
  type: 'PostVoucher',
  data: {
    voucherId: 'v-1',
    marketId: MARKET,
    marketCode: 'HSR',
    voucherType: 'Journal',
    financialYear: '202627',
    voucherDate: '2026-11-20',
    lines: journalLines,
    notes: 'Transfer',
    referenceNo: null,
    correctsMonth: null,
    closedMonths: [],
    goLive: '2026-04-01',
    today: '2026-11-24',
    postedBy: 'hsr.officer',
    ...over,
  },
});
const cancel = (over: Partial<CancelVoucher['data']> = {}): CancelVoucher => ({
  type: 'CancelVoucher',
  data: {
    voucherId: 'v-1',
    reversalId: 'v-rev',
    marketId: MARKET,
    marketCode: 'HSR',
    voucherType: 'Journal',
    financialYear: '202627',
    reason: 'Wrong farmer',
    date: '2026-11-24',
    closedMonths: [],
    goLive: '2026-04-01',
    today: '2026-11-24',
    cancelledBy: 'hsr.admin',
    ...over,
  },
});
const emitted = (history: VoucherEvent[], command: PostVoucher | CancelVoucher) =>
  voucherBook.decide(command, fold(voucherBook, history));
const first = emitted([], post());

/** The field messages of a refused command. */
function refusal(history: VoucherEvent[], command: PostVoucher | CancelVoucher) {
  try {
    emitted(history, command);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('not refused');
}

describe('voucher types', () => {
  it('are the four the VouType list answers (MasLov/getAll_LovType/VouType)', () => {
    expect(LISTS_OF_VALUES.VouType.map((v) => v.name)).toEqual([...VOUCHER_TYPES]);
  });
});

describe('voucher book: posting', () => {
  it('numbers the first voucher of the book HSR/JV2627/00001 with the lines as entered', () => {
    given()
      .when(post())
      .thenEmits(
        [
          {
            type: 'VoucherPosted',
            data: {
              voucherId: 'v-1',
              marketId: MARKET,
              voucherType: 'Journal',
              voucherNo: 'HSR/JV2627/00001',
              financialYear: '202627',
              sequence: 1,
              voucherDate: '2026-11-20',
              lines: journalLines,
              notes: 'Transfer',
              referenceNo: null,
              correctsMonth: null,
              reverses: null,
              postedBy: 'hsr.officer',
            },
          },
        ],
        eq,
      );
  });

  it('numbers consecutively in the book', () => {
    const second = emitted(first, post({ voucherId: 'v-2' }));
    const third = emitted([...first, ...second], post({ voucherId: 'v-3' }));
    expect([...second, ...third].map((e) => e.data.voucherNo)).toEqual([
      'HSR/JV2627/00002',
      'HSR/JV2627/00003',
    ]);
  });

  it('refuses the same voucher id twice (409)', () => {
    given(first)
      .when(post())
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('refuses fewer than two lines', () => {
    expect(refusal([], post({ lines: [line(reeler, 5000, 0)] })).lines?.[0]).toMatch(/at least two lines/);
  });

  it('refuses a line with both or neither side', () => {
    expect(
      refusal([], post({ lines: [line(reeler, 5000, 5000), line(farmer, 0, 5000)] }))['lines.0']?.[0],
    ).toMatch(/either a debit or a credit/);
    expect(
      refusal([], post({ lines: [line(reeler, 0, 0), line(farmer, 0, 5000)] }))['lines.0'],
    ).toBeDefined();
    expect(
      refusal([], post({ lines: [line(reeler, -5, 0), line(farmer, 0, 5000)] }))['lines.0'],
    ).toBeDefined();
  });

  it('refuses an unbalanced voucher: "Total debit must equal total credit"', () => {
    expect(refusal([], post({ lines: [line(reeler, 5000, 0), line(farmer, 0, 4999)] })).lines).toEqual([
      'Total debit must equal total credit',
    ]);
  });

  it('a Receipt must debit Cash or Bank', () => {
    expect(refusal([], post({ voucherType: 'Receipt' })).lines?.[0]).toMatch(
      /Receipt voucher must debit Cash or Bank/,
    );
    const ok = emitted(
      [],
      post({ voucherType: 'Receipt', lines: [line({ kind: 'cash' }, 100, 0), line(reeler, 0, 100)] }),
    );
    expect(ok[0]?.data.voucherNo).toBe('HSR/RV2627/00001');
  });

  it('a Payment must credit Cash or Bank', () => {
    expect(
      refusal(
        [],
        post({ voucherType: 'Payment', lines: [line({ kind: 'cash' }, 100, 0), line(reeler, 0, 100)] }),
      ).lines?.[0],
    ).toMatch(/Payment voucher must credit Cash or Bank/);
    const bank = { kind: 'bank', bankAccountId: 'main' } as const;
    expect(
      emitted([], post({ voucherType: 'Payment', lines: [line(farmer, 100, 0), line(bank, 0, 100)] })),
    ).toHaveLength(1);
  });

  it('a Contra has only Cash and Bank lines', () => {
    const bank = { kind: 'bank', bankAccountId: 'main' } as const;
    expect(
      refusal(
        [],
        post({ voucherType: 'Contra', lines: [line({ kind: 'cash' }, 100, 0), line(reeler, 0, 100)] }),
      ).lines?.[0],
    ).toMatch(/every line must be Cash or Bank/);
    expect(
      emitted(
        [],
        post({ voucherType: 'Contra', lines: [line(bank, 100, 0), line({ kind: 'cash' }, 0, 100)] }),
      ),
    ).toHaveLength(1);
  });

  it('a Journal has no Cash or Bank line, and says so', () => {
    expect(
      refusal([], post({ lines: [line({ kind: 'cash' }, 100, 0), line(reeler, 0, 100)] })).lines?.[0],
    ).toMatch(/Journal voucher has no Cash or Bank line/);
  });

  it('refuses a date after today', () => {
    expect(refusal([], post({ voucherDate: '2026-11-25' })).voucherDate).toEqual([
      'The date cannot be after today',
    ]);
  });

  it('refuses a date in a closed month, naming it and asking for the month it corrects', () => {
    expect(refusal([], post({ voucherDate: '2026-10-31', closedMonths: ['2026-10'] })).voucherDate?.[0]).toBe(
      'October 2026 is closed: date the voucher in an open month and name October 2026 as the month it corrects',
    );
  });

  it('refuses a date before the last closed month too: months close in order', () => {
    expect(
      refusal([], post({ voucherDate: '2026-09-30', closedMonths: ['2026-09', '2026-10'] })).voucherDate?.[0],
    ).toMatch(/September 2026 is closed/);
  });

  it('accepts a late correction dated in the open month that names the closed month', () => {
    const [event] = emitted([], post({ correctsMonth: '2026-10', closedMonths: ['2026-10'] }));
    expect(event?.data.correctsMonth).toBe('2026-10');
  });

  it('refuses correctsMonth that is not a closed month before the voucher', () => {
    expect(refusal([], post({ correctsMonth: '2026-10', closedMonths: [] })).correctsMonth).toBeDefined();
    const late = post({
      correctsMonth: '2026-11',
      closedMonths: ['2026-11'],
      voucherDate: '2026-12-01',
      today: '2026-12-01',
    });
    expect(emitted([], late)[0]?.data.correctsMonth).toBe('2026-11');
    expect(
      refusal(
        [],
        post({
          voucherDate: '2026-12-01',
          today: '2026-12-02',
          correctsMonth: '2026-12',
          closedMonths: ['2026-11'],
        }),
      ).correctsMonth,
    ).toBeDefined();
  });

  it('refuses a date before the books start (go-live), 1900-01-01 included', () => {
    expect(refusal([], post({ voucherDate: '2026-03-31', financialYear: '202526' })).voucherDate?.[0]).toBe(
      'The books of this market start on 01/04/2026 (go-live): nothing is posted before it',
    );
    expect(
      refusal([], post({ voucherDate: '1900-01-01', financialYear: '189900' })).voucherDate?.[0],
    ).toMatch(/go-live/);
  });

  it('refuses a correction naming a month of a locked financial year (its March closed)', () => {
    const months = ['2026-01', '2026-02', '2026-03', '2026-04'];
    expect(
      refusal(
        [],
        post({
          voucherDate: '2026-05-10',
          today: '2026-05-12',
          correctsMonth: '2026-02',
          closedMonths: months,
        }),
      ).correctsMonth?.[0],
    ).toBe('Financial year 2025-26 is locked (March closed): nothing is posted into it any more');
  });

  it('refuses a date of another financial year than the book', () => {
    expect(refusal([], post({ voucherDate: '2026-03-31', goLive: '2025-04-01' })).voucherDate?.[0]).toMatch(
      /financial year 202526/,
    );
  });
});

describe('voucher book: cancelling by reversal', () => {
  it('posts a mirrored voucher in the same book that names the original', () => {
    given(first)
      .when(cancel())
      .thenEmits(
        [
          {
            type: 'VoucherPosted',
            data: {
              voucherId: 'v-rev',
              marketId: MARKET,
              voucherType: 'Journal',
              voucherNo: 'HSR/JV2627/00002',
              financialYear: '202627',
              sequence: 2,
              voucherDate: '2026-11-24',
              lines: [line(reeler, 0, 5000), line(farmer, 5000, 0)],
              notes: 'Cancels HSR/JV2627/00001: Wrong farmer',
              referenceNo: 'HSR/JV2627/00001',
              correctsMonth: null,
              reverses: { voucherId: 'v-1', voucherNo: 'HSR/JV2627/00001' },
              postedBy: 'hsr.admin',
            },
          },
        ],
        eq,
      );
  });

  it('cancels once: a second cancel is a 409', () => {
    const reversal = emitted(first, cancel());
    given([...first, ...reversal])
      .when(cancel({ reversalId: 'v-rev-2' }))
      .thenThrows((fn) => expect(fn).toThrow(/already cancelled by HSR\/JV2627\/00002/));
    given([...first, ...reversal])
      .when(cancel({ reversalId: 'v-rev-2' }))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('never cancels a cancelling voucher', () => {
    const reversal = emitted(first, cancel());
    expect(
      refusal([...first, ...reversal], cancel({ voucherId: 'v-rev', reversalId: 'v-x' })).voucherId?.[0],
    ).toMatch(/cannot itself be cancelled/);
  });

  it('answers 404 for a voucher not in the book', () => {
    given(first)
      .when(cancel({ voucherId: 'nope' }))
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });

  it('dates the reversal in an open month, naming the closed month of the original', () => {
    const [event] = emitted(
      first,
      cancel({ date: '2026-12-02', today: '2026-12-02', closedMonths: ['2026-11'] }),
    );
    expect(event?.data.correctsMonth).toBe('2026-11');
    expect(refusal(first, cancel({ closedMonths: ['2026-11'] })).date?.[0]).toMatch(
      /November 2026 is closed/,
    );
  });

  it('refuses a cancel dated before the voucher or after today', () => {
    expect(refusal(first, cancel({ date: '2026-11-19' })).date).toBeDefined();
    expect(refusal(first, cancel({ date: '2026-11-25' })).date).toEqual(['The date cannot be after today']);
  });
});
