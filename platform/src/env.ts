import type { z } from 'zod';
import { z as zod } from 'zod';

/** An empty variable (`EVENTSTORE_URL=` in a compose file) means "not set", not "invalid". */
export const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  zod.preprocess((value) => (value === '' ? undefined : value), schema);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Every process reads its environment once at start through its own schema; the message names every bad
 * variable so the operator fixes them in one go (style.md: one validated config per deployable).
 */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv,
  processName: string,
): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new ConfigError(`Invalid ${processName} configuration: ${problems.join('; ')}`);
}

/** A bad configuration stops the process with one clear line, not a stack trace. */
export function configOrExit<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
