import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('createLogger', () => {
  it('redacts secrets and identity numbers at any usual depth', () => {
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
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
});
