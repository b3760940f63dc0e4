import { describe, expect, it } from 'vitest';
import { specFor } from '../../shared/given-when-then.js';
import { formatHeadCode, type HeadCodeEvent, headCodeAllocator, parseHeadCode } from './head-codes.js';

const given = specFor(headCodeAllocator);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const BRANCH = '33333333-3333-4333-8333-333333333333';
const AT = '2026-11-22T10:00:00.000Z';
const allocate = (customerType: 'farmer' | 'reeler' = 'farmer') => ({
  type: 'AllocateHeadCode' as const,
  data: { branchId: BRANCH, branchCode: 'hsr', customerType, allocatedAt: AT },
});
const allocated = (sequence: number, customerType: 'farmer' | 'reeler' = 'farmer'): HeadCodeEvent => ({
  type: 'HeadCodeAllocated',
  data: {
    branchId: BRANCH,
    customerType,
    sequence,
    headCode: formatHeadCode('HSR', customerType, sequence),
    allocatedAt: AT,
  },
});

describe('head code allocation', () => {
  it('starts at 1 for a market with none', () => {
    given()
      .when(allocate())
      .thenEmits([allocated(1)], eq);
    expect(allocated(1).data.headCode).toBe('HSR-F-000001');
  });

  it('continues after the last allocated number, whether or not it was used', () => {
    given([allocated(1), allocated(2)])
      .when(allocate())
      .thenEmits([allocated(3)], eq);
  });

  it('needs only the last event to know the counter', () => {
    given([allocated(41, 'reeler')])
      .when(allocate('reeler'))
      .thenEmits([allocated(42, 'reeler')], eq);
    expect(allocated(42, 'reeler').data.headCode).toBe('HSR-R-000042');
  });

  it('parses its own format and nothing else', () => {
    expect(parseHeadCode('hsr-f-000123')).toEqual({
      branchCode: 'HSR',
      customerType: 'farmer',
      sequence: 123,
    });
    expect(parseHeadCode('KGI-R-000007')).toEqual({ branchCode: 'KGI', customerType: 'reeler', sequence: 7 });
    expect(parseHeadCode('HSR-X-000123')).toBeUndefined();
    expect(parseHeadCode('HSR-F-123')).toBeUndefined();
  });
});
