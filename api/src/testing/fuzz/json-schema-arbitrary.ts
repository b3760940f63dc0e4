import fc from 'fast-check';

/** The part of JSON Schema (2020-12) that `z.toJSONSchema` writes for our input schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Generated strings and arrays stay short: length limits are probed by the hostile values, not here. */
const MAX_EXTRA_LENGTH = 30;
const MAX_ITEMS = 5;

/**
 * A fast-check arbitrary of values shaped by a JSON Schema. zod 4 has no maintained fast-check bridge
 * (zod-fast-check stops at zod 3 and fast-check 3), but `z.toJSONSchema` is stable, and it is what the OpenAPI
 * document publishes: fuzzing from it sends what a client reading that document could send. Refinements a
 * JSON Schema cannot say (a check digit, "shell lighter than cocoon") are not honoured, so values may still be
 * refused: the callers fuzz the server, they do not expect every value to be accepted.
 */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(arbitraryOf));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer(bounds(schema, 1));
    case 'number':
      return fc.double({ ...bounds(schema, Number.EPSILON), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, (schema.minItems ?? 0) + MAX_ITEMS),
      });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue();
  }
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** Inclusive integer (or number) bounds, kept to safe integers so JSON carries them exactly. */
function bounds(schema: JsonSchema, step: number): { min: number; max: number } {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : (schema.minimum ?? -1_000_000);
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : (schema.maximum ?? 1_000_000);
  return {
    min: Math.max(min, Number.MIN_SAFE_INTEGER),
    max: Math.min(max, Number.MAX_SAFE_INTEGER),
  };
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const patterns = [schema, ...(schema.allOf ?? [])].flatMap((s) =>
    s.pattern ? [new RegExp(s.pattern)] : [],
  );
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  const [first, ...others] = patterns;
  if (first && others.length === 0) return fc.stringMatching(first).filter(fits);
  if (first) {
    // Several unanchored patterns (a password needs a letter and a digit): ASCII text holding all of them.
    return fc
      .string({
        unit: 'grapheme-ascii',
        minLength,
        maxLength: Math.min(maxLength, minLength + MAX_EXTRA_LENGTH),
      })
      .filter((value) => patterns.every((pattern) => pattern.test(value)));
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  // A grapheme may take two UTF-16 units, and JSON Schema lengths (like zod's) count units.
  return fc
    .string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + MAX_EXTRA_LENGTH) })
    .filter(fits);
}
