import { describe, expect, it } from 'vitest';
import { commandKeyFor, newUuid, stableJson } from './command-key';

let counter = 0;
const next = () => `key-${++counter}`;

describe('commandKeyFor', () => {
  it('reuses the key when the same payload is sent again (double click, retry)', () => {
    const first = commandKeyFor(undefined, { defectCode: 'D1', defectName: 'Stained' }, next);
    const again = commandKeyFor(first, { defectName: 'Stained', defectCode: 'D1' }, next);
    expect(again.key).toBe(first.key);
  });

  it('makes a new key when the payload changed (a corrected form is a new action)', () => {
    const first = commandKeyFor(undefined, { defectCode: 'D1' }, next);
    const changed = commandKeyFor(first, { defectCode: 'D2' }, next);
    expect(changed.key).not.toBe(first.key);
  });

  it('serialises objects with sorted keys, arrays in order', () => {
    expect(stableJson({ b: 1, a: [2, 1] })).toBe('{"a":[2,1],"b":1}');
  });
});

describe('newUuid', () => {
  it('makes a version 4 UUID from the random bytes', () => {
    const zeros = newUuid((b) => b.fill(0));
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(newUuid());
  });
});
