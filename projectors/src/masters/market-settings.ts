import { marketSettingEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import type { Projection, ReadModelDb } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';

/** Every value ever set, with its effective-from date: old values stay readable for old reports. */
export const marketSettingsProjection: Projection = {
  name: 'masters.market-settings',
  eventTypes: ['MarketSettingSet'],
  tables: ['market_settings'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('market_settings')
        .addColumn('event_id', 'uuid', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('market_id', 'uuid')
        .addColumn('value', 'bigint', (c) => c.notNull())
        .addColumn('effective_from', 'date', (c) => c.notNull())
        .addColumn('set_by', 'text')
        .addColumn('set_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('market_settings_lookup')
        .on('market_settings')
        .columns(['key', 'effective_from'])
        .execute();
    },
  },
  async apply(events: RecordedEvent[], db: ReadModelDb) {
    const rows = events.map((recorded) => {
      const { data } = marketSettingEventSchema.parse({ type: recorded.type, data: recorded.data });
      return {
        event_id: recorded.id,
        key: data.key,
        market_id: data.marketId,
        value: data.value,
        effective_from: data.effectiveFrom,
        set_by: stampOf(recorded).by,
        set_at: stampOf(recorded).at,
      };
    });
    if (rows.length === 0) return;
    await db
      .insertInto('market_settings')
      .values(rows)
      .onConflict((oc) => oc.column('event_id').doNothing())
      .execute();
  },
};
