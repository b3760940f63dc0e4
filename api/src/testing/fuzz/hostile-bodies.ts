import type { JsonSchema } from './json-schema-arbitrary.js';

/** A body to send: a JSON value, or raw text when JSON.stringify cannot say it (a `__proto__` key, bad JSON). */
export interface HostileBody {
  label: string;
  body?: unknown;
  raw?: string;
}

/** Strings that broke or fooled some server once: NUL, bidi override, huge, blank, prototype names, lone surrogate. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u202Eexe.txt',
  'x'.repeat(100_000),
  '',
  '   ',
  '\t\n',
  '__proto__',
  'constructor',
  'toString',
  '\uD800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '１２３４５６',
  '-1',
  '1e400',
];

/** Numbers (and number-like strings) past every limit: huge, unsafe, negative, fractional, NaN-ish. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  -1,
  0,
  1.5,
  0.1,
  'NaN',
  'Infinity',
  '12',
  '0x10',
  '1e3',
];

/** A value of each JSON type, to put where another type belongs. */
const WRONG_TYPES: readonly unknown[] = [null, true, 42, 'text', [], {}, ['x'], { x: 1 }];

type Path = (string | number)[];

function leaves(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) {
    // The first item stands for all: one crate's fields are fuzzed like any other field.
    return value.length > 0 ? [{ path, value }, ...leaves(value[0], [...path, 0])] : [{ path, value }];
  }
  if (value && typeof value === 'object') {
    const own = path.length > 0 ? [{ path, value }] : [];
    return [...own, ...Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))];
  }
  return [{ path, value }];
}

function withValue(body: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else target[last] = value;
  return copy;
}

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
};

/**
 * Hostile variants of a valid body: each field (and each field the schema declares but the body leaves out)
 * set to hostile strings or numbers, a wrong type, removed; extra and prototype-polluting keys; and whole
 * bodies of the wrong shape. Each variant changes one thing, so a failure names its cause.
 */
export function hostileBodies(valid: unknown, schema?: JsonSchema): HostileBody[] {
  const variants: HostileBody[] = [];
  const fields = leaves(valid).filter((leaf) => leaf.path.length > 0);
  for (const key of Object.keys(schema?.properties ?? {})) {
    if (!fields.some((leaf) => leaf.path.length === 1 && leaf.path[0] === key))
      fields.push({ path: [key], value: undefined });
  }
  for (const { path, value } of fields) {
    const name = path.join('.');
    const set = (label: string, next: unknown) =>
      variants.push({ label: `${name} = ${label}`, body: withValue(valid, path, next) });
    const hostile =
      typeof value === 'number' ? HOSTILE_NUMBERS : typeof value === 'string' ? HOSTILE_STRINGS : [];
    for (const next of hostile) set(show(next), next);
    for (const next of WRONG_TYPES) set(show(next), next);
    if (Array.isArray(value)) set('its item', value[0]);
    else if (value && typeof value === 'object') set('[itself]', [value]);
    if (value !== undefined)
      variants.push({ label: `${name} missing`, body: withValue(valid, path, 0, true) });
  }
  const json = JSON.stringify(valid ?? {});
  const inObject = json.startsWith('{') && json !== '{}';
  const append = (extra: string) => (inObject ? `${json.slice(0, -1)},${extra}}` : `{${extra}}`);
  variants.push(
    { label: 'an extra field', raw: append('"isAdmin":true') },
    { label: 'a __proto__ key beside the fields', raw: append('"__proto__":{"isAdmin":true}') },
    { label: 'a constructor.prototype key', raw: append('"constructor":{"prototype":{"isAdmin":true}}') },
    { label: 'the body {"__proto__":{"x":1}}', raw: '{"__proto__":{"x":1}}' },
    { label: 'an empty object', raw: '{}' },
    { label: 'an array of the body', raw: `[${json}]` },
    { label: 'a string', raw: '"text"' },
    { label: 'a number', raw: '1e308' },
    { label: 'null', raw: 'null' },
    { label: 'malformed JSON', raw: '{"a":' },
    { label: 'arrays nested 100,000 deep', raw: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
    {
      label: 'a field of objects nested 20,000 deep',
      raw: append(`"deep":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
    },
  );
  return variants;
}
