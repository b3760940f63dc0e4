import {
  businessDate,
  type FarmerPaymentEvent,
  farmerPaymentEventSchema,
  type LotEvent,
  lotEventSchema,
  type PaidLot,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';

async function createTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('wait_lots')
    .addColumn('lot_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_code', 'text', (c) => c.notNull())
    .addColumn('farmer_name', 'text', (c) => c.notNull())
    .addColumn('lot_no', 'integer', (c) => c.notNull())
    .addColumn('reeler_id', 'uuid')
    .addColumn('weighed_on', 'text')
    .addColumn('net_paise', 'bigint')
    .addColumn('paid_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_on', 'text')
    .addColumn('row_id', 'uuid')
    .addColumn('row_status', 'text')
    .execute();
  // The measure reads a market's weighing days; the flags read what is still unpaid.
  await sql`create index wait_lots_weighed on wait_lots (branch_id, weighed_on)`.execute(db);
  await sql`create index wait_lots_unpaid on wait_lots (branch_id, weighed_on)
    where weighed_on is not null and paid_on is null`.execute(db);
  await sql`create index wait_lots_row on wait_lots (row_id) where row_id is not null`.execute(db);
  await db.schema
    .createTable('wait_rows')
    .addColumn('row_id', 'uuid', (c) => c.primaryKey())
    .addColumn('batch_id', 'uuid', (c) => c.notNull())
    .addColumn('lots', 'jsonb', (c) => c.notNull())
    .addColumn('set_offs', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`create index wait_rows_batch on wait_rows (batch_id)`.execute(db);
}

/**
 * A lot is paid on the day its paid amount first reaches its net; a reversal or a correction upwards makes it
 * unpaid again (and a later payment dates it anew). One statement for the lots an event moved.
 */
async function settle(db: ReadModelTransaction, lotIds: readonly string[], on: string): Promise<void> {
  if (lotIds.length === 0) return;
  await sql`update wait_lots set paid_on = case
      when net_paise is not null and paid_paise >= net_paise then coalesce(paid_on, ${on})
      else null end
    where lot_id in (${sql.join(lotIds.map((id) => sql`${id}::uuid`))})`.execute(db);
}

/** Adds `sign` times each lot's amount to what is paid of it. */
async function addPaid(db: ReadModelTransaction, lots: readonly PaidLot[], sign: 1 | -1): Promise<void> {
  if (lots.length === 0) return;
  const values = sql.join(lots.map((lot) => sql`(${lot.lotId}::uuid, ${lot.amountPaise}::bigint)`));
  await sql`update wait_lots l set paid_paise = l.paid_paise + ${sign} * v.amount
    from (values ${values}) as v(lot_id, amount) where l.lot_id = v.lot_id`.execute(db);
}

const lotIdsOf = (...lists: readonly (readonly PaidLot[] | undefined)[]) => [
  ...new Set(lists.flatMap((lots) => (lots ?? []).map((l) => l.lotId))),
];

async function applyLotEvent(db: ReadModelTransaction, event: LotEvent, day: string): Promise<void> {
  switch (event.type) {
    case 'LotInwarded': {
      const d = event.data;
      await db
        .insertInto('wait_lots')
        .values({
          lot_id: d.lotId,
          branch_id: d.marketId,
          farmer_id: d.farmerId,
          farmer_code: d.farmerCode,
          farmer_name: d.farmerName,
          lot_no: d.lotNo,
          reeler_id: null,
          weighed_on: null,
          net_paise: null,
          paid_paise: 0,
          paid_on: null,
          row_id: null,
          row_status: null,
        })
        .onConflict((oc) => oc.column('lot_id').doNothing())
        .execute();
      return;
    }
    case 'LotWeighed':
    case 'LotWeightCorrected':
      // A correction changes the net, not when the farmer started waiting.
      await db
        .updateTable('wait_lots')
        .set({
          reeler_id: event.data.reelerId,
          net_paise: event.data.farmerNetPaise,
          weighed_on: sql<string>`coalesce(weighed_on, ${day})`,
        })
        .where('lot_id', '=', event.data.lotId)
        .execute();
      await settle(db, [event.data.lotId], day);
      return;
    default:
      return;
  }
}

async function applyPaymentEvent(db: ReadModelTransaction, event: FarmerPaymentEvent): Promise<void> {
  switch (event.type) {
    case 'FarmerPaidInCash': {
      const d = event.data;
      await addPaid(db, d.lots, 1);
      await addPaid(db, d.setOffs ?? [], -1);
      // Cash counts as paid the day it is handed over.
      await settle(db, lotIdsOf(d.lots, d.setOffs), d.paidOn);
      return;
    }
    case 'FarmerPaymentReversed': {
      const d = event.data;
      await addPaid(db, d.lots, -1);
      await addPaid(db, d.setOffs ?? [], 1);
      await settle(db, lotIdsOf(d.lots, d.setOffs), d.reversedOn);
      return;
    }
    case 'BatchRowsAdded': {
      const d = event.data;
      await db
        .insertInto('wait_rows')
        .values(
          d.rows.map((row) => ({
            row_id: row.rowId,
            batch_id: d.batchId,
            lots: JSON.stringify(row.lots),
            set_offs: JSON.stringify(row.setOffs ?? []),
          })),
        )
        .execute();
      for (const row of d.rows)
        await db
          .updateTable('wait_lots')
          .set({ row_id: row.rowId, row_status: 'added' })
          .where(
            'lot_id',
            'in',
            row.lots.map((l) => l.lotId),
          )
          .execute();
      return;
    }
    case 'BatchRowRemoved':
      await db
        .updateTable('wait_lots')
        .set({ row_status: 'removed' })
        .where('row_id', '=', event.data.rowId)
        .execute();
      return;
    case 'BatchExported':
      // The file is made: the run left the market (approved), its rows await the bank's answer.
      await db
        .updateTable('wait_lots')
        .set({ row_status: 'processing' })
        .where('row_status', '=', 'added')
        .where('row_id', 'in', (eb) =>
          eb.selectFrom('wait_rows').select('row_id').where('batch_id', '=', event.data.batchId),
        )
        .execute();
      return;
    case 'BatchRowPaid': {
      const row = await db
        .selectFrom('wait_rows')
        .select(['lots', 'set_offs'])
        .where('row_id', '=', event.data.rowId)
        .executeTakeFirst();
      if (!row) return;
      await addPaid(db, row.lots, 1);
      await addPaid(db, row.set_offs, -1);
      await db
        .updateTable('wait_lots')
        .set({ row_status: 'paid' })
        .where('row_id', '=', event.data.rowId)
        .execute();
      // The bank's credit date, not the day the response file was read.
      await settle(db, lotIdsOf(row.lots, row.set_offs), event.data.paidOn);
      return;
    }
    case 'BatchRowFailed':
      await db
        .updateTable('wait_lots')
        .set({ row_status: 'failed' })
        .where('row_id', '=', event.data.rowId)
        .execute();
      return;
    default:
      return;
  }
}

const LOT_TYPES = new Set(['LotInwarded', 'LotWeighed', 'LotWeightCorrected']);

/**
 * The farmer's wait per weighed lot (issue 25, "The wait, measured"): the weighing date, the farmer, and the date
 * the lot's farmer net was fully paid — the bank's credit date (`BatchRowPaid.paidOn`) or the day of a cash
 * payment — with where its last bank row stands, from which the reason of a late payment is derived. Working days
 * are counted at query time from the market's calendar (holidays and weekly holiday), so a holiday entered late
 * still counts.
 */
export const lotWaitsProjection: Projection = {
  name: 'accounts.lot-waits',
  eventTypes: [
    'LotInwarded',
    'LotWeighed',
    'LotWeightCorrected',
    'FarmerPaidInCash',
    'FarmerPaymentReversed',
    'BatchRowsAdded',
    'BatchRowRemoved',
    'BatchExported',
    'BatchRowPaid',
    'BatchRowFailed',
  ],
  tables: ['wait_lots', 'wait_rows'],
  migrations: { '0001_create': createTables },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const parsed = { type: recorded.type, data: recorded.data };
      if (LOT_TYPES.has(recorded.type))
        await applyLotEvent(db, lotEventSchema.parse(parsed), businessDate(new Date(stampOf(recorded).at)));
      else await applyPaymentEvent(db, farmerPaymentEventSchema.parse(parsed));
    }
  },
};
