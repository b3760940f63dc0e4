import type { EventMetadata, RecordedEvent } from '../port.js';
import { formatPosition } from '../position.js';

/**
 * SQL text for one schema. Reads of the global order only ever see rows whose transaction id is below the
 * xmin of the current snapshot: every transaction that could still commit a row with a smaller position is
 * then finished, so a reader that moved past a position never finds a new row behind it. A transaction that
 * is still open (even idle) only holds delivery back until it ends.
 */
export function queries(s: string) {
  const columns = `e.global_position, e.transaction_id, e.event_id, e.stream_name, e.revision, e.type, e.data,
                   e.metadata, e.recorded_at, e.hash`;
  const visibleHead = `
    SELECT h.transaction_id, h.global_position FROM ${s}.events h
    WHERE h.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY h.transaction_id DESC, h.global_position DESC LIMIT 1`;
  // Every committed event, also past a transaction still open (on any database of the server): a reader that
  // must see a write already answered waits for this one.
  const committedHead = `
    SELECT h.transaction_id, h.global_position FROM ${s}.events h
    ORDER BY h.transaction_id DESC, h.global_position DESC LIMIT 1`;
  return {
    committedHead,
    append: `SELECT * FROM ${s}.append_events($1, $2, $3::jsonb)`,
    appendBatch: `SELECT * FROM ${s}.append_batch($1::text[], $2::text[], $3::text[])`,
    storedAppend: `SELECT * FROM ${s}.stored_append($1, $2::uuid[])`,
    anyStoredId: `SELECT event_id, stream_name FROM ${s}.events WHERE event_id = ANY ($1::uuid[]) LIMIT 1`,
    streamRevision: `SELECT revision FROM ${s}.streams WHERE stream_name = $1`,
    readForwards: `SELECT ${columns} FROM ${s}.events e
      WHERE e.stream_name = $1 AND e.revision >= $2 ORDER BY e.revision LIMIT $3`,
    readBackwards: `SELECT ${columns} FROM ${s}.events e
      WHERE e.stream_name = $1 AND e.revision <= $2 ORDER BY e.revision DESC LIMIT $3`,
    head: visibleHead,
    /**
     * Keyset pages of every stream's last event, beside the revision the streams row says it has (the verifier
     * compares them: a removed last event leaves the counter ahead). No event at all gives NULL columns.
     */
    streamHeads: `SELECT st.stream_name, st.revision AS counted, e.revision, e.hash FROM ${s}.streams st
      LEFT JOIN LATERAL (
        SELECT ev.revision, ev.hash FROM ${s}.events ev WHERE ev.stream_name = st.stream_name
        ORDER BY ev.revision DESC LIMIT 1
      ) e ON true
      WHERE st.stream_name > $1 ORDER BY st.stream_name LIMIT $2`,
    readChain: `SELECT e.stream_name, e.revision, e.type, e.data, e.metadata, e.hash FROM ${s}.events e
      WHERE e.stream_name = $1 AND e.revision >= $2 ORDER BY e.revision LIMIT $3`,
    /**
     * One statement, so the page and the head it is bounded by come from the same snapshot. Every row carries
     * the head; when the page is empty a single row with NULL event columns still carries it.
     * $1,$2 = exclusive start; $3 = limit; $4 = event types or NULL for all.
     */
    readAll: `
      WITH head AS MATERIALIZED (${visibleHead})
      SELECT ${columns}, head.transaction_id AS head_transaction_id, head.global_position AS head_global_position
      FROM head
      LEFT JOIN LATERAL (
        SELECT * FROM ${s}.events ev
        WHERE (ev.transaction_id, ev.global_position) > ($1::xid8, $2::bigint)
          AND (ev.transaction_id, ev.global_position) <= (head.transaction_id, head.global_position)
          AND ($4::text[] IS NULL OR ev.type = ANY ($4::text[]))
        ORDER BY ev.transaction_id, ev.global_position
        LIMIT $3
      ) e ON true
      ORDER BY e.transaction_id, e.global_position`,
  };
}

export interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_name: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  hash: string | null;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    streamName: row.stream_name,
    revision: Number(row.revision),
    position: formatPosition(row.transaction_id, row.global_position),
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    hash: row.hash,
  };
}
