import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSealKeyPem } from '@cocoon/eventstore';

/**
 * `npm start`'s development seal key: made once into the local data directory (beside the embedded database's
 * password), never into the database. Production passes AUDIT_SEAL_PRIVATE_KEY instead.
 */
export const DEV_SEAL_KEY_FILE = 'audit-seal-key.pem';

export function ensureDevSealKey(dataDir: string): string {
  const file = join(dataDir, DEV_SEAL_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, generateSealKeyPem().privateKeyPem, { mode: 0o600 });
  return readFileSync(file, 'utf8');
}

export function readDevSealKey(dataDir: string): string | undefined {
  const file = join(dataDir, DEV_SEAL_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
