import { describe, expect, it } from 'vitest';
import { checkVoucher, type VoucherDraft } from './voucher-check';
import type { AccountOption } from './vouchers-api';

const FARMER = '0b6f1f1e-8f0c-4a51-9a3e-1d1f7e1c0a01';
const REELER = '0b6f1f1e-8f0c-4a51-9a3e-1d1f7e1c0a02';
const accounts: AccountOption[] = [
  { key: 'cash', account: { kind: 'cash' }, group: 'Market', code: null, name: 'Cash' },
  {
    key: `farmer:${FARMER}`,
    account: { kind: 'farmer', customerId: FARMER },
    group: 'Farmer',
    code: 'HSR-F-000001',
    name: 'Murugan',
  },
  {
    key: `reeler:${REELER}`,
    account: { kind: 'reeler', customerId: REELER },
    group: 'Reeler',
    code: 'HSR-R-000001',
    name: 'Sri Silks',
  },
];

const line = (id: number, accountKey: string, debit = '', credit = '') => ({ id, accountKey, debit, credit });
const draft = (over: Partial<VoucherDraft> = {}): VoucherDraft => ({
  voucherType: 'Journal',
  voucherDate: '2026-06-01',
  lines: [line(1, `reeler:${REELER}`, '1,500'), line(2, `farmer:${FARMER}`, '', '1,500')],
  notes: 'Price difference of lot 4',
  referenceNo: '',
  correctsMonth: '',
  ...over,
});
const errorsOf = (d: VoucherDraft) => {
  const check = checkVoucher(d, accounts, undefined);
  return check.ok ? {} : check.errors;
};

describe('checkVoucher (issue 27: the voucher is checked before the confirm dialog)', () => {
  it('passes a balanced Journal with notes and answers the body the server takes', () => {
    const check = checkVoucher(draft({ lines: [...draft().lines, line(3, '')] }), accounts, undefined);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body.lines).toEqual([
      { account: { kind: 'reeler', customerId: REELER }, debitPaise: 150_000, creditPaise: 0 },
      { account: { kind: 'farmer', customerId: FARMER }, debitPaise: 0, creditPaise: 150_000 },
    ]);
    expect(check.body.referenceNo).toBeNull();
  });

  it("names the server schema's missing notes and the book's unbalanced total together", () => {
    const errors = errorsOf(
      draft({
        notes: ' ',
        lines: [line(1, `reeler:${REELER}`, '1,500'), line(2, `farmer:${FARMER}`, '', '1,499')],
      }),
    );
    expect(errors.notes).toEqual(['Enter the notes (what the voucher is for)']);
    expect(errors.lines).toEqual(['Total debit must equal total credit']);
  });

  it('puts a line message under its row on the form, blank rows counted', () => {
    const errors = errorsOf(
      draft({
        lines: [
          line(1, ''),
          line(2, `reeler:${REELER}`, '10'),
          line(3, `farmer:${FARMER}`, '', '10'),
          line(4, '', '5'),
        ],
      }),
    );
    expect(errors['lines.3']).toEqual(['Line 4: select an account']);
    const both = errorsOf(
      draft({
        lines: [line(1, ''), line(2, `reeler:${REELER}`, '10', '10'), line(3, `farmer:${FARMER}`, '', '10')],
      }),
    );
    expect(both['lines.1']).toEqual(['Line 1: enter either a debit or a credit, greater than zero']);
  });

  it("applies the type's money rule and unreadable amounts", () => {
    expect(errorsOf(draft({ voucherType: 'Receipt' })).lines).toEqual([
      'A Receipt voucher must debit Cash or Bank (the money received)',
    ]);
    expect(
      errorsOf(draft({ lines: [line(1, 'cash', '12.345'), line(2, `farmer:${FARMER}`, '', '1')] })),
    ).toEqual({
      'lines.0': ['Line 1: amounts are rupees with at most two decimals'],
    });
  });
});
