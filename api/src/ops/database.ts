import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Logger, parseEnv } from '@cocoon/platform';
import { startConfigSchema } from '../start/config.js';
import { startEmbeddedPostgres } from '../start/embedded-postgres.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** Backup and restore read what `npm start` reads: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR. */
export const opsConfigSchema = startConfigSchema.pick({
  DATABASE_URL: true,
  EVENTSTORE_URL: true,
  DATA_DIR: true,
  EMBEDDED_POSTGRES_PORT: true,
  LOG_LEVEL: true,
});

export interface OpsDatabase {
  url: string;
  /** Stops the embedded PostgreSQL if this command started it (never a running `npm start`'s). */
  close(): Promise<void>;
}

export class OpsUsageError extends Error {}

export async function opsDatabase(logger: Logger): Promise<OpsDatabase> {
  const config = parseEnv(opsConfigSchema, process.env, 'ops');
  if (config.EVENTSTORE_URL)
    throw new OpsUsageError(
      'EVENTSTORE_URL is set: the events are in KurrentDB. Back them up with KurrentDB’s own tools; this command covers events kept in PostgreSQL.',
    );
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => undefined };
  const embedded = await startEmbeddedPostgres(
    resolve(root, config.DATA_DIR),
    config.EMBEDDED_POSTGRES_PORT,
    logger,
  );
  return { url: embedded.url, close: embedded.startedHere ? embedded.stop : async () => undefined };
}
