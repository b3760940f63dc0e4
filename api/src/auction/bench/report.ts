import os from 'node:os';
import type { Latency } from '../simulator/stats.js';
import { ms } from '../simulator/stats.js';
import type { BidPhase, LoadOutput } from './load-clients.js';
import { type ProcessStages, stageTable } from './stages.js';

export interface Measured {
  apiProcesses: number;
  load: LoadOutput;
  appendsPerSecond: number;
  /** The servers' node processes' CPU over the measured phases, in cores. */
  serverCores: number;
  /** PostgreSQL's processes over the same phases, in cores. */
  databaseCores: number;
  /** The clients' process over the whole load run, in cores. */
  clientCores: number;
  /** The api's and the projectors' stage timings over each phase (absent with BENCH_STAGES=0). */
  stages?: { closed: ProcessStages[]; open: ProcessStages[] };
}

const TARGET = { bidsPerSecond: 1_500, bidP99Ms: 50, toScreenP99Ms: 300 };
const out = (line = '') => process.stdout.write(`${line}\n`);
const rate = (n: number) => `${Math.round(n).toLocaleString('en-IN')}/s`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;

function latencyRow(name: string, l: Latency, perSecond = '') {
  out(`  ${name.padEnd(64)} ${ms(l.p50).padStart(9)} ${ms(l.p99).padStart(9)} ${perSecond.padStart(9)}`);
}

function phaseRows(label: string, phase: BidPhase) {
  latencyRow(`${label}: accepted`, phase.acceptedLatency, rate(phase.accepted / phase.seconds));
  latencyRow(`${label}: every answer`, phase.all, rate(phase.sent / phase.seconds));
  latencyRow(`${label}:   each reeler's first answer`, phase.firstOfReeler);
  latencyRow(`${label}:   every later answer`, phase.later);
  latencyRow(`${label}: bid sent -> on the live room`, phase.toScreen);
  latencyRow(`${label}: bid sent -> on ${phase.toPhones.streams} reelers' phones`, phase.toPhones);
}

export function report(
  results: Measured[],
  size: { closedReelers: number; openReelers: number; openRate: number; lots: number },
): void {
  for (const {
    apiProcesses,
    load,
    appendsPerSecond,
    serverCores,
    databaseCores,
    clientCores,
    stages,
  } of results) {
    const { closed, open, healthConcurrent, healthSerial } = load;
    out();
    out(`== ${apiProcesses} api process${apiProcesses > 1 ? 'es' : ''}, ${size.lots} lots in one open slot`);
    out(`  ${'measured'.padEnd(64)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'rate'.padStart(9)}`);
    phaseRows(`closed loop, ${closed.reelers} reelers`, closed);
    phaseRows(`open loop, ${open.reelers} reelers offering ${size.openRate}/s`, open);
    latencyRow('baseline: GET /api/health, 1 client', healthSerial);
    latencyRow(
      `baseline: GET /api/health, ${size.closedReelers} clients`,
      healthConcurrent,
      rate(healthConcurrent.perSecond),
    );
    out(
      `  ${'baseline: event-store append, 1 writer'.padEnd(64)} ${''.padStart(19)} ${rate(appendsPerSecond).padStart(9)}`,
    );
    out();
    const line = (name: string, value: string, against: string, target: string) =>
      out(`  ${name.padEnd(34)} ${value.padStart(9)}   ${against.padEnd(42)} ${target}`);
    line(
      'accepted bids/s (closed loop)',
      rate(closed.accepted / closed.seconds),
      `${ratio(closed.accepted / closed.seconds, appendsPerSecond)} appends/s of 1 writer`,
      `≥ 1.0 ×; toward ${rate(TARGET.bidsPerSecond)}`,
    );
    line(
      `bid p99 at ${size.openRate}/s offered`,
      ms(open.all.p99),
      `${ratio(open.all.p99, healthSerial.p99)} health p99 (1 client)`,
      `< ${TARGET.bidP99Ms} ms`,
    );
    line(
      `bid -> live screen p99 at ${size.openRate}/s`,
      ms(open.toScreen.p99),
      `${ratio(open.toScreen.p99, healthSerial.p99)} health p99 (1 client)`,
      `< ${TARGET.toScreenP99Ms} ms`,
    );
    line(
      'bid -> live screen p99, closed loop',
      ms(closed.toScreen.p99),
      `${ratio(closed.toScreen.p99, healthSerial.p99)} health p99 (1 client)`,
      `< ${TARGET.toScreenP99Ms} ms`,
    );
    out();
    for (const [name, phase] of [
      ['closed loop', closed],
      ['open loop', open],
    ] as const) {
      out(
        `  ${name}: ${phase.sent} bids sent, ${phase.accepted} accepted, ${phase.sent - phase.accepted} refused, ${phase.errors} errors` +
          (phase.toScreen.missing > 0
            ? `, ${phase.toScreen.missing} accepted never shown on the live room`
            : ''),
      );
      for (const [reason, count] of phase.refusals.slice(0, 4))
        out(`    ${String(count).padStart(6)}  ${reason}`);
    }
    out(
      `  during the phases the servers' node processes used ${serverCores.toFixed(2)} cores, PostgreSQL ${databaseCores.toFixed(2)}, the clients ${clientCores.toFixed(2)} (of ${os.cpus().length})`,
    );
    if (stages) {
      stageTable(`closed loop, ${closed.reelers} reelers`, stages.closed, closed.sent);
      stageTable(`open loop, ${open.reelers} reelers offering ${size.openRate}/s`, stages.open, open.sent);
    }
  }
}
