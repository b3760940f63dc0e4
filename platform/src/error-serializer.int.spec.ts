import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('an idle connection ended by the server (real PostgreSQL)', () => {
  it('is logged with its message and code, without the pg client pg-pool attaches to it', async () => {
    const chunks: string[] = [];
    const logger = createLogger({
      name: 'test',
      destination: new Writable({
        write(chunk, _encoding, done) {
          chunks.push(String(chunk));
          done();
        },
      }),
    });
    const pool = new pg.Pool({
      connectionString: serverUrl,
      max: 1,
      application_name: 'cocoon-serializer-test',
    });
    const failed = new Promise<Error>((resolve) =>
      pool.on('error', (error) => {
        logger.warn({ err: error }, 'idle read-model connection failed');
        resolve(error);
      }),
    );
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    const error = await failed;
    await pool.end();

    // The raw error does carry the client (the reason for the serializer)...
    expect(error).toHaveProperty('client');
    // ...the log line does not.
    const text = chunks.join('');
    expect(JSON.parse(text).err).toMatchObject({
      code: '57P01',
      message: expect.stringContaining('terminating'),
    });
    for (const leak of ['connectionParameters', 'secretKey', 'processID', String(rows[0]!.pid), 'client'])
      expect(text).not.toContain(leak);
  });
});
