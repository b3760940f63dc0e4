import { z } from 'zod';

/** `npm start` (the one-machine supervisor): everything optional, so a fresh machine needs no setup. */
export const startConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.url().optional(),
  EVENTSTORE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Demo markets in all on a development database (2: Hosur and Dharmapuri; up to 25 for a statewide day). */
  DEMO_MARKETS: z.coerce.number().int().min(2).max(25).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
