import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { createPostgresDb } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAppSchema } from '../platform/migrations.js';
import { type Claim, CommandLog } from './command-log.js';

let database: TestDatabase;
let db: ReadModelDb;
let other: ReadModelDb;

beforeAll(async () => {
  database = await createTestDatabase('command_log');
  db = createPostgresDb(database.url, { max: 4, applicationName: 'command-log-a' });
  // A second pool stands for a second api process on the same database.
  other = createPostgresDb(database.url, { max: 4, applicationName: 'command-log-b' });
  await migrateAppSchema(db);
});
afterAll(async () => {
  await db?.destroy();
  await other?.destroy();
  await database?.drop();
});

const user = randomUUID();

async function reelerSession(position = ''): Promise<string> {
  const token = randomUUID();
  await sql`insert into app.reeler_sessions (token_hash, customer_id, expires_at, last_position)
    values (${token}, ${randomUUID()}, now() + interval '1 hour', ${position})`.execute(db);
  return token;
}

const positionOf = async (token: string) =>
  (
    await sql<{
      last_position: string;
    }>`select last_position from app.reeler_sessions where token_hash = ${token}`.execute(db)
  ).rows[0]?.last_position;

const position = (n: number) => `${String(1).padStart(20, '0')}-${String(n).padStart(20, '0')}`;

describe('the command log, claims and answers sent together', () => {
  it('claims each of many simultaneous new ids exactly once', async () => {
    const log = new CommandLog(db);
    const ids = Array.from({ length: 40 }, () => randomUUID());
    const claims = await Promise.all(ids.map((id) => log.claim(id, user, 'h')));
    expect(claims.every((c) => c.kind === 'claimed')).toBe(true);
    const rows = await db
      .selectFrom('app.command_log')
      .select('command_id')
      .where('command_id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(40);
  });

  it('gives a second claim of the same id in the same batch the first one’s answer, not a second claim', async () => {
    const log = new CommandLog(db);
    const id = randomUUID();
    // A lone claim first keeps the next two waiting behind it in one batch.
    const first = log.claim(randomUUID(), user, 'h');
    const twins = [log.claim(id, user, 'h'), log.claim(id, user, 'h')];
    await first;
    const settled: Claim[] = [];
    const winner = await Promise.race(twins.map((p, i) => p.then((c) => ({ c, i }))));
    expect(winner.c.kind).toBe('claimed');
    await log.complete(id, { status: 200, body: { result: 'Success', n: 1 } });
    settled.push(...(await Promise.all(twins)));
    expect(settled.map((c) => c.kind).sort()).toEqual(['answered', 'claimed']);
    expect(settled.find((c) => c.kind === 'answered')).toEqual({
      kind: 'answered',
      answer: { status: 200, body: { result: 'Success', n: 1 } },
    });
  });

  it('refuses an id used before for a different request, and answers a retry with the stored answer', async () => {
    const log = new CommandLog(db);
    const id = randomUUID();
    expect(await log.claim(id, user, 'h1')).toEqual({ kind: 'claimed' });
    await log.complete(id, { status: 409, body: { result: 'Failed', message: 'No' } });
    await expect(log.claim(id, user, 'h2')).rejects.toThrow('already used for a different request');
    expect(await new CommandLog(other).claim(id, user, 'h1')).toEqual({
      kind: 'answered',
      answer: { status: 409, body: { result: 'Failed', message: 'No' } },
    });
  });

  it('stores every answer of a batch and moves each session to the latest position of its commands', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ session: fc.nat(2), at: fc.nat(1000), answered: fc.boolean() }), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.nat(1000),
        async (commands, start) => {
          const log = new CommandLog(db);
          const tokens = [await reelerSession(position(start)), await reelerSession(), await reelerSession()];
          const ids = commands.map(() => randomUUID());
          await Promise.all(ids.map((id) => log.claim(id, user, 'h')));
          await Promise.all(
            commands.map((c, i) =>
              log.complete(
                ids[i]!,
                { status: 200, body: { i, text: 'a "quoted" \\ answer — தமிழ்' } },
                c.answered
                  ? { kind: 'reeler', tokenHash: tokens[c.session]!, position: position(c.at) }
                  : undefined,
              ),
            ),
          );
          const stored = await db
            .selectFrom('app.command_log')
            .select(['command_id', 'status', 'http_status', 'response'])
            .where('command_id', 'in', ids)
            .execute();
          const byId = new Map(stored.map((r) => [r.command_id, r]));
          ids.forEach((id, i) => {
            expect(byId.get(id)).toMatchObject({
              status: 'done',
              http_status: 200,
              response: { i, text: 'a "quoted" \\ answer — தமிழ்' },
            });
          });
          for (const [s, token] of tokens.entries()) {
            const moved = commands.filter((c) => c.answered && c.session === s).map((c) => position(c.at));
            const before = s === 0 ? position(start) : '';
            const expected = [before, ...moved].reduce((a, b) => (b > a ? b : a));
            expect(await positionOf(token)).toBe(expected);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('frees a claim whose command failed unexpectedly, so a retry claims it again', async () => {
    const log = new CommandLog(db);
    const id = randomUUID();
    await log.claim(id, user, 'h');
    await log.release(id);
    expect(await log.claim(id, user, 'h')).toEqual({ kind: 'claimed' });
  });
});
