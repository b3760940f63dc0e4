import type { CocoonDefectEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../runtime/testing/projection-harness.js';
import { cocoonDefectsProjection } from './cocoon-defects.js';

const spec = projectionSpec<CocoonDefectEvent>(cocoonDefectsProjection);

const FLIMSY = '00000000-0000-4000-8000-0000000000d1';
const STAINED = '00000000-0000-4000-8000-0000000000d2';
const AT = DEFAULT_METADATA.occurredAt;
const LATER = '2026-11-23T06:15:00.000Z';

const added = (defectId: string, defectCode: string, defectName: string): CocoonDefectEvent => ({
  type: 'CocoonDefectAdded',
  data: { defectId, defectCode, defectName },
});

describe('masters.cocoon-defects', () => {
  it('adds a defect, active, stamped with who and when', async () => {
    await spec.given([added(FLIMSY, 'FL', 'Flimsy')]).thenRows({
      cocoon_defects: [
        {
          defect_id: FLIMSY,
          defect_code: 'FL',
          defect_name: 'Flimsy',
          is_active: 1,
          created_at: AT,
          updated_at: AT,
          updated_by: 'hsr.officer',
        },
      ],
    });
  });

  it('updates code and name, keeps created_at and moves updated_at/by', async () => {
    const update = recorded<CocoonDefectEvent>(
      {
        type: 'CocoonDefectUpdated',
        data: { defectId: FLIMSY, defectCode: 'FLM', defectName: 'Flimsy shell' },
      },
      { occurredAt: LATER, userName: 'admin' },
    );
    await spec.given([added(FLIMSY, 'FL', 'Flimsy')], [update]).thenRows({
      cocoon_defects: [
        {
          defect_id: FLIMSY,
          defect_code: 'FLM',
          defect_name: 'Flimsy shell',
          is_active: 1,
          created_at: AT,
          updated_at: LATER,
          updated_by: 'admin',
        },
      ],
    });
  });

  it('falls back to the user id when the metadata has no user name', async () => {
    const event = recorded(added(FLIMSY, 'FL', 'Flimsy'), { userName: undefined });
    await spec.given([event]).thenRows({ cocoon_defects: [{ updated_by: DEFAULT_METADATA.userId }] });
  });

  it('removes a defect and leaves the others', async () => {
    await spec
      .given(
        [added(FLIMSY, 'FL', 'Flimsy'), added(STAINED, 'ST', 'Stained')],
        [{ type: 'CocoonDefectRemoved', data: { defectId: FLIMSY } }],
      )
      .thenRows({ cocoon_defects: [{ defect_id: STAINED, defect_code: 'ST' }] });
  });

  it('applies add, update and remove of the same defect within one batch in event order', async () => {
    await spec
      .given([
        added(FLIMSY, 'FL', 'Flimsy'),
        added(STAINED, 'ST', 'Stained'),
        { type: 'CocoonDefectUpdated', data: { defectId: STAINED, defectCode: 'SN', defectName: 'Stain' } },
        { type: 'CocoonDefectRemoved', data: { defectId: FLIMSY } },
      ])
      .thenRows({ cocoon_defects: [{ defect_id: STAINED, defect_code: 'SN', defect_name: 'Stain' }] });
  });

  it('an add delivered again in a later batch changes nothing', async () => {
    const add = added(FLIMSY, 'FL', 'Flimsy');
    await spec.given([add], [add]).thenRows({
      cocoon_defects: [{ defect_id: FLIMSY, defect_code: 'FL', created_at: AT, updated_at: AT }],
    });
  });
});
