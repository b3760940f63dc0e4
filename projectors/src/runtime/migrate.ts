import type { Logger } from 'pino';
import { withAdvisoryLock } from './db.js';
import { migrateGeneration, pointViews, viewsPointAt } from './generations.js';
import { generationSchema, MIGRATION_LOCK, projectionSlug } from './names.js';
import { migrateRegistry } from './registry-schema.js';
import type { ProcessorKind, Projection, Reactor, ReadModelDb } from './types.js';

export interface MigrateProjectionsOptions {
  projections: readonly Projection[];
  reactors?: readonly Reactor[];
  logger: Logger;
}

/**
 * Brings the read-model database up to date: the registry, a first generation (checkpoint at START) for every
 * new projection, pending migrations of each active generation, and the `read.<table>` views. Safe when the
 * api and the projectors process start at the same moment: everything runs under one advisory lock.
 */
export async function migrateProjections(db: ReadModelDb, options: MigrateProjectionsOptions): Promise<void> {
  const { projections, reactors = [], logger } = options;
  assertUniqueNames(projections, reactors);
  await withAdvisoryLock(db, MIGRATION_LOCK, async () => {
    await migrateRegistry(db);
    for (const projection of projections) {
      const generation = await register(db, projection.name, 'projection');
      const schema = generationSchema(projection.name, generation);
      const ran = await migrateGeneration(db, projection, generation);
      if (ran > 0 || !(await viewsPointAt(db, projection, schema))) {
        await db.transaction().execute((trx) => pointViews(trx, projection, schema));
      }
      if (ran > 0)
        logger.info({ projection: projection.name, schema, migrations: ran }, 'read model migrated');
    }
    for (const reactor of reactors) await register(db, reactor.name, 'reactor');
  });
}

/** Registers a name once (generation 1 for projections, 0 for reactors) and returns its active generation. */
async function register(db: ReadModelDb, name: string, kind: ProcessorKind): Promise<number> {
  const first = kind === 'projection' ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projection.registry')
      .values({ name, kind, active_generation: first })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await trx
      .selectFrom('projection.registry')
      .select(['kind', 'active_generation'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    if (row.kind !== kind) throw new Error(`${name} is registered as a ${row.kind}, not a ${kind}`);
    await trx
      .insertInto('projection.checkpoints')
      .values({ name, generation: row.active_generation, position: '', status: 'running' })
      .onConflict((oc) => oc.columns(['name', 'generation']).doNothing())
      .execute();
    return row.active_generation;
  });
}

function assertUniqueNames(projections: readonly Projection[], reactors: readonly Reactor[]): void {
  const seen = new Map<string, string>();
  const claim = (key: string, owner: string) => {
    const previous = seen.get(key);
    if (previous) throw new Error(`${owner} and ${previous} both claim ${key}`);
    seen.set(key, owner);
  };
  for (const p of projections) {
    claim(`name ${p.name}`, p.name);
    claim(`schema slug ${projectionSlug(p.name)}`, p.name);
    for (const table of p.tables) claim(`table read.${table}`, p.name);
  }
  for (const r of reactors) claim(`name ${r.name}`, r.name);
}
