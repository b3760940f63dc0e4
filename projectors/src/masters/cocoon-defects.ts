import { COCOON_DEFECT_EVENT_TYPES, cocoonDefectEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';
import { createCatalogueTable } from './catalogue-table.js';

/** The cocoon defect list screen and the printed defect list read this table. */
export const cocoonDefectsProjection: Projection = {
  name: 'masters.cocoon-defects',
  eventTypes: COCOON_DEFECT_EVENT_TYPES,
  tables: ['cocoon_defects'],
  migrations: {
    '0001_create': (db: ReadModelDb) =>
      createCatalogueTable(db, 'cocoon_defects', 'defect_id', ['defect_code', 'defect_name']),
  },
  async apply(events: RecordedEvent[], db: ReadModelDb) {
    for (const recorded of events) {
      const event = cocoonDefectEventSchema.parse({ type: recorded.type, data: recorded.data });
      const { at, by } = stampOf(recorded);
      switch (event.type) {
        case 'CocoonDefectAdded':
        case 'CocoonDefectUpdated': {
          const row = {
            defect_id: event.data.defectId,
            defect_code: event.data.defectCode,
            defect_name: event.data.defectName,
            is_active: 1,
            created_at: at,
            updated_at: at,
            updated_by: by,
          };
          await db
            .insertInto('cocoon_defects')
            .values(row)
            .onConflict((oc) =>
              oc.column('defect_id').doUpdateSet({
                defect_code: row.defect_code,
                defect_name: row.defect_name,
                updated_at: sql`excluded.updated_at`,
                updated_by: sql`excluded.updated_by`,
              }),
            )
            .execute();
          break;
        }
        case 'CocoonDefectRemoved':
          await db.deleteFrom('cocoon_defects').where('defect_id', '=', event.data.defectId).execute();
          break;
      }
    }
  },
};
