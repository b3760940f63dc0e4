import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { monthLabel } from '../shared/formats.js';
import { fieldRefusal, specFor } from '../shared/given-when-then.js';
import type { LedgerMonthEvent } from './account-events.js';
import {
  assertPostingDate,
  type CloseMonth,
  isLockedFinancialYear,
  ledgerMonths,
  lockedByClosing,
  monthsOfFinancialYear,
  type SetGoLive,
} from './ledger-months.js';

const given = specFor(ledgerMonths);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const close = (month: string, today = '2026-11-24', derivedGoLive: string | null = null): CloseMonth => ({
  type: 'CloseMonth',
  data: { marketId: 'm-1', month, today, by: 'hsr.admin', derivedGoLive },
});
const closed = (month: string): LedgerMonthEvent => ({
  type: 'LedgerMonthClosed',
  data: { marketId: 'm-1', month, closedOn: '2026-11-24', closedBy: 'hsr.admin' },
});
const goLiveSet = (goLive: string, derived = false): LedgerMonthEvent => ({
  type: 'LedgerGoLiveSet',
  data: { marketId: 'm-1', goLive, setOn: '2026-11-24', setBy: 'hsr.admin', derived },
});
const setGoLive = (
  goLive: string,
  firstPostingDate: string | null = null,
  openingBalancesOn: string | null = null,
): SetGoLive => ({
  type: 'SetGoLive',
  data: {
    marketId: 'm-1',
    goLive,
    today: '2026-11-24',
    by: 'hsr.admin',
    firstPostingDate,
    openingBalancesOn,
  },
});
const fieldOf = (fn: () => unknown, field = 'month') => fieldRefusal(fn, field);

describe('ledger months: go-live', () => {
  it('sets the go-live date once', () => {
    given()
      .when(setGoLive('2026-04-01', '2026-06-12'))
      .thenEmits([goLiveSet('2026-04-01')], eq);
    given([goLiveSet('2026-04-01')])
      .when(setGoLive('2026-05-01'))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('refuses a date after today, or after the first posting already in the ledger', () => {
    given()
      .when(setGoLive('2026-11-25'))
      .thenThrows((fn) => expect(fieldOf(fn, 'goLive')).toBe('The go-live date cannot be after today'));
    given()
      .when(setGoLive('2026-07-01', '2026-06-12'))
      .thenThrows((fn) =>
        expect(fieldOf(fn, 'goLive')).toBe(
          'The ledger has postings from 12/06/2026: the go-live date cannot be after them',
        ),
      );
  });

  it('stays on the date opening balances were already recorded on', () => {
    given()
      .when(setGoLive('2026-04-01', '2026-06-12', '2026-06-12'))
      .thenThrows((fn) =>
        expect(fieldOf(fn, 'goLive')).toBe(
          'Opening balances are already recorded as on 12/06/2026: the go-live date is that day',
        ),
      );
    given()
      .when(setGoLive('2026-06-12', '2026-06-12', '2026-06-12'))
      .thenEmits([goLiveSet('2026-06-12')], eq);
  });

  it('is fixed by the first close of a market that never set it (its derived date)', () => {
    given()
      .when(close('2026-06', '2026-11-24', '2026-06-12'))
      .thenEmits([goLiveSet('2026-06-12', true), closed('2026-06')], eq);
    given([goLiveSet('2026-06-12', true), closed('2026-06')])
      .when(setGoLive('2026-04-01'))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });
});

describe('ledger months: closing', () => {
  it('closes the go-live month first, and only it, when none was closed (issue 22 case 3)', () => {
    given([goLiveSet('2026-04-01')])
      .when(close('2026-04'))
      .thenEmits([closed('2026-04')], eq);
    given([goLiveSet('2026-04-01')])
      .when(close('2026-06'))
      .thenThrows((fn) => expect(fieldOf(fn)).toBe('Close April 2026 first: months are closed in order'));
    given()
      .when(close('2026-06', '2026-11-24', '2026-04-10'))
      .thenThrows((fn) => expect(fieldOf(fn)).toBe('Close April 2026 first: months are closed in order'));
  });

  it('refuses a month before go-live: there is nothing to close', () => {
    given([goLiveSet('2026-04-01')])
      .when(close('1899-03'))
      .thenThrows((fn) =>
        expect(fieldOf(fn)).toBe(
          'March 1899 is before the books start (go-live 01/04/2026): there is nothing to close',
        ),
      );
  });

  it('refuses a close with no go-live at all', () => {
    given()
      .when(close('2026-06'))
      .thenThrows((fn) => expect(fieldOf(fn)).toMatch(/go-live date first/));
  });

  it('closes the month after the last closed', () => {
    given([goLiveSet('2026-09-01'), closed('2026-09')])
      .when(close('2026-10'))
      .thenEmits([closed('2026-10')], eq);
  });

  it('refuses a month that has not ended', () => {
    given([goLiveSet('2026-11-01')])
      .when(close('2026-11'))
      .thenThrows((fn) =>
        expect(fieldOf(fn)).toBe('November 2026 has not ended yet: a month is closed after its last day'),
      );
    given([goLiveSet('2026-11-01'), closed('2026-11')])
      .when(close('2026-12', '2026-12-10'))
      .thenThrows((fn) => expect(fn).toThrow(ValidationError));
  });

  it('refuses out of order: the month before must be closed first', () => {
    given([goLiveSet('2026-08-01'), closed('2026-08')])
      .when(close('2026-10'))
      .thenThrows((fn) => expect(fieldOf(fn)).toBe('Close September 2026 first: months are closed in order'));
  });

  it('answers 409 for a month already closed (never reopened or closed twice)', () => {
    given([goLiveSet('2026-09-01'), closed('2026-09')])
      .when(close('2026-09'))
      .thenThrows((fn) => expect(fn).toThrow(/September 2026 is already closed/));
    given([goLiveSet('2026-09-01'), closed('2026-09')])
      .when(close('2026-09'))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('refuses a malformed month', () => {
    given()
      .when(close('2026-13'))
      .thenThrows((fn) => expect(fieldOf(fn)).toBe('Select a month (YYYY-MM)'));
  });

  it('closing March locks its financial year', () => {
    expect(lockedByClosing('2026-03')).toBe('202526');
    expect(lockedByClosing('2026-04')).toBeNull();
    expect(isLockedFinancialYear('202526', ['2026-02', '2026-03'])).toBe(true);
    expect(isLockedFinancialYear('202627', ['2026-02', '2026-03'])).toBe(false);
  });
});

describe('posting dates', () => {
  const calendar = { goLive: '2026-04-01', closedMonths: ['2026-04'], today: '2026-11-24', field: 'date' };
  const refusal = (date: string, over = {}) =>
    fieldOf(() => assertPostingDate(date, { ...calendar, ...over }), 'date');
  it('takes an open month between go-live and today', () => {
    expect(refusal('2026-05-02')).toBeUndefined();
    expect(refusal('2026-11-24')).toBeUndefined();
  });
  it('refuses tomorrow, before go-live and a closed month', () => {
    expect(refusal('2026-11-25')).toBe('The date cannot be after today');
    expect(refusal('1900-01-01')).toBe(
      'The books of this market start on 01/04/2026 (go-live): nothing is posted before it',
    );
    expect(refusal('2026-04-30')).toBe('April 2026 is closed: nothing is posted with a date in it any more');
    expect(refusal('2026-03-02', { goLive: '2025-04-01', closedMonths: ['2026-03'] })).toBe(
      'Financial year 2025-26 is locked (March closed): nothing is posted into it any more',
    );
  });
});

describe('months', () => {
  it('lists a financial year April to March', () => {
    expect(monthsOfFinancialYear('202627')).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(monthLabel('2027-03')).toBe('March 2027');
  });
});
