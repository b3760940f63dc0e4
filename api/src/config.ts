import { randomBytes } from 'node:crypto';
import { unsetIfEmpty } from '@cocoon/platform';
import { z } from 'zod';
import { SEAL_KEY_MISMATCH, sealKeyEnv, sealKeysMatch } from './audit/config.js';
import {
  DOCUMENT_KEY_IS_SEAL_KEY,
  documentKeyEnv,
  documentKeysApartFromSeal,
} from './documents/verify/document-keys.js';

/**
 * The api process's configuration, parsed once at start. A bad value stops the process with a message that
 * names the variable (style.md: one validated config per deployable).
 */
export const apiConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.url({ error: 'must be a postgres:// connection URL' }),
    EVENTSTORE_URL: z.string().min(1).optional(),
    REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
    /**
     * api processes sharing the port (node:cluster): the bid path is CPU-bound in the process, so a market on a
     * machine with more cores runs more. They share the store, the sessions (database) and the live feed (Redis).
     */
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(480),
    /** A staff session with no request for this long has ended (spec section 9: the UI logs out after 5 idle minutes). */
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(5),
    /** Behind a reverse proxy (nginx, a load balancer): take the client address from X-Forwarded-For. */
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * Signs the login device cookies and challenges (login-device.ts, login-challenge.ts). Unset, each start
     * makes a random one: device cookies then last until the api restarts.
     */
    LOGIN_KEY: unsetIfEmpty(z.string().min(32, 'must be at least 32 characters').optional()).transform(
      (key) => key ?? randomBytes(32).toString('base64url'),
    ),
    /** Zero bits of the first login challenge from an address past its free failures (about 2^bits hashes). */
    LOGIN_CHALLENGE_BITS: z.coerce.number().int().min(1).max(28).default(14),
    /** The most the challenge rises to (one bit per 5 more failures); a phone needs about a minute at 20. */
    LOGIN_CHALLENGE_MAX_BITS: z.coerce.number().int().min(1).max(28).default(20),
    /** The live feed's keep-alive comment (for proxies), which also re-checks that the session is still open. */
    LIVE_PING_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
    UI_DIST: z.string().optional(),
    /** Lists longer than this are paged, sorted and searched by the server instead of the browser. */
    LIST_PAGING_THRESHOLD: z.coerce.number().int().min(1).default(1000),
    /**
     * Rows above which a report's `format=` call refuses to render in the request (409) and the client runs the
     * export job instead (POST /api/Reports/Export).
     */
    REPORT_DIRECT_EXPORT_MAX_ROWS: z.coerce.number().int().min(1).default(5000),
    /** Production bootstrap: with no staff account yet, an `admin` account is created with this password. */
    BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    ...sealKeyEnv,
    ...documentKeyEnv,
    /**
     * The secret the SMS gateway signs its delivery reports with (HMAC-SHA256, docs/notices.md). Unset, each start
     * makes a random one: no report can then be accepted, which is right until a gateway is configured.
     */
    NOTICES_CALLBACK_SECRET: unsetIfEmpty(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ).transform((secret) => secret ?? randomBytes(32).toString('base64url')),
    /** How often the api seals the history (the client asked for once a day). */
    AUDIT_SEAL_INTERVAL_HOURS: z.coerce.number().positive().default(24),
  })
  .refine(sealKeysMatch, SEAL_KEY_MISMATCH)
  .refine(documentKeysApartFromSeal, DOCUMENT_KEY_IS_SEAL_KEY)
  .refine((env) => env.LOGIN_CHALLENGE_MAX_BITS >= env.LOGIN_CHALLENGE_BITS, {
    error: 'must be at least LOGIN_CHALLENGE_BITS',
    path: ['LOGIN_CHALLENGE_MAX_BITS'],
  });

export type ApiConfig = z.infer<typeof apiConfigSchema>;
