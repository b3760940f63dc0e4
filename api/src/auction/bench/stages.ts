import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StageTiming } from '@cocoon/platform';

/** One process's stage timings over one phase (written by platform's stage-timings.ts on the bench's signal). */
export interface ProcessStages {
  process: 'api' | 'projectors';
  /** The process's CPU over the phase, ms. */
  cpuMs: number;
  stages: StageTiming[];
}

interface StageFile {
  pid: number;
  argv: string[];
  cpuMs: number;
  stages: StageTiming[];
}

/**
 * The timings of snapshot `n` of every process (the phase between snapshots n-1 and n), with its CPU over the
 * phase (the difference of the two snapshots' process CPU).
 */
export async function readStages(dir: string, n: number): Promise<ProcessStages[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const out: ProcessStages[] = [];
  for (const name of files) {
    const match = /^(\d+)-(\d+)\.json$/.exec(name);
    if (!match || Number(match[2]) !== n) continue;
    const now = JSON.parse(await readFile(join(dir, name), 'utf8')) as StageFile;
    const before = await readFile(join(dir, `${match[1]}-${n - 1}.json`), 'utf8')
      .then((t) => JSON.parse(t) as StageFile)
      .catch(() => null);
    out.push({
      process: now.argv.some((a) => a.includes('projectors')) ? 'projectors' : 'api',
      cpuMs: now.cpuMs - (before?.cpuMs ?? 0),
      stages: now.stages,
    });
  }
  return out;
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const f = (n: number, digits = 2) => n.toFixed(digits);

/**
 * Where a bid's time goes over one phase: each stage's count per answered bid, its mean and p99 wall time, its
 * wall time per answered bid, and (for the stages that hold the CPU the whole time: the synchronous ones) its
 * share of the process's CPU; the statements ("sql: …", from count-statements.ts) listed per bid beside them.
 */
export function stageTable(label: string, processes: ProcessStages[], answered: number): void {
  if (processes.length === 0 || answered === 0) return;
  out();
  out(`  where a bid's time goes, ${label} (${answered} answered bids; wall ms unless marked)`);
  for (const name of ['api', 'projectors'] as const) {
    const mine = processes.filter((p) => p.process === name);
    if (mine.length === 0) continue;
    const cpuMs = mine.reduce((a, p) => a + p.cpuMs, 0);
    const merged = new Map<string, StageTiming>();
    for (const p of mine)
      for (const s of p.stages) {
        const m = merged.get(s.stage);
        if (!m) merged.set(s.stage, { ...s });
        else {
          m.count += s.count;
          m.totalMs += s.totalMs;
          m.meanMs = m.totalMs / m.count;
          m.p99Ms = Math.max(m.p99Ms, s.p99Ms);
          m.maxMs = Math.max(m.maxMs, s.maxMs);
        }
      }
    out(`  ${name}: CPU ${f(cpuMs / answered)} ms per answered bid`);
    out(
      `    ${'stage'.padEnd(66)} ${'per bid'.padStart(7)} ${'mean'.padStart(7)} ${'p99'.padStart(7)} ${'ms/bid'.padStart(7)} ${'CPU'.padStart(5)}`,
    );
    const rows = [...merged.values()].sort((a, b) => {
      const sa = a.stage.startsWith('sql: ') ? 1 : 0;
      const sb = b.stage.startsWith('sql: ') ? 1 : 0;
      return sa - sb || b.totalMs - a.totalMs;
    });
    for (const s of rows.slice(0, 40)) {
      const synchronous = SYNCHRONOUS.some((prefix) => s.stage.startsWith(prefix));
      out(
        `    ${s.stage.slice(0, 66).padEnd(66)} ${f(s.count / answered).padStart(7)} ${f(s.meanMs).padStart(7)} ${f(s.p99Ms).padStart(7)} ${f(s.totalMs / answered).padStart(7)} ${(synchronous && cpuMs > 0 ? `${Math.round((100 * s.totalMs) / cpuMs)}%` : '').padStart(5)}`,
      );
    }
  }
}

/** Stages that never wait (no I/O inside): their wall time is CPU time. */
const SYNCHRONOUS = [
  'runner: decide',
  'runner: fold',
  'live: hand one event',
  'live: one socket write',
  'live: fast path',
];
