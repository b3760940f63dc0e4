import { describe, expect, it } from 'vitest';
import { readPeriodFilter } from './use-period-filter';

describe('readPeriodFilter', () => {
  it('is this month so far when the URL names no dates', () => {
    expect(readPeriodFilter('', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('keeps the dates, status, market and reeler code of the URL', () => {
    expect(
      readPeriodFilter(
        'from=2026-04-01&to=2026-04-30&status=Cancelled&marketId=m1&reeler=HSR-R-1',
        '2026-11-24',
      ),
    ).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      status: 'Cancelled',
      marketId: 'm1',
      reeler: 'HSR-R-1',
    });
  });

  it('reads a cleared or malformed date as empty, and an unknown status as none', () => {
    expect(readPeriodFilter('from=&to=24/11/2026&status=Paid', '2026-11-24')).toEqual({ from: '', to: '' });
  });
});
