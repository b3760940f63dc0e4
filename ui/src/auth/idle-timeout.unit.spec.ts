import { describe, expect, it } from 'vitest';
import { describeWait, IDLE_TIMEOUT_MS, idleTimeoutMs, isIdle } from './idle-timeout';

const storage = (value: string | null) => ({ getItem: () => value });

describe('idle timeout', () => {
  it('is 5 minutes unless a positive override is stored', () => {
    expect(IDLE_TIMEOUT_MS).toBe(300_000);
    expect(idleTimeoutMs(storage(null))).toBe(300_000);
    expect(idleTimeoutMs(storage('1500'))).toBe(1500);
    expect(idleTimeoutMs(storage('0'))).toBe(300_000);
    expect(idleTimeoutMs(storage('soon'))).toBe(300_000);
  });

  it('counts from the last activity', () => {
    expect(isIdle(1000, 1000 + 299_999, IDLE_TIMEOUT_MS)).toBe(false);
    expect(isIdle(1000, 1000 + 300_000, IDLE_TIMEOUT_MS)).toBe(true);
  });
});

describe('describeWait', () => {
  it('names the wait in minutes or seconds', () => {
    expect(describeWait(300_000)).toBe('5 minutes');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(1500)).toBe('2 seconds');
    expect(describeWait(200)).toBe('1 second');
  });
});
