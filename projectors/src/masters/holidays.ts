import { HOLIDAY_EVENT_TYPES, holidayEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import type { Projection, ReadModelDb } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';

/**
 * The holiday master as the Holiday Master screen lists it (issue 25). A removed holiday's row goes; why it was
 * removed stays in the market's stream (`holidays-<marketId>`), which the lot-history style audits read.
 */
export const holidaysProjection: Projection = {
  name: 'masters.holidays',
  eventTypes: HOLIDAY_EVENT_TYPES,
  tables: ['holidays'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('holidays')
        .addColumn('market_id', 'uuid', (c) => c.notNull())
        .addColumn('holiday_date', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_tamil', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('added_by', 'text')
        .addColumn('added_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('holidays_pkey', ['market_id', 'holiday_date'])
        .execute();
    },
  },
  async apply(events: RecordedEvent[], db: ReadModelDb) {
    for (const recorded of events) {
      const event = holidayEventSchema.parse({ type: recorded.type, data: recorded.data });
      switch (event.type) {
        case 'HolidayAdded': {
          const { at, by } = stampOf(recorded);
          // The stream refuses a second holiday on a date, so a conflict is this event applied again.
          await db
            .insertInto('holidays')
            .values({
              market_id: event.data.marketId,
              holiday_date: event.data.date,
              name: event.data.name,
              name_tamil: event.data.nameTamil,
              source: event.data.source,
              added_by: by,
              added_at: at,
            })
            .onConflict((oc) => oc.columns(['market_id', 'holiday_date']).doNothing())
            .execute();
          break;
        }
        case 'HolidayRemoved':
          await db
            .deleteFrom('holidays')
            .where('market_id', '=', event.data.marketId)
            .where('holiday_date', '=', event.data.date)
            .execute();
          break;
      }
    }
  },
};
