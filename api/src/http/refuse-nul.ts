import { type FieldErrors, ValidationError } from '@cocoon/domain';
import type { Middleware } from 'koa';

const NUL = '\u0000';
const MESSAGE = 'must not contain a NUL character';

/** Paths (`name`, `crates.0.note`) of the strings in a JSON value that hold a NUL character. */
export function nulFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path || '_'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => nulFields(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes(NUL) ? [path || '_'] : []),
      ...nulFields(item, path ? `${path}.${key}` : key),
    ]);
  }
  return [];
}

/**
 * PostgreSQL refuses the NUL character in text and JSON, so input holding one could only fail deep in a write
 * or a query. No field of this product has a use for it: refuse it at the edge with a 400 naming the field,
 * before anything is read or written.
 */
export const refuseNul: Middleware = async (ctx, next) => {
  const fields = [...nulFields(ctx.request.body), ...nulFields(ctx.query)];
  if (/%00/i.test(ctx.path)) fields.push('path');
  if (fields.length > 0) {
    const errors: FieldErrors = Object.fromEntries(fields.map((field) => [field, [`${field} ${MESSAGE}`]]));
    throw new ValidationError(`${fields[0]} ${MESSAGE}`, errors);
  }
  await next();
};
