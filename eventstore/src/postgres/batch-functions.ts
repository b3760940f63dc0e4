/**
 * Group commit's SQL (group-commit.ts, postgres-event-store.ts `sendAppends`): several callers' appends in one
 * statement, one transaction, one commit. Each append keeps its own answer, exactly what append_events would
 * have said had it run alone at that point: 'appended' | 'idempotent' | 'duplicate' | 'conflict', or 'error'
 * (its SQLSTATE in o_stream) when it raised; the caller then runs that one again on its own.
 *
 * append_batch tries the set-based path first (append_batch_set: a handful of statements for the whole batch),
 * inside one subtransaction. Anything unusual there (an id already stored or repeated in the batch, a stream
 * created concurrently, a unique-index race, a bad payload, a deadlock) undoes it and the batch runs append by
 * append, each in its own subtransaction so one failure leaves the others standing. Streams are locked (advisory
 * locks, see append_events) in one order before anything is written, so two batches never wait on each other in
 * a cycle and positions follow each stream's revisions.
 */
export function batchFunctions(s: string): string {
  const outcome = `TABLE (o_index integer, o_outcome text, o_revision bigint, o_transaction_id xid8,
                          o_global_position bigint, o_stream text)`;
  return `
    -- No rows back means "not taken" (nothing was written); an exception means the same after a rollback.
    CREATE OR REPLACE FUNCTION ${s}.append_batch_set(p_streams text[], p_expected text[], p_events text[])
    RETURNS ${outcome}
    -- Custom plans know an array parameter's length, so they look cheaper than the generic plan and the plan
    -- cache would plan every statement again on every call (most of the function's time, measured). The
    -- queries below reach tables only through their unique indexes; with sequential scans off, a generic plan
    -- made while a young table's statistics still say "tiny" uses them too.
    LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $fn$
    DECLARE
      n integer := cardinality(p_streams);
      v_payloads jsonb[] := ARRAY(SELECT e::jsonb FROM unnest(p_events) WITH ORDINALITY u(e, k) ORDER BY k);
      v_ids uuid[];
      v_names text[] := ARRAY(SELECT DISTINCT u.nm COLLATE "C" FROM unnest(p_streams) u(nm) ORDER BY 1);
      v_found bigint[];  -- per name: its revision before the batch, NULL when it has no stream
      v_cur bigint[];    -- per name: its revision as the batch goes
      v_prev text[];     -- per name: the hash of its last event
      v_first bigint[] := array_fill(NULL::bigint, ARRAY[n]);  -- per append: its first revision, NULL = conflict
      v_actual bigint[] := array_fill(NULL::bigint, ARRAY[n]); -- per append: the revision it conflicted with
      e_append integer[] := '{}';
      e_ord integer[] := '{}';
      e_rev bigint[] := '{}';
      e_hash text[] := '{}';
      v_count integer;
      v_events integer := 0;
      v_new integer;
      k integer;
      ok boolean;
      v_text text;
    BEGIN
      v_ids := ARRAY(SELECT (el ->> 'id')::uuid FROM unnest(v_payloads) p, jsonb_array_elements(p) el);
      -- A retry (an id already stored, or twice in this batch) must get its original answer: the slow path
      -- asks stored_append per append.
      IF cardinality(v_ids) <> (SELECT count(DISTINCT i) FROM unnest(v_ids) i)
         OR EXISTS (SELECT 1 FROM ${s}.events ev WHERE ev.event_id = ANY (v_ids)) THEN
        RETURN;
      END IF;

      -- Read every stream's revision under its row lock (a writer without the advisory lock would wait here too).
      v_found := ARRAY(
        SELECT l.revision FROM unnest(v_names) WITH ORDINALITY u(nm, k)
        LEFT JOIN LATERAL (SELECT st.revision FROM ${s}.streams st WHERE st.stream_name = u.nm FOR UPDATE) l
          ON true
        ORDER BY u.k);
      v_cur := v_found;

      -- Decide in arrival order, as if the appends had run one after the other.
      FOR i IN 1..n LOOP
        k := array_position(v_names, p_streams[i] COLLATE "C");
        v_text := p_expected[i];
        ok := CASE v_text WHEN 'any' THEN true WHEN 'no-stream' THEN v_cur[k] IS NULL
                          WHEN 'stream-exists' THEN v_cur[k] IS NOT NULL ELSE v_cur[k] = v_text::bigint END;
        IF ok THEN
          v_count := jsonb_array_length(v_payloads[i]);
          v_first[i] := COALESCE(v_cur[k], -1) + 1;
          v_cur[k] := v_first[i] + v_count - 1;
        ELSE
          v_actual[i] := v_cur[k];
        END IF;
      END LOOP;

      -- Every lookup goes through the primary key (= ANY, or one row at a time), whatever the plan cache guesses
      -- of an array's size.
      UPDATE ${s}.streams st SET revision = v_cur[array_position(v_names, st.stream_name COLLATE "C")]
        WHERE st.stream_name = ANY (ARRAY(
          SELECT u.nm FROM unnest(v_names, v_found, v_cur) u(nm, was, rev) WHERE u.rev <> u.was));
      INSERT INTO ${s}.streams (stream_name, revision)
        SELECT u.nm, u.rev FROM unnest(v_names, v_found, v_cur) u(nm, was, rev)
        WHERE u.was IS NULL AND u.rev IS NOT NULL
        ON CONFLICT (stream_name) DO NOTHING;
      GET DIAGNOSTICS v_new = ROW_COUNT;
      IF v_new <> (SELECT count(*) FROM unnest(v_found, v_cur) u(was, rev) WHERE u.was IS NULL AND u.rev IS NOT NULL)
      THEN
        RAISE EXCEPTION 'a stream of the batch was created concurrently' USING ERRCODE = '40001';
      END IF;

      v_prev := ARRAY(
        SELECT (SELECT ev.hash FROM ${s}.events ev WHERE ev.stream_name = u.nm AND ev.revision = u.was)
        FROM unnest(v_names, v_found) WITH ORDINALITY u(nm, was, k)
        ORDER BY u.k);

      -- The chain hash's second step, event by event in each stream's order (see append_events).
      FOR i IN 1..n LOOP
        CONTINUE WHEN v_first[i] IS NULL;
        k := array_position(v_names, p_streams[i] COLLATE "C");
        FOR j IN 1..jsonb_array_length(v_payloads[i]) LOOP
          v_text := v_payloads[i] -> (j - 1) ->> 'body';
          IF COALESCE(v_text, '') !~ '^[0-9a-f]{64}$' THEN
            RAISE EXCEPTION 'append payload event % lacks its chain body digest', j;
          END IF;
          v_events := v_events + 1;
          e_append[v_events] := i;
          e_ord[v_events] := j;
          e_rev[v_events] := v_first[i] + j - 1;
          v_prev[k] := ${s}.chain_link(v_text, v_first[i] + j - 1, v_prev[k]);
          e_hash[v_events] := v_prev[k];
        END LOOP;
      END LOOP;

      RETURN QUERY
      WITH inserted AS (
        INSERT INTO ${s}.events AS ev (event_id, stream_name, revision, type, data, metadata, hash)
        SELECT (p.e ->> 'id')::uuid, p_streams[f.a], f.rev, p.e ->> 'type', p.e -> 'data', p.e -> 'metadata',
               f.hash
        FROM unnest(e_append, e_ord, e_rev, e_hash) AS f(a, ord, rev, hash)
        CROSS JOIN LATERAL (SELECT v_payloads[f.a] -> (f.ord - 1)) AS p(e)
        -- Positions follow each stream's revisions.
        ORDER BY f.a, f.ord
        RETURNING ev.stream_name, ev.revision, ev.transaction_id, ev.global_position
      )
      SELECT a.k::integer,
             CASE WHEN v_first[a.k] IS NULL THEN 'conflict' ELSE 'appended' END,
             CASE WHEN v_first[a.k] IS NULL THEN v_actual[a.k] ELSE i.revision END,
             i.transaction_id, i.global_position,
             CASE WHEN v_first[a.k] IS NULL THEN NULL ELSE p_streams[a.k] END
      FROM generate_series(1, n) AS a(k)
      LEFT JOIN inserted i ON v_first[a.k] IS NOT NULL AND i.stream_name = p_streams[a.k]
        AND i.revision = v_first[a.k] + jsonb_array_length(v_payloads[a.k]) - 1
      ORDER BY a.k;
    END
    $fn$;

    -- Kept under 64 appends by the caller: a transaction with more subtransaction ids than that slows every
    -- snapshot on the server, and the slow path takes one per append.
    CREATE OR REPLACE FUNCTION ${s}.append_batch(p_streams text[], p_expected text[], p_events text[])
    RETURNS ${outcome}
    LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE
      r record;
      i integer;
    BEGIN
      -- Every stream's lock (see append_events) before the first write, so this transaction's id comes after
      -- that of every earlier writer of these streams; in key order, so batches never wait in a cycle. Taken
      -- here, outside the subtransactions, they hold until commit whichever path runs.
      PERFORM pg_advisory_xact_lock(l.key)
        FROM (SELECT DISTINCT hashtextextended(u.nm, 0) AS key FROM unnest(p_streams) u(nm) ORDER BY 1) l;
      BEGIN
        RETURN QUERY SELECT * FROM ${s}.append_batch_set(p_streams, p_expected, p_events);
        IF FOUND THEN RETURN; END IF;
      EXCEPTION WHEN OTHERS THEN
        NULL;
      END;
      FOR i IN SELECT u.k FROM unnest(p_streams) WITH ORDINALITY u(nm, k) ORDER BY u.nm COLLATE "C", u.k LOOP
        o_index := i;
        BEGIN
          SELECT a.* INTO r FROM ${s}.append_events(p_streams[i], p_expected[i], p_events[i]::jsonb) a;
          o_outcome := r.o_outcome;
          o_revision := r.o_revision;
          o_transaction_id := r.o_transaction_id;
          o_global_position := r.o_global_position;
          o_stream := r.o_stream;
        EXCEPTION WHEN OTHERS THEN
          o_outcome := 'error';
          o_revision := NULL;
          o_transaction_id := NULL;
          o_global_position := NULL;
          o_stream := SQLSTATE;
        END;
        RETURN NEXT;
      END LOOP;
    END
    $fn$;
  `;
}
