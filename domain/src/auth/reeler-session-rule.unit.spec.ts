import { describe, expect, it } from 'vitest';
import { marketDayEnd, reelerSessionIdle } from './reeler-session-rule.js';

const at = (iso: string) => new Date(iso);

describe('marketDayEnd', () => {
  it("is the next midnight in Asia/Kolkata, whatever the server's zone", () => {
    expect(marketDayEnd(at('2026-11-24T10:00:00+05:30')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    // 23:59 IST and 00:00 IST belong to different market days.
    expect(marketDayEnd(at('2026-11-24T23:59:00+05:30')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(marketDayEnd(at('2026-11-25T00:00:00+05:30')).toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });
});

describe('reelerSessionIdle', () => {
  const base = { lastSeenAt: at('2026-11-24T12:00:00+05:30'), watchedUntil: null, idleMinutes: 15 };

  it('ends after the idle minutes without a bid or a touch', () => {
    expect(reelerSessionIdle({ ...base, now: at('2026-11-24T12:15:00+05:30') })).toBe(false);
    expect(reelerSessionIdle({ ...base, now: at('2026-11-24T12:15:01+05:30') })).toBe(true);
  });

  it('counts from the close of the latest slot when it is later than the last touch', () => {
    const watching = { ...base, watchedUntil: at('2026-11-24T12:40:00+05:30') };
    expect(reelerSessionIdle({ ...watching, now: at('2026-11-24T12:40:00+05:30') })).toBe(false);
    expect(reelerSessionIdle({ ...watching, now: at('2026-11-24T12:55:00+05:30') })).toBe(false);
    expect(reelerSessionIdle({ ...watching, now: at('2026-11-24T12:56:00+05:30') })).toBe(true);
  });
});
