import { describe, expect, it } from 'vitest';
import { recordStage, resetStageTimings, stageTimings, timeStage } from './stage-timings.js';

describe('stage timings', () => {
  it('count, mean and a p99 within one bucket (9 %) of the true one, never above the largest', () => {
    resetStageTimings();
    // 990 quick ones and 10 slow ones: the p99 is the quick ones' edge, the max the slowest.
    for (let i = 0; i < 990; i++) recordStage('quick', 2);
    for (let i = 0; i < 10; i++) recordStage('quick', 400);
    const [quick] = stageTimings();
    expect(quick).toMatchObject({ stage: 'quick', count: 1000, maxMs: 400 });
    expect(quick!.meanMs).toBeCloseTo((990 * 2 + 10 * 400) / 1000, 6);
    expect(quick!.p99Ms).toBeGreaterThanOrEqual(2);
    expect(quick!.p99Ms).toBeLessThanOrEqual(2 * 1.09);
    recordStage('one', 0.5);
    expect(stageTimings().find((t) => t.stage === 'one')).toMatchObject({ count: 1, p99Ms: 0.5, maxMs: 0.5 });
  });

  it('a failed stage is timed too, and a reset starts afresh', async () => {
    resetStageTimings();
    await expect(
      timeStage('refused', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const [refused] = stageTimings();
    expect(refused?.count).toBe(1);
    expect(refused!.meanMs).toBeGreaterThanOrEqual(4);
    resetStageTimings();
    expect(stageTimings()).toEqual([]);
  });
});
