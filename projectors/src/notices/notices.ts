import {
  NOTICE_PREFERENCE_EVENT_TYPES,
  NOTICE_TEMPLATE_EVENT_TYPES,
  noticePreferenceEventSchema,
  noticeTemplateEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';

const TEMPLATE_TYPES: readonly string[] = NOTICE_TEMPLATE_EVENT_TYPES;

/**
 * The SMS template registry and the farmers' notice preferences (issue 25 part 5), as the registry screen and
 * the notices worker read them. Upserts keyed by template, market and farmer: a rebuild gives the same rows.
 */
export const noticesProjection: Projection = {
  name: 'notices.registry',
  eventTypes: [...NOTICE_TEMPLATE_EVENT_TYPES, ...NOTICE_PREFERENCE_EVENT_TYPES],
  tables: ['notice_templates', 'notice_market_languages', 'notice_farmer_preferences'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('notice_templates')
        .addColumn('template_id', 'uuid', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('dlt_template_id', 'text', (c) => c.notNull())
        .addColumn('gateway_template_id', 'text')
        .addColumn('header', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('slots', 'jsonb', (c) => c.notNull())
        .addColumn('active', 'boolean', (c) => c.notNull())
        .addColumn('saved_by', 'text')
        .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('notice_market_languages')
        .addColumn('market_id', 'uuid', (c) => c.primaryKey())
        .addColumn('language', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('notice_farmer_preferences')
        .addColumn('market_id', 'uuid', (c) => c.notNull())
        .addColumn('farmer_id', 'uuid', (c) => c.notNull())
        .addColumn('language', 'text')
        .addColumn('opt_out', 'boolean', (c) => c.notNull())
        .addColumn('set_by', 'text')
        .addColumn('set_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('notice_farmer_preferences_pkey', ['market_id', 'farmer_id'])
        .execute();
    },
  },
  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      if (TEMPLATE_TYPES.includes(recorded.type)) await applyTemplate(recorded, db);
      else await applyPreference(recorded, db);
    }
  },
};

async function applyTemplate(recorded: RecordedEvent, db: ReadModelTransaction) {
  const event = noticeTemplateEventSchema.parse({ type: recorded.type, data: recorded.data });
  const { at, by } = stampOf(recorded);
  if (event.type === 'NoticeTemplateDeactivated') {
    await db
      .updateTable('notice_templates')
      .set({ active: false })
      .where('template_id', '=', event.data.templateId)
      .execute();
    return;
  }
  const t = event.data;
  const row = {
    purpose: t.purpose,
    dlt_template_id: t.dltTemplateId,
    gateway_template_id: t.gatewayTemplateId,
    header: t.header,
    language: t.language,
    text: t.text,
    slots: JSON.stringify(t.slots),
    active: true,
    saved_by: by,
    saved_at: at,
  };
  await db
    .insertInto('notice_templates')
    .values({ template_id: t.templateId, ...row })
    .onConflict((oc) => oc.column('template_id').doUpdateSet(row))
    .execute();
}

async function applyPreference(recorded: RecordedEvent, db: ReadModelTransaction) {
  const event = noticePreferenceEventSchema.parse({ type: recorded.type, data: recorded.data });
  if (event.type === 'NoticeMarketLanguageSet') {
    await db
      .insertInto('notice_market_languages')
      .values({ market_id: event.data.marketId, language: event.data.language })
      .onConflict((oc) => oc.column('market_id').doUpdateSet({ language: event.data.language }))
      .execute();
    return;
  }
  const { at, by } = stampOf(recorded);
  const row = { language: event.data.language, opt_out: event.data.optOut, set_by: by, set_at: at };
  await db
    .insertInto('notice_farmer_preferences')
    .values({ market_id: event.data.marketId, farmer_id: event.data.farmerId, ...row })
    .onConflict((oc) => oc.columns(['market_id', 'farmer_id']).doUpdateSet(row))
    .execute();
}
