import { parseEnv, unsetIfEmpty } from '@cocoon/platform';
import { z } from 'zod';

const optional = unsetIfEmpty;

export const projectorsConfigSchema = z.object({
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a postgres:// URL'),
    }),
  ),
  /** KurrentDB connection string; events are read from there instead of PostgreSQL when set. */
  EVENTSTORE_URL: optional(z.string().min(1).optional()),
  REDIS_URL: optional(
    z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .default('redis://127.0.0.1:6379'),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  PROJECTION_BATCH_SIZE: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100_000, { error: 'must be at most 100000' })
      .default(500),
  ),
});
export type ProjectorsConfig = z.infer<typeof projectorsConfigSchema>;

/** Read once at start; the message names every bad variable. */
export function loadProjectorsConfig(env: NodeJS.ProcessEnv = process.env): ProjectorsConfig {
  return parseEnv(projectorsConfigSchema, env, 'projectors');
}
