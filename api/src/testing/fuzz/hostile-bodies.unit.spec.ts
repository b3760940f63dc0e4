import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS, hostileBodies } from './hostile-bodies.js';

const valid = { lotId: 'id-1', crates: [{ grossGrams: 10, tareGrams: 1 }], reason: 'ok' };
const parsed = (variant: { body?: unknown; raw?: string }) =>
  variant.raw !== undefined ? variant.raw : JSON.stringify(variant.body);

describe('hostileBodies', () => {
  const variants = hostileBodies(valid, {
    type: 'object',
    properties: { lotId: {}, crates: {}, reason: {}, netGrams: {} },
  });

  it('changes one field at a time, nested fields too, and leaves the valid body alone', () => {
    const byLabel = new Map(variants.map((v) => [v.label, v]));
    expect(byLabel.get('reason = "__proto__"')?.body).toEqual({ ...valid, reason: '__proto__' });
    expect(byLabel.get('crates.0.grossGrams = 1e+308')?.body).toEqual({
      ...valid,
      crates: [{ grossGrams: 1e308, tareGrams: 1 }],
    });
    expect(byLabel.get('crates.0.tareGrams missing')?.body).toEqual({
      ...valid,
      crates: [{ grossGrams: 10 }],
    });
    expect(byLabel.get('crates = its item')?.body).toEqual({ ...valid, crates: valid.crates[0] });
    expect(byLabel.get('lotId missing')?.body).toEqual({ crates: valid.crates, reason: 'ok' });
    expect(valid).toEqual({ lotId: 'id-1', crates: [{ grossGrams: 10, tareGrams: 1 }], reason: 'ok' });
  });

  it('tries every hostile string on every string field, and fields the body left out', () => {
    const reasons = variants.filter((v) => v.label.startsWith('reason = '));
    expect(reasons.length).toBeGreaterThanOrEqual(HOSTILE_STRINGS.length);
    expect(variants.some((v) => v.label === 'netGrams = null')).toBe(true);
  });

  it('sends prototype keys as raw JSON, since JSON.stringify would drop them', () => {
    const proto = variants.find((v) => v.label === 'a __proto__ key beside the fields')!;
    expect(JSON.parse(proto.raw!)).toHaveProperty('__proto__', { isAdmin: true });
    expect(variants.map((v) => v.label)).toContain('the body {"__proto__":{"x":1}}');
    expect(new Set(variants.map(parsed)).has(JSON.stringify(valid))).toBe(false);
  });
});
