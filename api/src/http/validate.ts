import { type FieldErrors, ValidationError } from '@cocoon/domain';
import type { z } from 'zod';

/** zod at the edge: a failed parse becomes a ValidationError with one list of messages per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const messages = fields[key] ?? [];
    messages.push(issue.message);
    fields[key] = messages;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid request', fields);
}

/**
 * The fields of a JSON object body, copied, for a route to fill in a default before parsing; null for any other
 * body (an array, a string), which the route then parses as sent so its schema refuses it. Spreading `[]` or
 * `"x"` instead would make `{}` of it: a request nobody meant, accepted (a head code used up by an array).
 */
export function bodyFields(body: unknown): Record<string, unknown> | null {
  if (body === undefined || body === null) return {};
  return typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : null;
}
