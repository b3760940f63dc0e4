import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePrivateSealKey } from '@cocoon/eventstore';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_SEAL_KEY_FILE, ensureDevLoginKey, ensureDevSealKey, readDevSealKey } from './dev-key.js';

describe("npm start's development seal key", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once into the data directory, readable by its owner only, and then kept', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'seal-key-')), '.data');
    dirs.push(dataDir);
    expect(readDevSealKey(dataDir)).toBeUndefined();
    const made = ensureDevSealKey(dataDir);
    expect(parsePrivateSealKey(made).asymmetricKeyType).toBe('ed25519');
    expect(statSync(join(dataDir, DEV_SEAL_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(ensureDevSealKey(dataDir)).toBe(made);
    expect(readDevSealKey(dataDir)).toBe(made);
  });
});

describe("npm start's development login key", () => {
  it('is made once, long enough for the api config, and kept across starts', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'login-key-')), '.data');
    try {
      const made = ensureDevLoginKey(dataDir);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(ensureDevLoginKey(dataDir)).toBe(made);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
