import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { specFor } from '../../shared/given-when-then.js';
import { type AdOfficeEvent, adOffice } from './ad-offices.js';

const given = specFor(adOffice);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const ID = '11111111-1111-4111-8111-111111111111';
const REGION = '22222222-2222-4222-8222-222222222222';
const opened: AdOfficeEvent = {
  type: 'AdOfficeOpened',
  data: { adOfficeId: ID, adCode: 'KGI', adOfficeName: 'Krishnagiri', regionId: REGION },
};

describe('AD office', () => {
  it('opens an AD office in a region', () => {
    given().when({ type: 'OpenAdOffice', data: opened.data }).thenEmits([opened], eq);
  });

  it('refuses to open it twice', () => {
    given([opened])
      .when({ type: 'OpenAdOffice', data: opened.data })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('renames and deactivates, then reactivates', () => {
    given([opened])
      .when({ type: 'UpdateAdOffice', data: { adOfficeId: ID, adOfficeName: 'Krishnagiri AD', isActive: 0 } })
      .thenEmits(
        [
          { type: 'AdOfficeRenamed', data: { adOfficeId: ID, adOfficeName: 'Krishnagiri AD' } },
          { type: 'AdOfficeDeactivated', data: { adOfficeId: ID } },
        ],
        eq,
      );
    given([opened, { type: 'AdOfficeDeactivated', data: { adOfficeId: ID } }])
      .when({ type: 'UpdateAdOffice', data: { adOfficeId: ID, adOfficeName: 'Krishnagiri', isActive: 1 } })
      .thenEmits([{ type: 'AdOfficeReactivated', data: { adOfficeId: ID } }], eq);
  });

  it('cannot update an AD office that does not exist', () => {
    given()
      .when({ type: 'UpdateAdOffice', data: { adOfficeId: ID, adOfficeName: 'X', isActive: 1 } })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });
});
