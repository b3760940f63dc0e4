import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AuditLog,
  createEventStore,
  generateSealKeyPem,
  keyId,
  publicKeyPem,
  sealHistory,
  type VerificationRun,
  verifyAndRecord,
} from '@cocoon/eventstore';
import { ConfigError, createLogger } from '@cocoon/platform';
import { createReadModelDb } from '@cocoon/projectors';
import { checkDocuments, keysOfJwks } from '../documents/verify/document-cli.js';
import { publishedDocumentKeys } from '../documents/verify/document-keys.js';
import { type AuditCliConfig, loadAuditCliConfig } from './cli-config.js';
import { sealKeys } from './config.js';

const USAGE = `Usage: npm run verify [-- <option>]
  (no option)            verify every stream's hash chain and every seal as committed when it starts (the
                         position it checked up to is printed); exit 1 naming each problem
  --seal                 seal every stream's head now (needs the private key)
  --print-public-key     print the public key seals are checked with
  --generate-key         print a new Ed25519 key pair for production (keep the private one secret)
  --document <code>      check a printed document: <code> is its PDF (the QR is read off the page image), the
                         QR's URL, or the token; prints its signature, standing, and whether its issuing
                         event is in the sealed history; exit 1 when it is not genuine
  --keys <jwks.json>     the published document keys to check against (default DOCUMENT_PUBLIC_KEYS, or
                         npm start's development key)
Environment: DATABASE_URL, EVENTSTORE_URL (KurrentDB, optional), AUDIT_SEAL_PRIVATE_KEY and/or
AUDIT_SEAL_PUBLIC_KEY (PEM or base64 DER), DOCUMENT_PUBLIC_KEYS. Outside production, npm start's .data/ fills
in what is unset.`;

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** Exit codes: 0 clean, 1 problems found, 2 usage or configuration. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seal: { type: 'boolean' },
      'print-public-key': { type: 'boolean' },
      'generate-key': { type: 'boolean' },
      document: { type: 'string' },
      keys: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return print(USAGE, 0);
  if (values['generate-key']) {
    const pair = generateSealKeyPem();
    return print(`${pair.privateKeyPem}${pair.publicKeyPem}`, 0);
  }
  let config: AuditCliConfig;
  try {
    config = loadAuditCliConfig(root);
  } catch (error) {
    if (error instanceof ConfigError) return print(error.message, 2);
    throw error;
  }
  const { privateKey, publicKey } = sealKeys(config);
  if (!publicKey) return print('No seal key: set AUDIT_SEAL_PUBLIC_KEY (or AUDIT_SEAL_PRIVATE_KEY).', 2);
  if (values['print-public-key']) return print(`${publicKeyPem(publicKey)}key id ${keyId(publicKey)}`, 0);
  if (!config.DATABASE_URL) return print('DATABASE_URL is required (or a running npm start).', 2);
  if (values.seal && !privateKey) return print('Sealing needs AUDIT_SEAL_PRIVATE_KEY.', 2);

  // Logs go to stderr so stdout carries only the report.
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'verify', destination: process.stderr });
  const store = await createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventstoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  const audit = new AuditLog(config.DATABASE_URL, { logger });
  try {
    await audit.migrate();
    if (values.document !== undefined) {
      const keys = values.keys
        ? keysOfJwks(await readFile(values.keys, 'utf8'))
        : publishedDocumentKeys(config);
      if (keys.length === 0)
        return print('No document keys: pass --keys jwks.json or set DOCUMENT_PUBLIC_KEYS.', 2);
      const db = createReadModelDb(config.DATABASE_URL, { applicationName: 'cocoon-verify', logger });
      try {
        const checked = await checkDocuments(values.document, {
          db,
          store,
          audit: { log: audit, keys: { privateKey, publicKey } },
          keys,
        });
        return print(checked.report, checked.genuine ? 0 : 1);
      } finally {
        await db.destroy();
      }
    }
    if (values.seal) {
      const seal = await sealHistory({ store, audit, privateKey: privateKey!, now: new Date() });
      return print(
        `Seal ${seal.body.sequence}: ${seal.body.streams.length} streams at ${seal.body.sealedAt}, hash ${seal.hash}`,
        0,
      );
    }
    const run = await verifyAndRecord({ store, audit, publicKey });
    return print(report(run), run.ok ? 0 : 1);
  } finally {
    await audit.close();
    await store.close();
  }
}

/** Names the position checked up to: appends made while it ran are after it, left for the next run. */
function report(run: VerificationRun): string {
  const upTo = run.position ? `up to position ${run.position}` : 'an empty history';
  const counts = `${run.streams} streams, ${run.events} events, ${run.seals} seals`;
  if (run.ok) return `History verified ${upTo}: ${counts}, no problems.`;
  const lines = run.problems.map((p) => `  ${p.message}`);
  const failed = `History verification FAILED ${upTo}: ${run.problemCount} problems (${counts})`;
  return [failed, ...lines].join('\n');
}

function print(text: string, code: number): number {
  (code === 0 ? process.stdout : process.stderr).write(`${text}\n`);
  return code;
}

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`verify failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 2;
});
