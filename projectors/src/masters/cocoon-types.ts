import { COCOON_TYPE_EVENT_TYPES, cocoonTypeEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';
import { createCatalogueTable } from './catalogue-table.js';

export const cocoonTypesProjection: Projection = {
  name: 'masters.cocoon-types',
  eventTypes: COCOON_TYPE_EVENT_TYPES,
  tables: ['cocoon_types'],
  migrations: {
    '0001_create': (db: ReadModelDb) =>
      createCatalogueTable(db, 'cocoon_types', 'cocoon_id', ['name', 'short_name']),
  },
  async apply(events: RecordedEvent[], db: ReadModelDb) {
    for (const recorded of events) {
      const event = cocoonTypeEventSchema.parse({ type: recorded.type, data: recorded.data });
      const { at, by } = stampOf(recorded);
      const row = {
        cocoon_id: event.data.cocoonId,
        name: event.data.name,
        short_name: event.data.shortName,
        is_active: event.type === 'CocoonTypeUpdated' ? event.data.isActive : 1,
        created_at: at,
        updated_at: at,
        updated_by: by,
      };
      await db
        .insertInto('cocoon_types')
        .values(row)
        .onConflict((oc) =>
          oc.column('cocoon_id').doUpdateSet({
            name: row.name,
            short_name: row.short_name,
            is_active: row.is_active,
            updated_at: sql`excluded.updated_at`,
            updated_by: sql`excluded.updated_by`,
          }),
        )
        .execute();
    }
  },
};
