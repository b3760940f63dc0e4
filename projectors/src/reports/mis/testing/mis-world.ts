import { randomUUID } from 'node:crypto';
import type { Scope } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { pino } from 'pino';
import { cocoonTypesProjection } from '../../../masters/cocoon-types.js';
import { customersProjection } from '../../../masters/customers/customers.js';
import { officesProjection } from '../../../masters/offices/offices.js';
import { activeGeneration } from '../../../runtime/checkpoints.js';
import { createReadModelDb } from '../../../runtime/db.js';
import { migrateProjections } from '../../../runtime/migrate.js';
import { projectionProcessor } from '../../../runtime/processors.js';
import { DEFAULT_METADATA } from '../../../runtime/testing/projection-harness.js';
import type { ReadModelDb } from '../../../runtime/types.js';
import type { ReportQueryContext } from '../../report-query.js';
import { summaryProjection } from '../../summary/summary.js';

/** The read models an MIS report reads: the summary, and the offices, races and customers that name its rows. */
const PROJECTIONS = [officesProjection, cocoonTypesProjection, customersProjection, summaryProjection];

export interface MisWorld {
  db: ReadModelDb;
  /** Applies events in order, each to every projection that follows its type, batch by batch as the runner. */
  given(events: ReadonlyArray<{ type: string; data: unknown }>): Promise<void>;
  ctx(scope: Scope, today: string): ReportQueryContext;
  close(): Promise<void>;
}

/** A fresh database with the MIS read models migrated the way the runner migrates them. */
export async function misWorld(name: string): Promise<MisWorld> {
  const logger = pino({ level: 'silent' });
  const database: TestDatabase = await createTestDatabase(name);
  const db = createReadModelDb(database.url, { max: 4, applicationName: 'cocoon-projectors' });
  await migrateProjections(db, { projections: PROJECTIONS, logger });
  const generations = new Map<string, number>();
  for (const p of PROJECTIONS) generations.set(p.name, (await activeGeneration(db, p.name)) ?? 1);
  let position = 0;
  return {
    db,
    async given(events) {
      const recorded: RecordedEvent[] = events.map((event) => {
        position += 1;
        return {
          id: randomUUID(),
          type: event.type,
          streamName: `test-${event.type}`,
          revision: position,
          position: `${'0'.repeat(20)}-${String(position).padStart(20, '0')}`,
          data: event.data,
          metadata: { commandId: randomUUID(), ...DEFAULT_METADATA, schemaVersion: 1 },
          recordedAt: new Date(),
        };
      });
      for (const projection of PROJECTIONS) {
        const mine = recorded.filter((e) => projection.eventTypes.includes(e.type));
        if (mine.length === 0) continue;
        const processor = projectionProcessor(projection, logger);
        const generation = generations.get(projection.name) ?? 1;
        await db.transaction().execute((trx) => processor.run(mine, trx, generation));
      }
    },
    ctx: (scope, today) => ({ db, scope, today }),
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
