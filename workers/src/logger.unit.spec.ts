import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture(): { lines: () => Array<Record<string, unknown>>; stream: Writable } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, stream };
}

describe('createLogger', () => {
  it('redacts secrets and identity numbers at the top level and nested, keeps the rest', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ destination: stream });
    logger.info(
      {
        password: 'p',
        token: 't',
        documentId: 'd-1',
        req: { headers: { authorization: 'Bearer secret' } },
        farmer: { name: 'Muthu', aadhaarNo: '123412341234', bank: { bankAcNo: '9999', ifsc: 'SBIN0000001' } },
        reelers: [{ panNo: 'ABCDE1234F' }],
      },
      'job received',
    );
    const [line] = lines();
    const text = JSON.stringify(line);
    for (const secret of ['"p"', '"t"', 'Bearer secret', '123412341234', '9999', 'ABCDE1234F']) {
      expect(text).not.toContain(secret);
    }
    expect(line).toMatchObject({
      password: '[REDACTED]',
      documentId: 'd-1',
      req: { headers: { authorization: '[REDACTED]' } },
      farmer: {
        name: 'Muthu',
        aadhaarNo: '[REDACTED]',
        bank: { bankAcNo: '[REDACTED]', ifsc: 'SBIN0000001' },
      },
      reelers: [{ panNo: '[REDACTED]' }],
    });
  });
});
