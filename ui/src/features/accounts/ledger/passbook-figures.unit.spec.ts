import { describe, expect, it } from 'vitest';
import { amountCell, balanceText, financialYearStart } from './passbook-figures';

describe('passbook figures', () => {
  it('writes a balance with its side, en-IN grouped, zero without one', () => {
    expect(balanceText(-123_450)).toBe('1,234.50 Cr');
    expect(balanceText(123_456_789)).toBe('12,34,567.89 Dr');
    expect(balanceText(0)).toBe('0.00');
  });

  it('leaves an empty debit or credit cell empty', () => {
    expect(amountCell(0)).toBe('');
    expect(amountCell(5)).toBe('0.05');
  });

  it('starts the financial year on 1 April, the year before in January to March', () => {
    expect(financialYearStart('2026-11-24')).toBe('2026-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
  });
});

describe('the passbook filter', () => {
  it('defaults to the financial year so far and keeps a cleared date cleared', async () => {
    const { readPassbookFilter } = await import('./use-passbook-filter');
    expect(readPassbookFilter('', '2026-11-24')).toEqual({
      customerId: '',
      from: '2026-04-01',
      to: '2026-11-24',
    });
    expect(readPassbookFilter('customerId=c1&from=&to=2026-05-01&marketId=m1', '2026-11-24')).toEqual({
      customerId: 'c1',
      from: '',
      to: '2026-05-01',
      marketId: 'm1',
    });
  });
});
