import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import type { OpeningBalanceEvent } from './account-events.js';
import { openingBalances, type RecordOpeningBalance } from './opening-balances.js';

const given = specFor(openingBalances);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const fact = {
  entryId: 'e-1',
  marketId: 'm-1',
  customerKind: 'farmer' as const,
  customerId: 'f-1',
  customerName: 'Murugan',
  customerCode: 'HSR-F-000001',
  side: 'credit' as const,
  amountPaise: 125000,
  asOn: '2026-11-01',
  recordedBy: 'hsr.admin',
};
const record = (over: Partial<RecordOpeningBalance['data']> = {}): RecordOpeningBalance => ({
  type: 'RecordOpeningBalance',
  data: { ...fact, closedMonths: [], goLive: '2026-11-01', today: '2026-11-24', ...over },
});
const recorded: OpeningBalanceEvent = { type: 'OpeningBalanceRecorded', data: fact };

describe('opening balances', () => {
  it('records a customer’s go-live balance', () => {
    given().when(record()).thenEmits([recorded], eq);
  });

  it('records each customer once: a second is a 409 that says how to correct it', () => {
    given([recorded])
      .when(record({ entryId: 'e-2', amountPaise: 1 }))
      .thenThrows((fn) =>
        expect(fn).toThrow(
          'The opening balance of Murugan (HSR-F-000001) was already recorded as on 2026-11-01: correct it with a Journal voucher',
        ),
      );
  });

  it('refuses a second balance with a ConflictError (409)', () => {
    given([recorded])
      .when(record({ entryId: 'e-2' }))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('records another customer beside', () => {
    given([recorded])
      .when(record({ entryId: 'e-2', customerId: 'f-2' }))
      .thenEmits([{ ...recorded, data: { ...fact, entryId: 'e-2', customerId: 'f-2' } }], eq);
  });

  it('refuses a date in a closed month or after today', () => {
    given()
      .when(record({ closedMonths: ['2026-11'] }))
      .thenThrows((fn) =>
        expect(fn).toThrow('November 2026 is closed: nothing is posted with a date in it any more'),
      );
    given()
      .when(record({ asOn: '2026-11-25' }))
      .thenThrows((fn) => expect(fn).toThrow(ValidationError));
  });

  it('dates a balance on the go-live date only: before it, or any later day, is refused', () => {
    given()
      .when(record({ asOn: '2026-11-02' }))
      .thenThrows((fn) => expect(fn).toThrow('Opening balances are dated on the go-live date, 01/11/2026'));
    given()
      .when(record({ asOn: '1900-01-01' }))
      .thenThrows((fn) =>
        expect(fn).toThrow(
          'The books of this market start on 01/11/2026 (go-live): nothing is posted before it',
        ),
      );
  });
});
