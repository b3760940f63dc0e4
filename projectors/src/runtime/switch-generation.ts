import { sql } from 'kysely';
import { activeGeneration, lockCheckpoint } from './checkpoints.js';
import { withAdvisoryLock } from './db.js';
import { pointViews } from './generations.js';
import { generationSchema, MIGRATION_LOCK } from './names.js';
import type { Processor } from './processors.js';
import type { StepDeps } from './step.js';
import type { Projection } from './types.js';

export class SwitchError extends Error {
  override readonly name = 'SwitchError';
}

/**
 * One transaction: wait for the live runner's batch on the old generation, apply the last few events to the
 * new one, make it active and point `read.<table>` at it. Readers see the old views or the new, never none.
 * Gives up after `lock_timeout` (error 55P03) so a long reader never makes every screen queue behind us.
 * Returns the events applied in the catch-up.
 */
export async function switchGeneration(
  deps: StepDeps,
  processor: Processor,
  projection: Projection,
  previous: number,
  generation: number,
  batchSize: number,
): Promise<number> {
  const { store, db } = deps;
  // Under the migration lock, so a process starting now cannot re-point the views at the old generation.
  return withAdvisoryLock(db, MIGRATION_LOCK, () =>
    db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '2s'`.execute(trx);
      // Waits for the live runner's batch in flight; once we commit, it finds its row gone and follows us.
      const old = await lockCheckpoint(trx, projection.name, previous);
      if (!old || (await activeGeneration(trx, projection.name)) !== previous) {
        throw new SwitchError(`${projection.name}: the active generation changed during the rebuild`);
      }
      const current = await lockCheckpoint(trx, projection.name, generation);
      if (current?.status !== 'building') {
        throw new SwitchError(`${projection.name}: generation ${generation} is ${current?.status ?? 'gone'}`);
      }
      let from = current.position;
      let applied = 0;
      for (;;) {
        const slice = await store.readAll({
          from,
          maxCount: batchSize,
          filter: { eventTypes: processor.eventTypes },
        });
        if (slice.events.length > 0) await processor.run(slice.events, trx, generation);
        applied += slice.events.length;
        from = slice.next;
        if (slice.isEnd) break;
      }
      await trx
        .updateTable('projection.checkpoints')
        .set({ position: from, status: 'running', updated_at: new Date() })
        .where('name', '=', projection.name)
        .where('generation', '=', generation)
        .execute();
      await trx
        .deleteFrom('projection.checkpoints')
        .where('name', '=', projection.name)
        .where('generation', '=', previous)
        .execute();
      await trx
        .updateTable('projection.registry')
        .set({ active_generation: generation, updated_at: new Date() })
        .where('name', '=', projection.name)
        .execute();
      await pointViews(trx, projection, generationSchema(projection.name, generation));
      return applied;
    }),
  );
}
