import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateSealKeyPem, PostgresEventStore } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { createLogger } from '@cocoon/platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run verify` as an operator runs it: the built CLI (npm test builds first), its output and exit code. */
const cli = fileURLToPath(new URL('../../dist/audit/cli.js', import.meta.url));
const run = promisify(execFile);

describe('npm run verify', () => {
  let db: TestDatabase;
  const keys = generateSealKeyPem();

  beforeAll(async () => {
    db = await createTestDatabase('audit_cli');
    const store = new PostgresEventStore({
      connectionString: db.url,
      logger: createLogger({ level: 'silent', name: 'audit-cli-test' }),
    });
    await store.migrate();
    for (const stream of ['lot-1', 'lot-2'])
      await store.append(
        stream,
        [1, 2, 3].map((n) => ({ id: randomUUID(), type: 'Counted', data: { n } })),
        'no-stream',
      );
    await store.close();
  });

  afterAll(async () => {
    await db?.drop();
  });

  async function cliRun(args: string[], env: Record<string, string>) {
    const base = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      LOG_LEVEL: 'silent',
    };
    try {
      const { stdout, stderr } = await run(process.execPath, [cli, ...args], { env: { ...base, ...env } });
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  }

  it('seals with the private key, verifies with the public one alone, and exits 1 naming what was changed', async () => {
    const sealed = await cliRun(['--seal'], { AUDIT_SEAL_PRIVATE_KEY: keys.privateKeyPem });
    expect(sealed).toMatchObject({ code: 0, out: expect.stringMatching(/^Seal 1: 2 streams/) });
    const verifier = { AUDIT_SEAL_PUBLIC_KEY: keys.publicKeyPem };
    expect(await cliRun([], verifier)).toMatchObject({ code: 0, out: expect.stringMatching(/no problems/) });

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(
      `UPDATE eventstore.events SET data = '{"n": 20}' WHERE stream_name = 'lot-1' AND revision = 1`,
    );
    await client.query(`DELETE FROM eventstore.events WHERE stream_name = 'lot-2' AND revision = 2`);
    await client.end();
    const found = await cliRun([], verifier);
    expect(found.code).toBe(1);
    expect(found.out).toContain('lot-1@1: does not match its chain hash');
    expect(found.out).toContain('lot-2@2: removed; seal 1 recorded it');

    const other = generateSealKeyPem();
    const wrongKey = await cliRun([], { AUDIT_SEAL_PUBLIC_KEY: other.publicKeyPem });
    expect(wrongKey.out).toContain('seal 1: its signature does not verify with the configured public key');
  });

  it('verifies clean in a loop while lots and head codes are written, naming the position it checked', async () => {
    // A database of its own: the test above leaves its history tampered with.
    const busy = await createTestDatabase('audit_cli_busy');
    const store = new PostgresEventStore({
      connectionString: busy.url,
      logger: createLogger({ level: 'silent', name: 'audit-cli-writer' }),
    });
    await store.migrate();
    const verifier = { AUDIT_SEAL_PUBLIC_KEY: keys.publicKeyPem, DATABASE_URL: busy.url };
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const stream = i % 2 ? 'numbers-headcodes-hsr-farmer' : `lot-busy-${i % 5}`;
        await store.append(stream, [{ id: randomUUID(), type: 'Counted', data: { i } }], 'any');
      }
    })();
    const runs = [];
    try {
      for (let i = 0; i < 3; i++) runs.push(await cliRun([], verifier));
    } finally {
      writing = false;
      await writer;
      await store.close();
      await busy.drop();
    }
    for (const run of runs)
      expect(run).toEqual({
        code: 0,
        out: expect.stringMatching(/^History verified up to position \d{20}-\d{20}: .*no problems\.\n$/),
      });
  });

  it('prints the public key, and refuses a configuration without one', async () => {
    const printed = await cliRun(['--print-public-key'], { AUDIT_SEAL_PRIVATE_KEY: keys.privateKeyPem });
    expect(printed).toMatchObject({ code: 0 });
    expect(printed.out).toContain(keys.publicKeyPem.trim());
    expect(await cliRun([], {})).toMatchObject({ code: 2, out: expect.stringMatching(/No seal key/) });
  });
});
