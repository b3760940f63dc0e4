import { parseArgs } from 'node:util';
import { createEventStore, type EventStore } from '@cocoon/eventstore';
import { ConfigError, createLogger, type Logger } from '@cocoon/platform';
import { loadProjectorsConfig } from './config.js';
import { projections, reactors } from './registry.js';
import { createReadModelDb } from './runtime/db.js';
import {
  type CheckpointRow,
  listCheckpoints,
  migrateProjections,
  type ReadModelDb,
  rebuildProjection,
  retryFailed,
} from './runtime/index.js';

const USAGE = `Usage: npm run projections -- <command>
  status                         every projection and reactor: generation, checkpoint, lag, status, error
  rebuild <name> [--batch-size N] rebuild a projection from the first event (blue/green; screens keep working)
  retry <name>                   clear a failed projection or reactor so the running runner tries again
Environment: DATABASE_URL (required), EVENTSTORE_URL (optional), LOG_LEVEL.`;

const LAG_SCAN = 10_000;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'batch-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, name] = positionals;
  if (values.help || !command) return print(USAGE, command ? 0 : 2);
  let config: ReturnType<typeof loadProjectorsConfig>;
  try {
    config = loadProjectorsConfig();
  } catch (error) {
    if (error instanceof ConfigError) return print(error.message, 2);
    throw error;
  }
  // Logs go to stderr so stdout carries only the command's answer.
  const logger = createLogger({
    level: config.LOG_LEVEL,
    name: 'projections-cli',
    destination: process.stderr,
  });
  const store = await createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventstoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  const db = createReadModelDb(config.DATABASE_URL, { max: 4, applicationName: 'cocoon-projectors', logger });
  try {
    await migrateProjections(db, { projections, reactors, logger });
    switch (command) {
      case 'status':
        return print(await statusTable(db, store), 0);
      case 'rebuild':
        return await rebuild(db, store, logger, name, values['batch-size']);
      case 'retry': {
        if (!name) return print(USAGE, 2);
        if (!isKnown(name)) return print(`Unknown projection or reactor "${name}". ${knownNames()}`, 2);
        const cleared = await retryFailed(db, name);
        return print(
          cleared ? `${name}: cleared; the runner retries it within seconds.` : `${name} is not failed.`,
          0,
        );
      }
      default:
        return print(USAGE, 2);
    }
  } finally {
    await store.close();
    await db.destroy();
  }
}

async function rebuild(
  db: ReadModelDb,
  store: EventStore,
  logger: Logger,
  name: string | undefined,
  batchSize: string | undefined,
): Promise<number> {
  if (!name) return print(USAGE, 2);
  if (reactors.some((r) => r.name === name))
    return print(`${name} is a reactor: reactors are never rebuilt.`, 2);
  const projection = projections.find((p) => p.name === name);
  if (!projection) return print(`Unknown projection "${name}". ${knownNames()}`, 2);
  const size = batchSize === undefined ? undefined : Number(batchSize);
  if (size !== undefined && !(Number.isInteger(size) && size > 0))
    return print('--batch-size must be a whole number', 2);
  const result = await rebuildProjection({ store, db, projection, logger, batchSize: size });
  return print(
    `${name}: generation ${result.previousGeneration} -> ${result.generation}, ${result.events} events in ` +
      `${(result.elapsedMs / 1000).toFixed(1)} s (${result.eventsPerSecond} events/s)`,
    0,
  );
}

async function statusTable(db: ReadModelDb, store: EventStore): Promise<string> {
  const rows = await listCheckpoints(db);
  const header = ['name', 'kind', 'generation', 'checkpoint', 'lag', 'status', 'error'];
  const lines = [header];
  for (const row of rows) lines.push([...describe(row), await lag(store, row)].slice(0, 5).concat(tail(row)));
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  return lines
    .map((l) =>
      l
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function describe(row: CheckpointRow): string[] {
  const generation = row.kind === 'reactor' ? '-' : `${row.generation}${row.active ? ' (active)' : ''}`;
  return [row.name, row.kind, generation, row.position === '' ? '(start)' : row.position];
}

function tail(row: CheckpointRow): string[] {
  const error = row.lastError ? `${row.lastError} [event ${row.errorEventId ?? '?'}]` : '';
  return [row.status, error];
}

/** Events after the checkpoint, counted up to LAG_SCAN (positions are opaque, so only the store can count). */
async function lag(store: EventStore, row: CheckpointRow): Promise<string> {
  const slice = await store.readAll({ from: row.position, maxCount: LAG_SCAN });
  return slice.isEnd ? String(slice.events.length) : `>${LAG_SCAN}`;
}

const isKnown = (name: string) =>
  projections.some((p) => p.name === name) || reactors.some((r) => r.name === name);
const knownNames = () => `Known: ${[...projections, ...reactors].map((p) => p.name).join(', ')}`;

function print(text: string, code: number): number {
  (code === 0 ? process.stdout : process.stderr).write(`${text}\n`);
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
