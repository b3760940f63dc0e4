import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import type { LedgerMonthEvent } from './account-events.js';
import { type CloseMonth, ledgerMonths, monthLabel, monthsOfFinancialYear } from './ledger-months.js';

const given = specFor(ledgerMonths);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const close = (month: string, today = '2026-11-24'): CloseMonth => ({
  type: 'CloseMonth',
  data: { marketId: 'm-1', month, today, by: 'hsr.admin' },
});
const closed = (month: string): LedgerMonthEvent => ({
  type: 'LedgerMonthClosed',
  data: { marketId: 'm-1', month, closedOn: '2026-11-24', closedBy: 'hsr.admin' },
});
const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields.month?.[0];
    throw error;
  }
  return undefined;
};

describe('ledger months', () => {
  it('closes an ended month when none ever was', () => {
    given()
      .when(close('2026-09'))
      .thenEmits([closed('2026-09')], eq);
  });

  it('closes the month after the last closed', () => {
    given([closed('2026-09')])
      .when(close('2026-10'))
      .thenEmits([closed('2026-10')], eq);
  });

  it('refuses a month that has not ended', () => {
    given()
      .when(close('2026-11'))
      .thenThrows((fn) =>
        expect(fieldOf(fn)).toBe('November 2026 has not ended yet: a month is closed after its last day'),
      );
    given()
      .when(close('2026-12'))
      .thenThrows((fn) => expect(fn).toThrow(ValidationError));
  });

  it('refuses out of order: the month before must be closed first', () => {
    given([closed('2026-08')])
      .when(close('2026-10'))
      .thenThrows((fn) => expect(fieldOf(fn)).toBe('Close September 2026 first: months are closed in order'));
    given([closed('2026-08')])
      .when(close('2026-06'))
      .thenThrows((fn) => expect(fn).toThrow('June 2026 is already closed with the months after it'));
  });

  it('answers 409 for a month already closed (never reopened or closed twice)', () => {
    given([closed('2026-09')])
      .when(close('2026-09'))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given([closed('2026-09')])
      .when(close('2026-09'))
      .thenThrows((fn) => expect(fn).toThrow(/September 2026 is already closed/));
  });

  it('refuses a malformed month', () => {
    given()
      .when(close('2026-13'))
      .thenThrows((fn) => expect(fieldOf(fn)).toBe('Select a month (YYYY-MM)'));
  });

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
