import type pg from 'pg';
import type { Logger } from 'pino';
import { batchFunctions } from './batch-functions.js';
import { backfillChainHashes } from './chain-backfill.js';

interface Migration {
  sql: (s: string) => string;
  /** Data work in JavaScript after the SQL, in the same transaction (so no append interleaves). */
  after?: (client: pg.PoolClient, s: string) => Promise<void>;
}

/**
 * Table migrations of the event store's own PostgreSQL schema. Each entry runs once, in order, recorded in
 * `<schema>.schema_version`. Never edit an entry that has shipped: add a new one.
 */
const migrations: ReadonlyArray<Migration> = [
  {
    sql: (s) => `
    CREATE TABLE IF NOT EXISTS ${s}.streams (
      stream_name text PRIMARY KEY,
      revision bigint NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL CONSTRAINT events_event_id_unique UNIQUE,
      stream_name text NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}',
      recorded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_stream_revision_unique UNIQUE (stream_name, revision)
    );
    -- The global order readers page through: (transaction id, sequence), see readAll.
    CREATE UNIQUE INDEX IF NOT EXISTS events_global_order ON ${s}.events (transaction_id, global_position);
  `,
  },
  {
    // The tamper-evident chain (audit/chain-hash.ts). Nullable: rows written around the adapter (the rebuild
    // benchmark's bulk load) have none, and `npm run verify` names them. Existing rows are hashed in revision
    // order while ALTER TABLE's lock keeps appends out.
    sql: (s) => `ALTER TABLE ${s}.events ADD COLUMN IF NOT EXISTS hash text;`,
    after: backfillChainHashes,
  },
];

/** Validated once so the schema name can be spliced into SQL text. */
export function schemaIdentifier(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new RangeError(
      `Event-store schema must be a lower-case SQL identifier, got ${JSON.stringify(schema)}`,
    );
  }
  return schema;
}

/**
 * Brings the schema up to date. Safe to run from several processes at once: the advisory lock taken inside the
 * migration transaction makes the others wait, and they then find nothing left to do.
 */
export async function migrate(pool: pg.Pool, schema: string, logger?: Logger): Promise<void> {
  const s = schemaIdentifier(schema);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cocoon-eventstore-migrate:${s}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${s}.schema_version (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ version: number | null }>(
      `SELECT max(version) AS version FROM ${s}.schema_version`,
    );
    const current = rows[0]?.version ?? 0;
    for (let version = current + 1; version <= migrations.length; version++) {
      const migration = migrations[version - 1]!;
      await client.query(migration.sql(s));
      await migration.after?.(client, s);
      await client.query(`INSERT INTO ${s}.schema_version (version) VALUES ($1)`, [version]);
      logger?.info({ schema: s, version }, 'event-store migration applied');
    }
    // Functions hold no data, so they are (re)defined on every run: a change to them needs no new version.
    await client.query(appendFunctions(s));
    await client.query(batchFunctions(s));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The whole append runs as one SQL statement (one round trip, one implicit transaction), so the expected-revision
 * check on the streams row, the idempotency check and the insert cannot interleave with a failure half-way.
 * Outcomes: 'appended' | 'idempotent' (same ids already in this stream: the original answer) | 'duplicate'
 * (first id already in another stream, named in o_stream) | 'conflict' (o_revision = actual, NULL = no stream).
 */
function appendFunctions(s: string): string {
  const outcome = `TABLE (o_outcome text, o_revision bigint, o_transaction_id xid8, o_global_position bigint,
                          o_stream text)`;
  return `
    -- The second step of the chain hash, byte for byte the canonical JSON chainLink() in audit/chain-hash.ts
    -- builds: keys sorted, no spaces, lower-case hex strings that need no escaping, an integer revision.
    CREATE OR REPLACE FUNCTION ${s}.chain_link(p_body text, p_revision bigint, p_prev text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
      SELECT encode(sha256(convert_to(
        '{"body":"' || p_body || '","prevHash":' || COALESCE('"' || p_prev || '"', 'null')
          || ',"revision":' || p_revision::text || '}', 'UTF8')), 'hex')
    $fn$;

    -- plpgsql rather than sql: its plans are cached per session, a non-inlinable sql function is planned per call.
    CREATE OR REPLACE FUNCTION ${s}.stored_append(p_stream text, p_ids uuid[]) RETURNS ${outcome}
    LANGUAGE plpgsql VOLATILE AS $fn$
    BEGIN
      RETURN QUERY
      SELECT CASE WHEN f.stream_name = p_stream THEN 'idempotent' ELSE 'duplicate' END,
             l.revision, l.transaction_id, l.global_position, f.stream_name
      FROM ${s}.events f
      LEFT JOIN LATERAL (
        SELECT e.revision, e.transaction_id, e.global_position FROM ${s}.events e
        WHERE e.stream_name = p_stream AND e.event_id = ANY (p_ids)
        ORDER BY e.revision DESC LIMIT 1
      ) l ON f.stream_name = p_stream
      WHERE f.event_id = p_ids[1];
    END
    $fn$;

    CREATE OR REPLACE FUNCTION ${s}.append_events(p_stream text, p_expected text, p_events jsonb) RETURNS ${outcome}
    LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE
      v_count bigint := jsonb_array_length(p_events);
      v_ids uuid[] := ARRAY(SELECT (x.e ->> 'id')::uuid FROM jsonb_array_elements(p_events) AS x(e));
      v_last bigint;
      v_prev text;
      v_hashes text[] := '{}';
    BEGIN
      -- The global order is by transaction id, which a transaction takes at its first write. Every writer of a
      -- stream takes this lock first, before any write, so the writer that waited here gets its transaction id
      -- after the previous writer's: a stream's revisions and positions always grow together, even when a
      -- group-commit batch (batch-functions.ts) waits for one stream after writing others. An advisory lock takes
      -- no transaction id; a row lock would.
      PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
      -- Idempotency before the revision check: a retried command gets its original answer even when the
      -- stream has moved on since.
      RETURN QUERY SELECT * FROM ${s}.stored_append(p_stream, v_ids);
      IF FOUND THEN RETURN; END IF;

      IF p_expected = 'no-stream' THEN
        INSERT INTO ${s}.streams AS st (stream_name, revision) VALUES (p_stream, v_count - 1)
          ON CONFLICT (stream_name) DO NOTHING RETURNING st.revision INTO v_last;
      ELSIF p_expected = 'any' THEN
        INSERT INTO ${s}.streams AS st (stream_name, revision) VALUES (p_stream, v_count - 1)
          ON CONFLICT (stream_name) DO UPDATE SET revision = st.revision + v_count RETURNING st.revision INTO v_last;
      ELSIF p_expected = 'stream-exists' THEN
        UPDATE ${s}.streams AS st SET revision = st.revision + v_count
          WHERE st.stream_name = p_stream RETURNING st.revision INTO v_last;
      ELSE
        UPDATE ${s}.streams AS st SET revision = st.revision + v_count
          WHERE st.stream_name = p_stream AND st.revision = p_expected::bigint RETURNING st.revision INTO v_last;
      END IF;

      IF v_last IS NULL THEN
        -- Each statement here sees a fresh snapshot (READ COMMITTED), so a concurrent append of these very ids
        -- that won the race is visible now: that caller is retrying, not conflicting.
        RETURN QUERY SELECT * FROM ${s}.stored_append(p_stream, v_ids);
        IF FOUND THEN RETURN; END IF;
        RETURN QUERY SELECT 'conflict', st.revision, NULL::xid8, NULL::bigint, NULL::text
          FROM (SELECT 1) AS one LEFT JOIN ${s}.streams st ON st.stream_name = p_stream;
        RETURN;
      END IF;

      -- The streams row updated above is locked until commit, so the previous event is the committed one
      -- this statement's fresh snapshot sees: concurrent appends to one stream chain one after the other.
      IF v_last - v_count >= 0 THEN
        SELECT ev.hash INTO v_prev FROM ${s}.events ev
          WHERE ev.stream_name = p_stream AND ev.revision = v_last - v_count;
      END IF;
      FOR i IN 1..v_count LOOP
        -- A writer that does not send the digest (an older build mid-upgrade) fails loudly rather than leave a
        -- hole in the chain.
        IF COALESCE(p_events -> (i - 1) ->> 'body', '') !~ '^[0-9a-f]{64}$' THEN
          RAISE EXCEPTION 'append payload event % lacks its chain body digest', i;
        END IF;
        v_prev := ${s}.chain_link(p_events -> (i - 1) ->> 'body', v_last - v_count + i, v_prev);
        v_hashes := v_hashes || v_prev;
      END LOOP;

      RETURN QUERY
      WITH inserted AS (
        INSERT INTO ${s}.events AS ev (event_id, stream_name, revision, type, data, metadata, hash)
        SELECT (x.e ->> 'id')::uuid, p_stream, v_last - v_count + x.ord, x.e ->> 'type', x.e -> 'data',
               x.e -> 'metadata', v_hashes[x.ord]
        FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
        ORDER BY x.ord
        RETURNING ev.revision, ev.transaction_id, ev.global_position
      )
      SELECT 'appended', i.revision, i.transaction_id, i.global_position, p_stream
      FROM inserted i ORDER BY i.revision DESC LIMIT 1;
    END
    $fn$;
  `;
}
