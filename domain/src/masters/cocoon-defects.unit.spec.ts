import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { type CocoonDefectEvent, cocoonDefectCatalogue, saveCocoonDefectSchema } from './cocoon-defects.js';

const given = specFor(cocoonDefectCatalogue);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const ID1 = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';
const added: CocoonDefectEvent = {
  type: 'CocoonDefectAdded',
  data: { defectId: ID1, defectCode: 'DF01', defectName: 'Double' },
};

describe('cocoon defect catalogue', () => {
  it('adds a defect to an empty catalogue', () => {
    given().when({ type: 'AddCocoonDefect', data: added.data }).thenEmits([added], eq);
  });

  it('refuses a duplicate code, ignoring case and spaces', () => {
    given([added])
      .when({ type: 'AddCocoonDefect', data: { defectId: ID2, defectCode: ' df01 ', defectName: 'Other' } })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('lets an update keep its own code but not take another', () => {
    const second: CocoonDefectEvent = {
      type: 'CocoonDefectAdded',
      data: { defectId: ID2, defectCode: 'DF02', defectName: 'Stained' },
    };
    given([added, second])
      .when({
        type: 'UpdateCocoonDefect',
        data: { defectId: ID1, defectCode: 'DF01', defectName: 'Double cocoon' },
      })
      .thenEmits(
        [
          {
            type: 'CocoonDefectUpdated',
            data: { defectId: ID1, defectCode: 'DF01', defectName: 'Double cocoon' },
          },
        ],
        eq,
      );
    given([added, second])
      .when({ type: 'UpdateCocoonDefect', data: { defectId: ID1, defectCode: 'DF02', defectName: 'x' } })
      .thenThrows((fn) => expect(fn).toThrow(/DF02 already exists/));
  });

  it('removes a defect, after which its code may be used again', () => {
    const removed: CocoonDefectEvent = { type: 'CocoonDefectRemoved', data: { defectId: ID1 } };
    given([added])
      .when({ type: 'RemoveCocoonDefect', data: { defectId: ID1 } })
      .thenEmits([removed], eq);
    given([added, removed])
      .when({ type: 'AddCocoonDefect', data: { defectId: ID2, defectCode: 'DF01', defectName: 'Again' } })
      .thenEmits(
        [{ type: 'CocoonDefectAdded', data: { defectId: ID2, defectCode: 'DF01', defectName: 'Again' } }],
        eq,
      );
  });

  it('cannot update or remove a defect that does not exist', () => {
    given()
      .when({ type: 'RemoveCocoonDefect', data: { defectId: ID1 } })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
    given()
      .when({ type: 'UpdateCocoonDefect', data: { defectId: ID1, defectCode: 'A', defectName: 'B' } })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });

  it("validates input with the spec's messages", () => {
    const result = saveCocoonDefectSchema.safeParse({ defectCode: '  ', defectName: undefined });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(['Please enter Defect Code', 'Please enter Defect Name']);
  });
});
