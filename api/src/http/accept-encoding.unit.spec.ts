import { describe, expect, it } from 'vitest';
import { chooseEncoding, type StaticEncoding } from './accept-encoding.js';

const ALL = new Set<StaticEncoding>(['br', 'gzip', 'identity']);
const PLAIN_ONLY = new Set<StaticEncoding>(['identity']);

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=1, br;q=1, identity;q=1', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['BR;Q=0.9, GZIP', 'gzip'],
    ['gzip;q=0.2, identity;q=0.5', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header, ALL)).toBe(expected);
  });

  it('answers identity without a header, and null when identity itself is refused and nothing else is on offer', () => {
    expect(chooseEncoding(undefined, ALL)).toBe('identity');
    expect(chooseEncoding('', ALL)).toBe('identity');
    expect(chooseEncoding('br, identity;q=0', PLAIN_ONLY)).toBeNull();
    expect(chooseEncoding('*;q=0', PLAIN_ONLY)).toBeNull();
  });

  it('only picks what is on disk', () => {
    expect(chooseEncoding('br, gzip', new Set<StaticEncoding>(['identity', 'gzip']))).toBe('gzip');
    expect(chooseEncoding('br', PLAIN_ONLY)).toBe('identity');
  });
});
