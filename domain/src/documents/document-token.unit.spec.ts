import { describe, expect, it } from 'vitest';
import {
  checkCode,
  documentClaimsSchema,
  normalisedCheckCode,
  tokenOfUrl,
  verifyUrl,
} from './document-token.js';

const token = 'eyJhbGciOiJFZERTQSJ9.eyJ2IjoxfQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('document tokens, the shared part (issue 26)', () => {
  it('puts the token after # of the verify page and reads it back from a URL or as pasted', () => {
    expect(verifyUrl('https://v.example.in', token)).toBe(`https://v.example.in/v#${token}`);
    expect(tokenOfUrl(`https://v.example.in/v#${token}`)).toBe(token);
    expect(tokenOfUrl(`  ${token} `)).toBe(token);
    expect(tokenOfUrl('https://v.example.in/v#HSR/FB2627/000123')).toBeNull();
    expect(tokenOfUrl('https://v.example.in/v')).toBeNull();
  });

  it('derives a 6-character Crockford check code from the signature, and reads a typed one forgivingly', () => {
    expect(checkCode(token)).toBe('000000');
    // "_____" is all ones (30 bits set); "B" first is 2^24: the second base-32 digit is 16, G.
    expect(checkCode('a.b._____xyz')).toBe('ZZZZZZ');
    expect(checkCode('a.b.BAAAA')).toBe('0G0000');
    expect(() => checkCode('HSR/FB2627/000123')).toThrow();
    expect(normalisedCheckCode(' 1o0-il z ')).toBe('10011Z');
  });

  it('accepts only short, non-personal claims', () => {
    const claims = {
      v: 1,
      k: 'FR',
      n: 'HSR/FP2627/00001',
      m: 'HSR',
      d: '2026-11-27',
      c: 'HSR-F-000001',
      a: 1_00,
      l: 'abc_DEF-123',
      s: '17818-22776',
      h: 'n5-fn5-f',
    };
    expect(documentClaimsSchema.parse(claims)).toEqual(claims);
    expect(() => documentClaimsSchema.parse({ ...claims, k: 'XX' })).toThrow();
    expect(() => documentClaimsSchema.parse({ ...claims, d: '27/11/2026' })).toThrow();
    expect(() => documentClaimsSchema.parse({ ...claims, a: 1.5 })).toThrow();
  });
});
