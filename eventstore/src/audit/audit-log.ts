import pg from 'pg';
import type { Logger } from 'pino';
import { schemaIdentifier } from '../postgres/schema.js';
import type { SignedSeal } from './seal.js';
import type { HistoryProblem } from './verify.js';

/** A seal row as stored: the body is checked by the verifier, never trusted. */
export interface StoredSeal {
  sequence: number;
  body: unknown;
  hash: string;
  signature: string;
}

/** One run of the history verifier, as the dashboard shows it. */
export interface VerificationRun {
  startedAt: Date;
  finishedAt: Date;
  /**
   * The store position of the newest event the run checked (START, '', for an empty history): the run covers
   * the history as committed when it began, up to here. null for a run recorded before runs named it.
   */
  position: string | null;
  ok: boolean;
  streams: number;
  events: number;
  seals: number;
  problemCount: number;
  /** The first problems found (at most PROBLEMS_KEPT). */
  problems: HistoryProblem[];
}

/** A run that finds thousands of problems (a restored old backup) keeps the first ones; the CLI prints all. */
export const PROBLEMS_KEPT = 50;
const SEAL_PAGE = 100;

/**
 * Where seals and verification runs live: schema `audit` in the application's PostgreSQL database, which exists
 * with either event store. Nothing here is trusted by the verifier: a seal counts only when its signature checks
 * against the configured public key.
 */
export class AuditLog {
  private readonly pool: pg.Pool;
  private readonly s: string;

  /** `schema` is a lower-case SQL identifier, default `audit` (tests use one each). */
  constructor(connectionString: string, options: { schema?: string; logger?: Logger } = {}) {
    this.s = schemaIdentifier(options.schema ?? 'audit');
    this.pool = new pg.Pool({ connectionString, max: 2, application_name: 'cocoon-audit' });
    // An idle connection the server ends (a restart; a closing pool whose sockets are still going) is
    // replaced on next use; without a listener it would be an uncaught error that stops the process.
    this.pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle audit connection failed'));
  }

  async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('cocoon-audit-migrate:' || $1))`, [this.s]);
      await client.query(`
        CREATE SCHEMA IF NOT EXISTS ${this.s};
        CREATE TABLE IF NOT EXISTS ${this.s}.seals (
          sequence bigint PRIMARY KEY,
          sealed_at timestamptz NOT NULL,
          body jsonb NOT NULL,
          hash text NOT NULL,
          signature text NOT NULL
        );
        CREATE TABLE IF NOT EXISTS ${this.s}.verification_runs (
          id bigserial PRIMARY KEY,
          started_at timestamptz NOT NULL,
          finished_at timestamptz NOT NULL,
          ok boolean NOT NULL,
          streams integer NOT NULL,
          events bigint NOT NULL,
          seals integer NOT NULL,
          problem_count integer NOT NULL,
          problems jsonb NOT NULL
        );
        ALTER TABLE ${this.s}.verification_runs ADD COLUMN IF NOT EXISTS position text;`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Stores the next seal. `make` gets the previous seal's number and hash under a lock, so two sealers at once
   * (the daily job and an Admin's request) still number and chain their seals one after the other. `make` may
   * answer null to store nothing (the daily seal that another api process has just taken).
   */
  async appendSeal(
    make: (previous: { sequence: number; hash: string; sealedAt: Date } | null) => SignedSeal | null,
  ): Promise<SignedSeal | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('cocoon-audit-seal:' || $1))`, [this.s]);
      const { rows } = await client.query<{ sequence: string; hash: string; sealed_at: Date }>(
        `SELECT sequence, hash, sealed_at FROM ${this.s}.seals ORDER BY sequence DESC LIMIT 1`,
      );
      const previous = rows[0]
        ? { sequence: Number(rows[0].sequence), hash: rows[0].hash, sealedAt: rows[0].sealed_at }
        : null;
      const seal = make(previous);
      if (!seal) {
        await client.query('ROLLBACK');
        return null;
      }
      await client.query(
        `INSERT INTO ${this.s}.seals (sequence, sealed_at, body, hash, signature) VALUES ($1, $2, $3, $4, $5)`,
        [seal.body.sequence, seal.body.sealedAt, JSON.stringify(seal.body), seal.hash, seal.signature],
      );
      await client.query('COMMIT');
      return seal;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async latestSealAt(): Promise<Date | null> {
    const { rows } = await this.pool.query<{ sealed_at: Date }>(
      `SELECT sealed_at FROM ${this.s}.seals ORDER BY sequence DESC LIMIT 1`,
    );
    return rows[0]?.sealed_at ?? null;
  }

  /**
   * The newest seal whose sealed heads cover an event (its stream sealed at this revision or later), as stored:
   * the caller checks its signature before trusting it. A printed document's check names it (issue 26).
   */
  async sealCovering(
    streamName: string,
    revision: number,
  ): Promise<(StoredSeal & { sealedAt: Date }) | null> {
    const { rows } = await this.pool.query<{
      sequence: string;
      body: unknown;
      hash: string;
      signature: string;
      sealed_at: Date;
    }>(
      `SELECT s.sequence, s.body, s.hash, s.signature, s.sealed_at FROM ${this.s}.seals s
       WHERE EXISTS (
         SELECT 1 FROM jsonb_array_elements(s.body->'streams') head
         WHERE head->>0 = $1 AND (head->>1)::bigint >= $2
       )
       ORDER BY s.sequence DESC LIMIT 1`,
      [streamName, revision],
    );
    const row = rows[0];
    return row
      ? {
          sequence: Number(row.sequence),
          body: row.body,
          hash: row.hash,
          signature: row.signature,
          sealedAt: row.sealed_at,
        }
      : null;
  }

  async *seals(): AsyncIterable<StoredSeal> {
    let after = 0;
    for (;;) {
      const { rows } = await this.pool.query<{
        sequence: string;
        body: unknown;
        hash: string;
        signature: string;
      }>(
        `SELECT sequence, body, hash, signature FROM ${this.s}.seals WHERE sequence > $1 ORDER BY sequence LIMIT $2`,
        [after, SEAL_PAGE],
      );
      for (const row of rows)
        yield { sequence: Number(row.sequence), body: row.body, hash: row.hash, signature: row.signature };
      if (rows.length < SEAL_PAGE) return;
      after = Number(rows.at(-1)!.sequence);
    }
  }

  async recordRun(run: VerificationRun): Promise<void> {
    await this.pool.query(
      `INSERT INTO ${this.s}.verification_runs
         (started_at, finished_at, position, ok, streams, events, seals, problem_count, problems)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        run.startedAt,
        run.finishedAt,
        run.position,
        run.ok,
        run.streams,
        run.events,
        run.seals,
        run.problemCount,
        JSON.stringify(run.problems.slice(0, PROBLEMS_KEPT)),
      ],
    );
  }

  async lastRun(): Promise<VerificationRun | null> {
    const { rows } = await this.pool.query<{
      started_at: Date;
      finished_at: Date;
      position: string | null;
      ok: boolean;
      streams: number;
      events: string;
      seals: number;
      problem_count: number;
      problems: HistoryProblem[];
    }>(`SELECT * FROM ${this.s}.verification_runs ORDER BY id DESC LIMIT 1`);
    const row = rows[0];
    if (!row) return null;
    return {
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      position: row.position,
      ok: row.ok,
      streams: row.streams,
      events: Number(row.events),
      seals: row.seals,
      problemCount: row.problem_count,
      problems: row.problems,
    };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
