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
