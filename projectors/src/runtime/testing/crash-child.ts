/**
 * Child process for the crash test (runtime/crash.int.spec.ts), run compiled from dist so the test can
 * SIGKILL a real process. It hangs inside the transaction of batch HANG_AT_BATCH after writing that batch's
 * rows and before the checkpoint moves, and says so on stdout.
 */
import { createEventStore } from '@cocoon/eventstore';
import { pino } from 'pino';
import { createReadModelDb } from '../db.js';
import { migrateProjections, type ReadModelDb, startProjectionRunner } from '../index.js';
import { countingProjection } from './counting-projection.js';

const databaseUrl = process.env.DATABASE_URL;
const hangAt = Number(process.env.HANG_AT_BATCH ?? '3');
const batchSize = Number(process.env.BATCH_SIZE ?? '50');
if (!databaseUrl) throw new Error('DATABASE_URL is required');

let batches = 0;
const projection = countingProjection('crash.counted', 'crash_counted', {
  async afterRows(events) {
    batches++;
    if (batches === hangAt) {
      process.stdout.write(`${JSON.stringify({ hanging: true, events: events.length })}\n`);
      await new Promise(() => {});
    }
  },
});

const logger = pino({ level: 'warn' }, pino.destination(2));
const store = await createEventStore({ databaseUrl, logger });
const db: ReadModelDb = createReadModelDb(databaseUrl, { applicationName: 'cocoon-projectors' });
await migrateProjections(db, { projections: [projection], logger });
await startProjectionRunner({ store, db, projections: [projection], logger, batchSize });
