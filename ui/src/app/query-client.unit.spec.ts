import { describe, expect, it } from 'vitest';
import { ApiError, classifyFailure, offlineFailure } from '../api/errors';
import { retryRead } from './query-client';

const answered = (status: number, readModelStale = false) =>
  new ApiError(
    classifyFailure({ status, body: { message: 'x' }, hadToken: true, isLogin: false, readModelStale }),
  );

describe('retryRead', () => {
  it('tries a record written a moment ago and not listed yet four more times, then gives up', () => {
    const notListed = answered(404, true);
    expect([0, 1, 2, 3, 4].map((count) => retryRead(count, notListed))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('does not try a plain 404, a refusal or a server error again', () => {
    for (const error of [answered(404), answered(403, true), answered(500), answered(400)])
      expect(retryRead(0, error)).toBe(false);
  });

  it('holds an offline read for the network, and tries an unknown failure once more', () => {
    expect(retryRead(4, new ApiError(offlineFailure(), true))).toBe(true);
    expect(retryRead(5, new ApiError(offlineFailure(), true))).toBe(false);
    expect([0, 1, 2].map((count) => retryRead(count, new Error('?')))).toEqual([true, true, false]);
  });
});
