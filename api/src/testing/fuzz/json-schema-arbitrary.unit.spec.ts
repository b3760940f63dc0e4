import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary.js';

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every keyword z.toJSONSchema writes for our input schemas, none of them needing a refinement. */
const everyKeyword = z.object({
  name: z.string().min(1).max(20),
  code: z.string().regex(/^[A-Z0-9]{2,10}-[FR]-\d{6}$/),
  id: z.uuid(),
  email: z.email().max(120).nullable(),
  day: z.iso.date(),
  password: z
    .string()
    .min(8)
    .max(128)
    .regex(/[A-Za-z]/)
    .regex(/\d/),
  kind: z.enum(['market', 'tsc']),
  isActive: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  count: z.number().int().positive().max(999_999),
  amount: z.number().int().min(-5).max(5).default(1),
  ratio: z.number().min(0).max(1),
  note: z.string().max(5).nullable().optional(),
  crates: z
    .array(z.object({ grossGrams: z.number().int().min(1), tareGrams: z.number().int().min(0) }))
    .min(1)
    .max(3),
});

describe('arbitraryOf (JSON Schema → fast-check)', () => {
  it('generates only values the zod schema accepts when it has no refinement', () => {
    fc.assert(
      fc.property(arbitraryOf(jsonSchemaOf(everyKeyword)), (value) => {
        const parsed = everyKeyword.safeParse(value);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves optional fields out sometimes and keeps required ones always', () => {
    const schema = jsonSchemaOf(z.object({ a: z.string(), b: z.string().optional() }));
    const values = fc.sample(arbitraryOf(schema), { numRuns: 200, seed: 1 }) as Record<string, unknown>[];
    expect(values.every((v) => 'a' in v)).toBe(true);
    expect(values.some((v) => 'b' in v)).toBe(true);
    expect(values.some((v) => !('b' in v))).toBe(true);
  });

  it('reaches both ends of a range', () => {
    const schema = jsonSchemaOf(z.number().int().min(1).max(3));
    const values = new Set(fc.sample(arbitraryOf(schema), { numRuns: 100, seed: 2 }));
    expect([...values].sort()).toEqual([1, 2, 3]);
  });
});
