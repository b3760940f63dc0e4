import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSealKeyPem } from '@cocoon/eventstore';

/**
 * `npm start`'s development seal key: made once into the local data directory (beside the embedded database's
 * password), never into the database. Production passes AUDIT_SEAL_PRIVATE_KEY instead.
 */
export const DEV_SEAL_KEY_FILE = 'audit-seal-key.pem';

/** A development secret kept in the data directory: made once, read back on every later start. */
function ensureDevSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, make(), { mode: 0o600 });
  return readFileSync(file, 'utf8');
}

export function ensureDevSealKey(dataDir: string): string {
  return ensureDevSecret(dataDir, DEV_SEAL_KEY_FILE, () => generateSealKeyPem().privateKeyPem);
}

/**
 * `npm start`'s development login key (LOGIN_KEY: device cookies and login challenges), kept like the seal key so
 * a browser that logged in before is still recognised after a restart. Production passes LOGIN_KEY instead.
 */
export function ensureDevLoginKey(dataDir: string): string {
  return ensureDevSecret(dataDir, 'login-key', () => randomBytes(32).toString('base64url'));
}

const DEV_DOCUMENT_KEY_FILE = 'document-signing-key.pem';

/**
 * `npm start`'s development document-signing key (issue 26): its own key, never the seal key, kept like it so
 * the QRs printed before a restart still verify. Production passes DOCUMENT_SIGNING_PRIVATE_KEY instead.
 */
export function ensureDevDocumentKey(dataDir: string): string {
  return ensureDevSecret(dataDir, DEV_DOCUMENT_KEY_FILE, () => generateSealKeyPem().privateKeyPem);
}

/** `npm run verify -- --document` on a development machine checks against npm start's key. */
export function readDevDocumentKey(dataDir: string): string | undefined {
  const file = join(dataDir, DEV_DOCUMENT_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function readDevSealKey(dataDir: string): string | undefined {
  const file = join(dataDir, DEV_SEAL_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
