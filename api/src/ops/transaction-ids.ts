import type { Logger } from '@cocoon/platform';
import type pg from 'pg';
import { RestoreError } from './restore-error.js';

const CHUNK = 100_000n;
// Past this the gap is an epoch (a server that wrapped its 32-bit counter), not a busy history.
const MAX_GAP = 2_000_000_000n;

/**
 * The event store orders events by (writing transaction id, sequence) and hands out only rows whose transaction
 * id is below every running transaction's (postgres-event-store queries.ts). Restored rows keep the ids of the
 * server they were written on, so their order and every stored position (sessions, command answers, reactor
 * checkpoints) stay valid; but on a younger server (a fresh cluster) those ids lie in its future: no reader would
 * see the events, and new events would sort before them. So the restore spends transaction ids (empty commits,
 * without waiting for the disk) until the server's counter has passed the largest restored one. Returns how many.
 */
export async function advanceTransactionIds(client: pg.Client, logger: Logger): Promise<bigint> {
  const { rows } = await client.query<{ max: string | null }>(
    'SELECT max(transaction_id)::text AS max FROM eventstore.events',
  );
  if (!rows[0]?.max) return 0n;
  const target = BigInt(rows[0].max);
  const current = async () =>
    BigInt((await client.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id')).rows[0]!.id);
  const start = await current();
  if (start > target) return 0n;
  if (target - start > MAX_GAP)
    throw new RestoreError(
      `The backup's transaction ids run ${target - start} ahead of this server's: restore onto a server ` +
        'at least as old (in transactions) as the one the backup came from.',
    );
  logger.info(
    { transactions: String(target - start + 1n) },
    "advancing this server's transaction counter past the backup's, so restored events keep their order",
  );
  await client.query('SET synchronous_commit = off');
  let now = start;
  while (now <= target) {
    const count = target - now + 1n < CHUNK ? target - now + 1n : CHUNK;
    await client.query(`DO $$ BEGIN
      FOR i IN 1..${count} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP;
    END $$`);
    now = await current();
  }
  await client.query('RESET synchronous_commit');
  return now - start;
}
