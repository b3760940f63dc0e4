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
  it('redacts secrets and identity numbers at any usual depth', () => {
    const lines: string[] = [];
    const logger = createLogger({
      name: 'test',
      destination: { write: (line: string) => void lines.push(line) },
    });
    logger.info(
      {
        password: 'p1',
        req: { headers: { authorization: 'Bearer abc' } },
        event: {
          data: { aadhaarNo: '123412341234', panNo: 'ABCDE1234F', bankAcNo: '0001', name: 'Murugan' },
        },
        token: 't',
      },
      'hello',
    );
    const text = lines.join('');
    for (const secret of ['p1', 'Bearer abc', '123412341234', 'ABCDE1234F', '"0001"', '"t"']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('Murugan');
    expect(JSON.parse(text).event.data.panNo).toBe('[REDACTED]');
  });

  it('redacts secrets and identity numbers at the top level and nested, keeps the rest', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ name: 'test', destination: stream });
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
