import { parseEnv, unsetIfEmpty } from '@cocoon/platform';
import { z } from 'zod';

const optional = unsetIfEmpty;

export const workerConfigSchema = z.object({
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
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  WORKER_CONCURRENCY: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(32, { error: 'must be at most 32' })
      .default(2),
  ),
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

/** Read once at start; the message names every bad variable. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  return parseEnv(workerConfigSchema, env, 'worker');
}
