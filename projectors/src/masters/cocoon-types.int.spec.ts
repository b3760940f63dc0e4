import type { CocoonTypeEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../runtime/testing/projection-harness.js';
import { cocoonTypesProjection } from './cocoon-types.js';

const spec = projectionSpec<CocoonTypeEvent>(cocoonTypesProjection);

const BV = '00000000-0000-4000-8000-0000000000c1';
const CB = '00000000-0000-4000-8000-0000000000c2';
const AT = DEFAULT_METADATA.occurredAt;
const LATER = '2026-11-23T06:15:00.000Z';

const added = (cocoonId: string, name: string, shortName: string): CocoonTypeEvent => ({
  type: 'CocoonTypeAdded',
  data: { cocoonId, name, shortName },
});
const updated = (cocoonId: string, name: string, shortName: string, isActive: 0 | 1): CocoonTypeEvent => ({
  type: 'CocoonTypeUpdated',
  data: { cocoonId, name, shortName, isActive },
});

describe('masters.cocoon-types', () => {
  it('adds a type, active, stamped with who and when', async () => {
    await spec.given([added(BV, 'Bivoltine', 'BV')]).thenRows({
      cocoon_types: [
        {
          cocoon_id: BV,
          name: 'Bivoltine',
          short_name: 'BV',
          is_active: 1,
          created_at: AT,
          updated_at: AT,
          updated_by: 'hsr.officer',
        },
      ],
    });
  });

  it('an update renames and deactivates, keeping created_at', async () => {
    const update = recorded(updated(BV, 'Bivoltine hybrid', 'BVH', 0), {
      occurredAt: LATER,
      userName: 'admin',
    });
    await spec.given([added(BV, 'Bivoltine', 'BV')], [update]).thenRows({
      cocoon_types: [
        {
          cocoon_id: BV,
          name: 'Bivoltine hybrid',
          short_name: 'BVH',
          is_active: 0,
          created_at: AT,
          updated_at: LATER,
          updated_by: 'admin',
        },
      ],
    });
  });

  it('an update can make an inactive type active again', async () => {
    await spec
      .given(
        [added(BV, 'Bivoltine', 'BV'), updated(BV, 'Bivoltine', 'BV', 0)],
        [updated(BV, 'Bivoltine', 'BV', 1)],
      )
      .thenRows({ cocoon_types: [{ cocoon_id: BV, is_active: 1 }] });
  });

  it('applies several events for the same and other types within one batch in event order', async () => {
    await spec
      .given([
        added(BV, 'Bivoltine', 'BV'),
        added(CB, 'Cross breed', 'CB'),
        updated(BV, 'Bivoltine', 'BV', 0),
        updated(CB, 'Cross-breed', 'CB', 1),
      ])
      .thenRows({
        cocoon_types: [
          { cocoon_id: BV, name: 'Bivoltine', is_active: 0 },
          { cocoon_id: CB, name: 'Cross-breed', is_active: 1 },
        ],
      });
  });

  // Upserts keep a redelivered add to one row; exactly-once is the runner's checkpoint, not this projection's.
  it('an add delivered again in a later batch leaves one row', async () => {
    const add = added(BV, 'Bivoltine', 'BV');
    await spec.given([add], [add]).thenRows({
      cocoon_types: [{ cocoon_id: BV, name: 'Bivoltine', is_active: 1, created_at: AT }],
    });
  });
});
