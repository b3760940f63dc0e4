import { describe, expect, it } from 'vitest';
import { ConflictError } from './errors.js';
import { specFor } from './given-when-then.js';
import { ABANDONED_AFTER_MS, type ReservationEvent, reservationDecider } from './unique-values.js';

const given = specFor(reservationDecider);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const T0 = '2026-11-22T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();

const reserve = (ownerId: string, at = T0, holderMissing = false) => ({
  type: 'ReserveValue' as const,
  data: {
    kind: 'aadhaar' as const,
    ownerId,
    at,
    field: 'aadhaarNo',
    message: 'Aadhaar No is already registered',
    holderMissing,
  },
});
const reservedBy = (ownerId: string, at = T0): ReservationEvent => ({
  type: 'UniqueValueReserved',
  data: { kind: 'aadhaar', ownerId, reservedAt: at },
});
const releasedBy = (ownerId: string): ReservationEvent => ({
  type: 'UniqueValueReleased',
  data: { kind: 'aadhaar', ownerId },
});

describe('unique value reservation', () => {
  it('reserves a free value', () => {
    given()
      .when(reserve(A))
      .thenEmits([reservedBy(A)], eq);
  });

  it('refuses a value another customer holds, naming the field', () => {
    given([reservedBy(A)])
      .when(reserve(B, later(1000)))
      .thenThrows((fn) => {
        expect(fn).toThrow(ConflictError);
        expect(fn).toThrow('Aadhaar No is already registered');
        try {
          fn();
        } catch (error) {
          expect((error as ConflictError).field).toBe('aadhaarNo');
        }
      });
  });

  it('is idempotent for the holder (a retried registration)', () => {
    given([reservedBy(A)])
      .when(reserve(A))
      .thenEmits([], eq);
  });

  it('frees a value on release, for anyone to take', () => {
    given([reservedBy(A)])
      .when({ type: 'ReleaseValue', data: { kind: 'aadhaar', ownerId: A } })
      .thenEmits([releasedBy(A)], eq);
    given([reservedBy(A), releasedBy(A)])
      .when(reserve(B))
      .thenEmits([reservedBy(B)], eq);
  });

  it('ignores a release by someone who does not hold the value', () => {
    given([reservedBy(A)])
      .when({ type: 'ReleaseValue', data: { kind: 'aadhaar', ownerId: B } })
      .thenEmits([], eq);
    given()
      .when({ type: 'ReleaseValue', data: { kind: 'aadhaar', ownerId: B } })
      .thenEmits([], eq);
  });

  it('takes over a reservation abandoned by a registration that never completed, only after the grace time', () => {
    given([reservedBy(A)])
      .when(reserve(B, later(ABANDONED_AFTER_MS - 1), true))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given([reservedBy(A)])
      .when(reserve(B, later(ABANDONED_AFTER_MS), false))
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given([reservedBy(A)])
      .when(reserve(B, later(ABANDONED_AFTER_MS), true))
      .thenEmits([releasedBy(A), reservedBy(B, later(ABANDONED_AFTER_MS))], eq);
  });
});
