import { describe, expect, it } from 'vitest';
import { specFor } from './given-when-then.js';
import { type NumberSeriesEvent, numberSeries } from './number-series.js';

const given = specFor(numberSeries);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const SERIES = 'invoice-33333333-3333-4333-8333-333333333333-202627';
const AT = '2026-11-22T10:00:00.000Z';
const allocate = (ownerId: string | null = null) => ({
  type: 'AllocateNumber' as const,
  data: { series: SERIES, ownerId, allocatedAt: AT },
});
const allocated = (sequence: number, ownerId: string | null = null): NumberSeriesEvent => ({
  type: 'NumberAllocated',
  data: { series: SERIES, sequence, ownerId, allocatedAt: AT },
});

describe('number series', () => {
  it('starts at 1 for a series with none', () => {
    given()
      .when(allocate('bill-1'))
      .thenEmits([allocated(1, 'bill-1')], eq);
  });

  it('continues after the last allocated number, whether or not it was used', () => {
    given([allocated(1), allocated(2)])
      .when(allocate())
      .thenEmits([allocated(3)], eq);
  });

  it('needs only the last event to know the counter', () => {
    given([allocated(41)])
      .when(allocate())
      .thenEmits([allocated(42)], eq);
  });
});
