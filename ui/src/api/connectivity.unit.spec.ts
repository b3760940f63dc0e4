import { describe, expect, it } from 'vitest';
import { connectivity, isOffline, reportReached, subscribeConnectivity } from './connectivity';
import { OFFLINE_MESSAGE, offlineFailure } from './errors';

describe('connectivity', () => {
  it('is offline when a request gets no answer, and online again at the next answer of any status', () => {
    const seen: boolean[] = [];
    const stop = subscribeConnectivity(() => seen.push(isOffline()));
    expect(isOffline()).toBe(false);
    reportReached(false);
    expect(connectivity()).toEqual({ browserOnline: true, serverUnreachable: true });
    // No change, no news.
    reportReached(false);
    reportReached(true);
    expect(isOffline()).toBe(false);
    expect(seen).toEqual([true, false]);
    stop();
    reportReached(false);
    expect(seen).toEqual([true, false]);
    reportReached(true);
  });

  it('counts the browser having no network as offline whatever requests found', () => {
    expect(isOffline({ browserOnline: false, serverUnreachable: false })).toBe(true);
    expect(isOffline({ browserOnline: true, serverUnreachable: false })).toBe(false);
  });

  it('an offline failure keeps the session: its own kind, no "login again"', () => {
    expect(offlineFailure()).toEqual({
      kind: 'offline',
      status: 'ERR_NETWORK',
      message: OFFLINE_MESSAGE,
      fieldErrors: {},
    });
    expect(OFFLINE_MESSAGE).not.toMatch(/login/i);
  });
});
