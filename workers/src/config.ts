import { parseEnv, unsetIfEmpty } from '@cocoon/platform';
import { z } from 'zod';
import { documentSigningEnv, documentSigningRules } from './documents/signing-config.js';

const optional = unsetIfEmpty;

export const workerConfigSchema = z
  .object({
    DATABASE_URL: optional(
      z.url({
        protocol: /^postgres(ql)?$/,
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a postgres:// URL'),
      }),
    ),
    REDIS_URL: optional(
      z
        .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
        .default('redis://127.0.0.1:6379'),
    ),
    NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
    ...documentSigningEnv,
    /** Read only to refuse a document-signing key that is the seal key. */
    AUDIT_SEAL_PRIVATE_KEY: optional(z.string().optional()),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    WORKER_CONCURRENCY: optional(
      z.coerce
        .number({ error: 'must be a whole number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(32, { error: 'must be at most 32' })
        .default(2),
    ),
    /**
     * How long a document job's lock lasts (BullMQ lockDuration, renewed at half of it while the job renders):
     * a worker that dies mid-render gives its job back about this long after (the stalled-job check runs at the
     * same interval). The drills shorten it; a render that blocks the event loop longer than it would be retried.
     */
    WORKER_LOCK_MS: optional(
      z.coerce
        .number({ error: 'must be a whole number' })
        .int({ error: 'must be a whole number' })
        .min(5_000, { error: 'must be at least 5000' })
        .max(600_000, { error: 'must be at most 600000' })
        .default(30_000),
    ),
    /**
     * Where farmer notices go (issue 25 part 5): `outbox` (the default) keeps them on this machine, shown on the
     * outbox screen; `msg91` sends them through MSG91's DLT flow API (docs/notices.md).
     */
    NOTICES_SENDER: optional(
      z.enum(['outbox', 'msg91'], { error: 'must be outbox or msg91' }).default('outbox'),
    ),
    MSG91_AUTH_KEY: optional(z.string().min(10, { error: 'must be the MSG91 auth key' }).optional()),
    MSG91_BASE_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('https://control.msg91.com/api/v5/flow'),
    ),
    /** The DLT header to send from (6 letters); default each template's own header. */
    MSG91_SENDER: optional(
      z
        .string()
        .regex(/^[A-Za-z]{6}$/, { error: 'must be the 6-letter DLT header' })
        .optional(),
    ),
    MSG91_TIMEOUT_MS: optional(
      z.coerce
        .number({ error: 'must be a whole number' })
        .int()
        .min(1000, { error: 'must be at least 1000' })
        .max(60_000)
        .default(10_000),
    ),
  })
  .refine((env) => env.NOTICES_SENDER !== 'msg91' || env.MSG91_AUTH_KEY !== undefined, {
    error: 'is required when NOTICES_SENDER is msg91',
    path: ['MSG91_AUTH_KEY'],
  })
  .superRefine((env, ctx) => {
    for (const rule of documentSigningRules) {
      if (!rule.check(env)) ctx.addIssue({ code: 'custom', message: rule.error, path: rule.path });
    }
  });
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

/** Read once at start; the message names every bad variable. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  return parseEnv(workerConfigSchema, env, 'worker');
}
