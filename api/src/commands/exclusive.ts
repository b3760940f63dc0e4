import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';

const tails = new Map<string, Promise<void>>();

/** Runs `work` for a key only after the earlier work of the same key in this process has finished. */
async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const mine = new Promise<void>((done) => {
    release = done;
  });
  const tail = before.then(() => mine);
  tails.set(key, tail);
  await before;
  try {
    return await work();
  } finally {
    release();
    // The last in line removes the key, so the map does not grow with every key ever seen.
    if (tails.get(key) === tail) tails.delete(key);
  }
}

/**
 * Runs `work` alone for its key, in this process and across every api process on the same database: after the
 * earlier work of the key here, then while holding a PostgreSQL advisory lock on the key. Decisions that read one
 * stream and append to another (a posting reads the closed months, then appends to its book; a deposit weighing
 * reads the ledger, then appends to the lot) need this, since the event store's optimistic check covers only
 * the stream appended to. The turn in the process comes first, so a process holds at most one connection per key
 * while waiting for the lock. Without a database (the demo seed's own runs) only the turn in the process holds.
 */
export function exclusive<T>(db: ReadModelDb | undefined, key: string, work: () => Promise<T>): Promise<T> {
  if (!db) return inTurn(key, work);
  return inTurn(key, () =>
    db.connection().execute(async (connection) => {
      await sql`SELECT pg_advisory_lock(hashtextextended(${key}, 0))`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(connection);
      }
    }),
  );
}
