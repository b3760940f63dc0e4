import { type FieldErrors, ValidationError } from '@cocoon/domain';
import type { Middleware } from 'koa';

const NUL = '\u0000';
const MESSAGE = 'must not contain a NUL character';
/** Half of a surrogate pair without its other half: not Unicode, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SURROGATE_MESSAGE = 'must not contain an invalid character';
/**
 * No form of this product nests deeper than a few levels; a body nested thousands deep is an attack on every
 * recursive reader after this one (JSON.stringify of the request hash overflowed the stack: a 500).
 */
const MAX_DEPTH = 32;
const DEPTH_MESSAGE = 'is nested too deeply';

/**
 * The fields (`name`, `crates.0.note`) of a JSON value whose text, or key, PostgreSQL cannot store, with why.
 * Walked with a stack of its own: a body of arrays nested thousands deep must not overflow the call stack.
 */
export function unstorableFields(value: unknown): { field: string; message: string }[] {
  const found: { field: string; message: string }[] = [];
  const check = (text: string, path: string) => {
    if (text.includes(NUL)) found.push({ field: path || '_', message: MESSAGE });
    else if (LONE_SURROGATE.test(text)) found.push({ field: path || '_', message: SURROGATE_MESSAGE });
  };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') check(item, path);
    else if (item && typeof item === 'object' && depth >= MAX_DEPTH) {
      found.push({ field: path.split('.')[0] || '_', message: DEPTH_MESSAGE });
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item)
        ? item.map((v, i) => [String(i), v] as const)
        : Object.entries(item);
      for (const [key, child] of entries.reverse()) {
        check(key, path);
        stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return found;
}

/** Paths (`name`, `crates.0.note`) of the strings in a JSON value that hold a NUL character. */
export const nulFields = (value: unknown): string[] =>
  unstorableFields(value)
    .filter((f) => f.message === MESSAGE)
    .map((f) => f.field);

/**
 * PostgreSQL refuses the NUL character and unpaired surrogates in text and JSON, so input holding one could
 * only fail deep in a write or a query. No field of this product has a use for it: refuse it at the edge with a 400 naming the field,
 * before anything is read or written.
 */
export const refuseNul: Middleware = async (ctx, next) => {
  const fields = [...unstorableFields(ctx.request.body), ...unstorableFields(ctx.query)];
  if (/%00/i.test(ctx.path)) fields.push({ field: 'path', message: MESSAGE });
  const [first] = fields;
  if (first) {
    const errors: FieldErrors = Object.fromEntries(
      fields.map(({ field, message }) => [field, [`${field} ${message}`]]),
    );
    throw new ValidationError(`${first.field} ${first.message}`, errors);
  }
  await next();
};
