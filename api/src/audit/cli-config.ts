import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv, unsetIfEmpty } from '@cocoon/platform';
import { z } from 'zod';
import { documentKeyEnv, publicKeyDer } from '../documents/verify/document-keys.js';
import { SEAL_KEY_MISMATCH, sealKeyEnv, sealKeysMatch } from './config.js';
import { readDevDocumentKey, readDevSealKey } from './dev-key.js';

export const auditCliConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: unsetIfEmpty(z.url({ error: 'must be a postgres:// connection URL' }).optional()),
    EVENTSTORE_URL: unsetIfEmpty(z.string().min(1).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    DATA_DIR: z.string().min(1).default('.data'),
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    ...sealKeyEnv,
    DOCUMENT_PUBLIC_KEYS: documentKeyEnv.DOCUMENT_PUBLIC_KEYS,
    DOCUMENT_WITHDRAWN_KEYS: documentKeyEnv.DOCUMENT_WITHDRAWN_KEYS,
  })
  .refine(sealKeysMatch, SEAL_KEY_MISMATCH);
export type AuditCliConfig = z.infer<typeof auditCliConfigSchema>;

/**
 * Outside production, what `npm start` left in the data directory fills in what is not set: its seal key and the
 * embedded PostgreSQL (running while `npm start` runs), so `npm run verify` works on a development machine as is.
 */
export function loadAuditCliConfig(root: string, env: NodeJS.ProcessEnv = process.env): AuditCliConfig {
  const config = parseEnv(auditCliConfigSchema, env, 'verify');
  if (config.NODE_ENV === 'production') return config;
  const dataDir = resolve(root, config.DATA_DIR);
  const passwordFile = join(dataDir, 'postgres.password');
  const embeddedUrl = existsSync(passwordFile)
    ? `postgres://postgres:${encodeURIComponent(readFileSync(passwordFile, 'utf8').trim())}@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/cocoon`
    : undefined;
  const devKey = config.AUDIT_SEAL_PUBLIC_KEY ? undefined : readDevSealKey(dataDir);
  const devDocumentKey = config.DOCUMENT_PUBLIC_KEYS ? undefined : readDevDocumentKey(dataDir);
  return {
    ...config,
    DATABASE_URL: config.DATABASE_URL ?? embeddedUrl,
    AUDIT_SEAL_PRIVATE_KEY: config.AUDIT_SEAL_PRIVATE_KEY ?? devKey,
    DOCUMENT_PUBLIC_KEYS:
      config.DOCUMENT_PUBLIC_KEYS ?? (devDocumentKey ? [publicKeyDer(devDocumentKey)] : undefined),
  };
}
