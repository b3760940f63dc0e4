import { describe, expect, it } from 'vitest';
import { amountOrZero, draftTotals, linesToSend } from './voucher-draft';

const line = (id: number, accountKey: string, debit: string, credit: string) => ({
  id,
  accountKey,
  debit,
  credit,
});

describe('voucher draft', () => {
  it('reads an amount box as exact paise, an empty one as zero', () => {
    expect(amountOrZero('1,250.5')).toBe(125_050);
    expect(amountOrZero('0.07')).toBe(7);
    expect(amountOrZero('  ')).toBe(0);
    expect(amountOrZero('12.345')).toBeUndefined();
    expect(amountOrZero('-5')).toBeUndefined();
  });

  it('totals debits and credits and the difference as typed', () => {
    const totals = draftTotals([line(1, 'cash', '100.50', ''), line(2, 'round-off', '', '100')]);
    expect(totals).toEqual({ debitPaise: 10_050, creditPaise: 10_000, differencePaise: 50, unreadable: {} });
  });

  it('names a line whose amount cannot be read', () => {
    expect(draftTotals([line(1, 'cash', '1.234', '')]).unreadable[0]).toMatch(/Line 1/);
  });

  it('sends picked accounts with paise', () => {
    const accounts = [
      { key: 'cash', account: { kind: 'cash' as const }, group: 'Market' as const, code: null, name: 'Cash' },
    ];
    expect(linesToSend([line(1, 'cash', '2', ''), line(2, '', '', '2')], accounts)).toEqual([
      { account: { kind: 'cash' }, debitPaise: 200, creditPaise: 0 },
    ]);
  });
});
