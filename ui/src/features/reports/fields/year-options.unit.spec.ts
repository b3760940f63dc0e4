import { describe, expect, it } from 'vitest';
import { accountingYearLabel, accountingYears, reportYears } from './year-options';

describe('the years a report may ask about', () => {
  it('offers calendar years from now back to 2015', () => {
    expect(reportYears('2017-06-01')).toEqual([2017, 2016, 2015]);
  });

  it('starts a new accounting year on 1 April, not on 1 January', () => {
    expect(accountingYears('2026-03-31')[0]).toBe('202526');
    expect(accountingYears('2026-04-01')[0]).toBe('202627');
    expect(accountingYears('2016-12-31')).toEqual(['201617', '201516']);
    expect(accountingYears('2100-05-01')[0]).toBe('210001');
    expect(accountingYearLabel('202425')).toBe('2024-25');
  });
});
