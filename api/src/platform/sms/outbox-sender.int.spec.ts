import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { createLogger } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import { createReadModelDb } from '@cocoon/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAppSchema } from '../migrations.js';
import { maskMobile, readOutbox } from './index.js';
import { OutboxSmsSender } from './outbox-sender.js';

let database: TestDatabase;
let db: ReadModelDb;

beforeAll(async () => {
  database = await createTestDatabase('sms_outbox');
  db = createReadModelDb(database.url, { applicationName: 'cocoon-projectors' });
  await migrateAppSchema(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', name: 'sms-test', destination }) };
}

describe('development SMS sender', () => {
  it('masks all but the first and last two digits of a number', () => {
    expect(maskMobile('9843012345')).toBe('98XXXXXX45');
    expect(maskMobile('123')).toBe('XXXX');
  });

  it('writes the message to the outbox and the log, never the full number', async () => {
    const { lines, logger } = capturingLogger();
    await new OutboxSmsSender(db, logger, true).send({
      to: '9843012345',
      body: '123456 is your OTP',
      purpose: 'otp',
    });
    const [message] = await readOutbox(db, '9843012345');
    expect(message).toMatchObject({ to: '9843012345', purpose: 'otp', body: '123456 is your OTP' });
    const logged = lines.join('');
    expect(logged).toContain('98XXXXXX45');
    expect(logged).toContain('123456 is your OTP');
    expect(logged).not.toContain('9843012345');
  });

  it('keeps the text out of the log in production', async () => {
    const { lines, logger } = capturingLogger();
    await new OutboxSmsSender(db, logger, false).send({
      to: '9443012345',
      body: '654321 is your OTP',
      purpose: 'otp',
    });
    expect(lines.join('')).not.toContain('654321');
    expect(await readOutbox(db, '9443012345')).toHaveLength(1);
  });
});
