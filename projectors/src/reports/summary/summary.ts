import {
  CUSTOMER_EVENT_TYPES,
  customerEventSchema,
  LOT_EVENT_TYPES,
  type LotEvent,
  type LotInwardedData,
  lotEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql, type UpdateObject } from 'kysely';
import type { ReadModels } from '../../read-models.js';
import type { Projection, ReadModelTransaction } from '../../runtime/types.js';
import { type MarketDayKey, refreshMarketDays } from './market-days.js';
import { createSummaryTables } from './summary.schema.js';

// Bids never change a reported figure, so the summary does not follow them (1,500 bids/s stay off this path).
const LOT_TYPES = LOT_EVENT_TYPES.filter((t) => t !== 'BidPlaced');
const CUSTOMER_TYPES = CUSTOMER_EVENT_TYPES.filter(
  (t) => t === 'CustomerRegistered' || t === 'CustomerUpdated',
);

/**
 * The MIS summary: one slim row per lot and one per market, market day and race, so reports over ten years of
 * 25 markets read thousands of rows instead of millions. A market day is recomputed from its lots (never
 * incremented) once per batch for the days whose lots changed, so a replayed or corrected lot cannot drift it.
 */
export const summaryProjection: Projection = {
  name: 'reports.summary',
  eventTypes: [...LOT_TYPES, ...CUSTOMER_TYPES],
  tables: [
    'report_lots',
    'report_market_days',
    'report_reeler_months',
    'report_tsc_months',
    'report_customers',
  ],
  migrations: { '0001_create': createSummaryTables },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    const touched: MarketDayKey[] = [];
    // A market morning is hundreds of inwards in a row: one INSERT for each run of them, written before
    // any other event so that event sees the lots (and a customer change lands between the lots around it).
    let inwards: LotInwardedData[] = [];
    const flush = async () => {
      if (inwards.length > 0) await insertLots(db, inwards);
      inwards = [];
    };
    for (const recorded of events) {
      if (recorded.type === 'LotInwarded') {
        const event = lotEventSchema.parse({ type: recorded.type, data: recorded.data });
        if (event.type !== 'LotInwarded') continue;
        const d = event.data;
        inwards.push(d);
        touched.push({ branchId: d.marketId, marketDate: d.inwardDate, cocoonTypeId: d.cocoonTypeId });
        continue;
      }
      await flush();
      if ((CUSTOMER_TYPES as readonly string[]).includes(recorded.type)) {
        await applyCustomerEvent(db, recorded);
        continue;
      }
      const key = await applyLotEvent(db, lotEventSchema.parse({ type: recorded.type, data: recorded.data }));
      if (key) touched.push(key);
    }
    await flush();
    if (touched.length > 0) await refreshMarketDays(db, touched);
  },
};

async function insertLots(db: ReadModelTransaction, inwards: readonly LotInwardedData[]): Promise<void> {
  const unique = [...new Map(inwards.map((d) => [d.lotId, d])).values()];
  await db
    .insertInto('report_lots')
    .values(
      unique.map((d) => ({
        lot_id: d.lotId,
        branch_id: d.marketId,
        market_date: d.inwardDate,
        lot_no: d.lotNo,
        cocoon_type_id: d.cocoonTypeId,
        farmer_id: d.farmerId,
        tsc_id: db.selectFrom('report_customers').select('tsc_id').where('customer_id', '=', d.farmerId),
        inward_grams: d.cocoonWeightGrams,
        sold: false,
      })),
    )
    // A batch re-read after a crash delivers the inward again: the row is already there.
    .onConflict((oc) => oc.column('lot_id').doNothing())
    .execute();
}

async function applyCustomerEvent(db: ReadModelTransaction, recorded: RecordedEvent): Promise<void> {
  const event = customerEventSchema.parse({ type: recorded.type, data: recorded.data });
  if (event.type !== 'CustomerRegistered' && event.type !== 'CustomerUpdated') return;
  // The TSC a farmer belongs to now; lots inwarded from here on carry it (earlier lots keep theirs).
  await db
    .insertInto('report_customers')
    .values({ customer_id: event.data.customerId, tsc_id: event.data.tsc })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ tsc_id: event.data.tsc }))
    .execute();
}

/** Applies one lot event; answers the market day whose figures it may change (null when it changes none). */
async function applyLotEvent(db: ReadModelTransaction, event: LotEvent): Promise<MarketDayKey | null> {
  const update = async (lotId: string, values: UpdateObject<ReadModels, 'report_lots'>) => {
    const row = await db
      .updateTable('report_lots')
      .set(values)
      .where('lot_id', '=', lotId)
      .returning([
        'branch_id',
        'cocoon_type_id',
        // Text, not node-pg's local-midnight Date, which shifts the day east of UTC.
        sql<string>`to_char(market_date, 'YYYY-MM-DD')`.as('market_date'),
      ])
      .executeTakeFirst();
    return row
      ? { branchId: row.branch_id, marketDate: row.market_date, cocoonTypeId: row.cocoon_type_id }
      : null;
  };
  switch (event.type) {
    case 'LotInwarded':
      // Written by insertLots, a run of inwards at a time.
      return null;
    case 'LotPlacedInSlot':
      // A new round clears the last round's decision, as on the auction screens.
      return update(event.data.lotId, { decision: null, reeler_id: null });
    case 'BidApproved':
    case 'BidRejected':
      return update(event.data.lotId, {
        decision: event.type === 'BidApproved' ? 'approved' : 'rejected',
        reeler_id: event.type === 'BidApproved' ? event.data.reelerId : null,
      });
    case 'LotWeighed':
    case 'LotWeightCorrected': {
      const d = event.data;
      return update(d.lotId, {
        reeler_id: d.reelerId,
        net_grams: d.netGrams,
        rate_paise: d.ratePaise,
        amount_paise: d.amountPaise,
        farmer_levy_paise: d.farmerLevyPaise,
        reeler_levy_paise: d.reelerLevyPaise,
        farmer_net_paise: d.farmerNetPaise,
        reeler_payable_paise: d.reelerPayablePaise,
        sold: true,
      });
    }
    case 'BidPlaced':
    case 'WeightCorrectionRequested':
    case 'WeightCorrectionRejected':
      return null;
  }
}
