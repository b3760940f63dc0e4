import type pg from 'pg';
import { chainBody, chainLink } from '../audit/chain-hash.js';
import type { EventMetadata } from '../port.js';

const BATCH = 1000;

interface BackfillRow {
  global_position: string;
  stream_name: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * Hashes the events written before the chain existed, stream by stream in revision order, so a development
 * database keeps its history and verifies clean from then on. Runs inside the migration transaction.
 */
export async function backfillChainHashes(client: pg.PoolClient, s: string): Promise<void> {
  let after: [string, string] = ['', '-1'];
  let prev: { stream: string; hash: string } | undefined;
  for (;;) {
    const { rows } = await client.query<BackfillRow>(
      `SELECT global_position, stream_name, revision, type, data, metadata FROM ${s}.events
       WHERE (stream_name, revision) > ($1, $2::bigint) ORDER BY stream_name, revision LIMIT ${BATCH}`,
      after,
    );
    if (rows.length === 0) return;
    const positions: string[] = [];
    const hashes: string[] = [];
    for (const row of rows) {
      const prevHash = prev?.stream === row.stream_name ? prev.hash : null;
      const body = chainBody({
        streamName: row.stream_name,
        type: row.type,
        data: row.data,
        metadata: row.metadata,
      });
      const hash = chainLink(body, Number(row.revision), prevHash);
      positions.push(row.global_position);
      hashes.push(hash);
      prev = { stream: row.stream_name, hash };
    }
    await client.query(
      `UPDATE ${s}.events e SET hash = u.hash
       FROM unnest($1::bigint[], $2::text[]) AS u(global_position, hash) WHERE e.global_position = u.global_position`,
      [positions, hashes],
    );
    const last = rows.at(-1)!;
    after = [last.stream_name, last.revision];
  }
}
