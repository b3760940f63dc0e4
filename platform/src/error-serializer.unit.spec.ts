import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function captured() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** What pg-pool hands its 'error' listener when PostgreSQL ends an idle connection: the Client rides along. */
function terminatedConnectionError() {
  const client = new pg.Client({ connectionString: 'postgres://cocoon:s3cret-pw@db.internal:5433/cocoon' });
  Object.assign(client, { processID: 424242, secretKey: 987654321 });
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
    routine: 'ProcessInterrupts',
    client,
  });
}

describe('the logger serialises errors', () => {
  it('shows message, code and stack of a pg error but none of the connection its client holds', () => {
    const { stream, text } = captured();
    createLogger({ name: 'test', destination: stream }).warn(
      { err: terminatedConnectionError() },
      'idle connection failed',
    );
    const line = JSON.parse(text()) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({
      type: 'Error',
      message: 'terminating connection due to administrator command',
      code: '57P01',
      severity: 'FATAL',
      routine: 'ProcessInterrupts',
    });
    expect(line.err.stack).toContain('terminatedConnectionError');
    for (const leak of [
      's3cret-pw',
      'db.internal',
      '5433',
      '424242',
      '987654321',
      'client',
      'connectionParameters',
    ])
      expect(text()).not.toContain(leak);
  });

  it('follows causes and aggregated errors, and logs an `error` key the same way', () => {
    const { stream, text } = captured();
    const inner = terminatedConnectionError();
    const outer = new Error('batch failed', { cause: new AggregateError([inner], 'both hosts refused') });
    createLogger({ name: 'test', destination: stream }).error({ error: outer }, 'projection stopped');
    const line = JSON.parse(text()) as { error: { message: string; cause: { errors: unknown[] } } };
    expect(line.error.message).toBe('batch failed');
    expect(line.error.cause).toMatchObject({ type: 'AggregateError', message: 'both hosts refused' });
    expect(line.error.cause.errors[0]).toMatchObject({ code: '57P01' });
    expect(text()).not.toContain('s3cret-pw');
  });

  it('logs a thrown non-error as text, never as the object it is', () => {
    const { stream, text } = captured();
    createLogger({ name: 'test', destination: stream }).error({ err: 'plain words' }, 'odd throw');
    expect(JSON.parse(text()).err).toBe('plain words');
  });
});
