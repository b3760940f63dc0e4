import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePrivateSealKey } from '@cocoon/eventstore';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_SEAL_KEY_FILE, ensureDevSealKey, readDevSealKey } from './dev-key.js';

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
