import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HistoryProblem } from '@cocoon/eventstore';
import { createTestDatabase } from '@cocoon/eventstore/testing';
import { createLogger } from '@cocoon/platform';
import { startDrillApp, startThrowawayRedis } from './harness.js';
import { projectorKillDrill } from './projector-kills.js';
import { restartDrill } from './restarts.js';
import { workerKillDrill } from './worker-kill.js';

/**
 * `npm run drill`: the three fault drills at full size, local only, bounded (a few minutes), printing figures.
 * (a) and (c) use a throw-away database on TEST_DATABASE_URL's server and a redis-server of their own; (b) a
 * PostgreSQL cluster of its own too, since it restarts it. DRILL_KILLS changes the number of kills (default 50).
 */
const logger = createLogger({
  name: 'drill',
  level: process.env.LOG_LEVEL ?? 'warn',
  destination: process.stderr,
});
const kills = Number(process.env.DRILL_KILLS ?? '50');
const out = (text: string) => process.stdout.write(`${text}\n`);
const verdict = (ok: boolean) => (ok ? 'OK' : 'FAILED');
let failed = false;

out(`Fault drills, ${new Date().toISOString()}\n`);
const dir = mkdtempSync(join(tmpdir(), 'cocoon-drill-'));
const chainLine = (chain: { streams: number; problems: HistoryProblem[] }) =>
  `    hash chains: ${chain.streams} streams, ${
    chain.problems.length === 0
      ? 'whole'
      : `${chain.problems.length} problems (${chain.problems.map((p) => p.message).join('; ')})`
  }`;

const database = await createTestDatabase('drill');
const redis = await startThrowawayRedis(join(dir, 'redis'));
const app = await startDrillApp(database.url, redis.url, logger);
try {
  const a = await projectorKillDrill(app, redis.url, { kills, maxDocuments: 20 }, logger);
  const aOk =
    a.answeredWithoutEvents.length === 0 &&
    a.jobs === a.load.documents &&
    a.rebuild.every((r) => r.equal) &&
    a.chain.problems.length === 0;
  failed ||= !aOk;
  out(`(a) projectors killed -9 ${a.kills} times while commands flowed (${a.seconds} s): ${verdict(aOk)}`);
  out(`    kills inside a projector transaction: ${a.killedMidBatch} of ${a.kills}`);
  out(`    commands answered: ${JSON.stringify(a.load.answered)}; events in the store: ${a.events}`);
  out(`    2xx answers without their events: ${a.answeredWithoutEvents.length}`);
  out(`    PDF jobs enqueued by the reactor: ${a.jobs} for ${a.load.documents} documents requested`);
  for (const r of a.rebuild)
    out(`    ${r.projection}: ${r.rows} rows, ${r.equal ? 'equal to' : 'DIFFERENT from'} a rebuild`);
  out(chainLine(a.chain));

  const c = await workerKillDrill(app, redis.url);
  const cOk = c.failed === 0 && c.completed === c.jobs && c.documentsReady === c.jobs;
  failed ||= !cOk;
  out(`(c) worker killed -9 while rendering job ${c.killedJobId}: ${verdict(cOk)}`);
  out(
    `    ${c.completed} of ${c.jobs} jobs completed, ${c.failed} failed, ${c.documentsReady} documents ready`,
  );
  out(`    every job rendered within ${c.secondsToRecover} s of the kill (BullMQ lock 30 s + stalled check)`);
  out(`    documents rendered more than once: ${c.renderedMoreThanOnce.length}`);
} finally {
  await app.stop();
  await redis.stop();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}

const b = await restartDrill(logger, { maxDocuments: 20 });
const bOk =
  b.answeredWithoutEvents.length === 0 &&
  b.rebuild.every((r) => r.equal) &&
  b.documentsReady === b.documentsRequested &&
  b.renderedMoreThanOnce === 0 &&
  b.chain.problems.length === 0;
failed ||= !bOk;
out(`(b) PostgreSQL, then Redis, restarted under load (${b.seconds} s): ${verdict(bOk)}`);
out(`    commands answered: ${JSON.stringify(b.load.answered)}`);
out(`    2xx answers without their events: ${b.answeredWithoutEvents.length}`);
out(`    child restarts: projectors ${b.projectorRestarts}, workers ${b.workerRestarts}`);
out(
  `    documents: ${b.documentsRequested} requested, ${b.jobs} jobs, ${b.documentsReady} rendered, ${b.renderedMoreThanOnce} more than once`,
);
for (const r of b.rebuild)
  out(`    ${r.projection}: ${r.rows} rows, ${r.equal ? 'equal to' : 'DIFFERENT from'} a rebuild`);
out(chainLine(b.chain));
process.exit(failed ? 1 : 0);
