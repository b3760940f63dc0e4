import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { type CocoonTypeEvent, cocoonTypeCatalogue, updateCocoonTypeSchema } from './cocoon-types.js';

const given = specFor(cocoonTypeCatalogue);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const BV = '11111111-1111-4111-8111-111111111111';
const CB = '22222222-2222-4222-8222-222222222222';
const bvAdded: CocoonTypeEvent = {
  type: 'CocoonTypeAdded',
  data: { cocoonId: BV, name: 'Bivoltine', shortName: 'BV' },
};

describe('cocoon type catalogue', () => {
  it('adds a type', () => {
    given().when({ type: 'AddCocoonType', data: bvAdded.data }).thenEmits([bvAdded], eq);
  });

  it('refuses a second type with the same name or short name', () => {
    given([bvAdded])
      .when({ type: 'AddCocoonType', data: { cocoonId: CB, name: 'bivoltine', shortName: 'X' } })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given([bvAdded])
      .when({ type: 'AddCocoonType', data: { cocoonId: CB, name: 'Cross breed', shortName: 'bv' } })
      .thenThrows((fn) => expect(fn).toThrow(/Short Name bv already exists/));
  });

  it('deactivates a type by update, keeping its history', () => {
    const data = { cocoonId: BV, name: 'Bivoltine', shortName: 'BV', isActive: 0 as const };
    given([bvAdded])
      .when({ type: 'UpdateCocoonType', data })
      .thenEmits([{ type: 'CocoonTypeUpdated', data }], eq);
  });

  it('defaults isActive to 1 and refuses other values', () => {
    expect(updateCocoonTypeSchema.parse({ cocoonId: BV, name: 'a', shortName: 'b' }).isActive).toBe(1);
    expect(
      updateCocoonTypeSchema.safeParse({ cocoonId: BV, name: 'a', shortName: 'b', isActive: 2 }).success,
    ).toBe(false);
  });
});
