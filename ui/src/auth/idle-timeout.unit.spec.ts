import { describe, expect, it } from 'vitest';
import { describeWait, IDLE_TIMEOUT_MS, idleStage, idleTimeoutMs, isIdle } from './idle-timeout';

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

describe('the warning before an automatic logout', () => {
  it("comes 60 s before the spec's 5 minutes, with the time left, and gives way to idle at the end", () => {
    expect(idleStage(0, 239_999, IDLE_TIMEOUT_MS)).toEqual({ stage: 'active' });
    expect(idleStage(0, 240_000, IDLE_TIMEOUT_MS)).toEqual({ stage: 'warning', msLeft: 60_000 });
    expect(idleStage(0, 299_000, IDLE_TIMEOUT_MS)).toEqual({ stage: 'warning', msLeft: 1000 });
    expect(idleStage(0, 300_000, IDLE_TIMEOUT_MS)).toEqual({ stage: 'idle' });
  });

  it('comes in the last fifth of a timeout a test has shortened', () => {
    expect(idleStage(0, 1999, 2500)).toEqual({ stage: 'active' });
    expect(idleStage(0, 2000, 2500)).toEqual({ stage: 'warning', msLeft: 500 });
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
