import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

/**
 * Where a bid's time goes (issue 28): each stage of the bid path (the request, the session, the command log, the
 * runner, the append, the live fan-out, the projectors' batches) notes its wall time here. Always compiled and
 * always on, because a note is a few additions into a fixed histogram (no allocation, no clock other than
 * performance.now()), so what the bench measures is the code that runs in production.
 *
 * Only the bench reads them: with STAGE_TIMINGS_DIR set, each SIGUSR2 writes the figures since the last one to
 * `<dir>/<pid>-<n>.json` and starts afresh (the bench signals at the start and end of each phase).
 */
export interface StageTiming {
  stage: string;
  count: number;
  totalMs: number;
  meanMs: number;
  p99Ms: number;
  maxMs: number;
}

/** Histogram buckets: 8 a doubling from 1 µs, up to about 67 s; a p99 is good to within 9 %. */
const PER_DOUBLING = 8;
const BUCKETS = PER_DOUBLING * 26;

interface Stage {
  count: number;
  totalMs: number;
  maxMs: number;
  buckets: Uint32Array;
}

const stages = new Map<string, Stage>();

function bucketOf(ms: number): number {
  const us = ms * 1000;
  if (us <= 1) return 0;
  return Math.min(BUCKETS - 1, Math.floor(Math.log2(us) * PER_DOUBLING));
}

/** Notes `ms` of wall time spent in `stage`. */
export function recordStage(stage: string, ms: number): void {
  let s = stages.get(stage);
  if (!s) {
    s = { count: 0, totalMs: 0, maxMs: 0, buckets: new Uint32Array(BUCKETS) };
    stages.set(stage, s);
  }
  s.count++;
  s.totalMs += ms;
  if (ms > s.maxMs) s.maxMs = ms;
  s.buckets[bucketOf(ms)]!++;
}

/** Notes the time since `startedAt` (a performance.now() taken when the stage began). */
export function stageSince(stage: string, startedAt: number): void {
  recordStage(stage, performance.now() - startedAt);
}

/** Runs `work` and notes its wall time (also when it fails: a refused bid spent its time too). */
export async function timeStage<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordStage(stage, performance.now() - started);
  }
}

/** The figures since the last reset, by stage. */
export function stageTimings(): StageTiming[] {
  return [...stages].map(([stage, s]) => {
    const target = Math.ceil(s.count * 0.99);
    let seen = 0;
    let bucket = 0;
    for (; bucket < BUCKETS; bucket++) {
      seen += s.buckets[bucket]!;
      if (seen >= target) break;
    }
    // The bucket's upper edge, never more than the largest time seen.
    const p99Ms = Math.min(s.maxMs, 2 ** ((bucket + 1) / PER_DOUBLING) / 1000);
    return {
      stage,
      count: s.count,
      totalMs: s.totalMs,
      meanMs: s.count > 0 ? s.totalMs / s.count : 0,
      p99Ms,
      maxMs: s.maxMs,
    };
  });
}

export function resetStageTimings(): void {
  stages.clear();
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor (scavenge)',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major (mark-compact)',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/**
 * For the bench only: what holds the event loop, beside the stages (a bid's tail is its wait behind other work on
 * the loop). The loop's delay sampled every 5 ms, and each garbage collection's pause by kind.
 */
function watchTheLoop(): () => StageTiming {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
      recordStage(`gc: ${GC_KINDS[kind] ?? `kind ${kind}`} pause`, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  return () => {
    const ms = (ns: number) => ns / 1e6;
    const count = loop.count;
    const timing: StageTiming = {
      stage: 'event loop: delay (sampled every 5 ms)',
      count,
      totalMs: count > 0 ? ms(loop.mean) * count : 0,
      meanMs: count > 0 ? ms(loop.mean) : 0,
      p99Ms: count > 0 ? ms(loop.percentile(99)) : 0,
      maxMs: count > 0 ? ms(loop.max) : 0,
    };
    loop.reset();
    return timing;
  };
}

const dir = process.env.STAGE_TIMINGS_DIR;
if (dir) {
  let n = 0;
  const loopDelay = watchTheLoop();
  process.on('SIGUSR2', () => {
    mkdirSync(dir, { recursive: true });
    const cpu = process.cpuUsage();
    writeFileSync(
      join(dir, `${process.pid}-${n++}.json`),
      JSON.stringify({
        pid: process.pid,
        argv: process.argv.slice(1),
        cpuMs: (cpu.user + cpu.system) / 1000,
        stages: [...stageTimings(), loopDelay()],
      }),
    );
    resetStageTimings();
  });
}
