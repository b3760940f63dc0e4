import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { specFor } from '../../shared/given-when-then.js';
import { type RegionEvent, region, updateRegionSchema } from './regions.js';

const given = specFor(region);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const ID = '11111111-1111-4111-8111-111111111111';
const registered: RegionEvent = {
  type: 'RegionRegistered',
  data: { regionId: ID, regionCode: 'SLM', regionName: 'Salem region' },
};

describe('region', () => {
  it('registers a new region', () => {
    given().when({ type: 'RegisterRegion', data: registered.data }).thenEmits([registered], eq);
  });

  it('refuses to register the same region twice, naming the code', () => {
    given([registered])
      .when({ type: 'RegisterRegion', data: registered.data })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given([registered])
      .when({ type: 'RegisterRegion', data: registered.data })
      .thenThrows((fn) => expect(fn).toThrow('Region Code SLM already exists'));
  });

  it('renames, deactivates and reactivates; an unchanged update emits nothing', () => {
    given([registered])
      .when({ type: 'UpdateRegion', data: { regionId: ID, regionName: 'Salem', isActive: 0 } })
      .thenEmits(
        [
          { type: 'RegionRenamed', data: { regionId: ID, regionName: 'Salem' } },
          { type: 'RegionDeactivated', data: { regionId: ID } },
        ],
        eq,
      );
    given([registered, { type: 'RegionDeactivated', data: { regionId: ID } }])
      .when({ type: 'UpdateRegion', data: { regionId: ID, regionName: 'Salem region', isActive: 1 } })
      .thenEmits([{ type: 'RegionReactivated', data: { regionId: ID } }], eq);
    given([registered])
      .when({ type: 'UpdateRegion', data: { regionId: ID, regionName: 'Salem region', isActive: 1 } })
      .thenEmits([], eq);
  });

  it('cannot update a region that does not exist', () => {
    given()
      .when({ type: 'UpdateRegion', data: { regionId: ID, regionName: 'X', isActive: 1 } })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });

  it('validates the update with field messages', () => {
    const result = updateRegionSchema.safeParse({ regionId: 'x', regionName: ' ', isActive: 5 });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please select a Region',
      'Please enter Region Name',
      'isActive must be 1 (Active) or 0 (inActive)',
    ]);
  });
});
