import {
  AUCTION_DAY_EVENT_TYPES,
  auctionDayEventSchema,
  LOT_EVENT_TYPES,
  type LotEvent,
  lotEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql, type UpdateObject } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection, ReadModelTransaction } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';
import { addPendingCorrections, createAuctionTables } from './auction.schema.js';

type Stamp = { at: string; by: string | null };

/**
 * The e-auction read model: one row per lot with its figures, current slot, highest bid, decision and weight;
 * every bid; every slot. Bids are the hot path (1,500 bids/s): a batch's bids are written three statements at a
 * time (writeBids).
 */
export const auctionProjection: Projection = {
  name: 'auction.lots',
  eventTypes: [...LOT_EVENT_TYPES, ...AUCTION_DAY_EVENT_TYPES],
  tables: ['auction_lots', 'auction_bids', 'auction_slots'],
  migrations: { '0001_create': createAuctionTables, '0002_pending_corrections': addPendingCorrections },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    // Bids next to each other in the batch are written together (writeBids); anything else first writes them.
    let bids: Array<{ bid: BidPlacedData; stamp: Stamp }> = [];
    const writePendingBids = async () => {
      if (bids.length > 0) await writeBids(db, bids);
      bids = [];
    };
    for (const recorded of events) {
      const stamp: Stamp = stampOf(recorded);
      if (recorded.type === 'LotNumberAllocated') continue;
      if (recorded.type === 'BidPlaced') {
        const event = lotEventSchema.parse({ type: recorded.type, data: recorded.data });
        if (event.type === 'BidPlaced') bids.push({ bid: event.data, stamp });
        continue;
      }
      await writePendingBids();
      if (recorded.type === 'SlotScheduled') {
        const event = auctionDayEventSchema.parse({ type: recorded.type, data: recorded.data });
        if (event.type !== 'SlotScheduled') continue;
        const s = event.data;
        await db
          .insertInto('auction_slots')
          .values({
            slot_id: s.slotId,
            branch_id: s.marketId,
            inward_date: s.inwardDate,
            slot_no: s.slotNo,
            starts_at: s.startsAt,
            ends_at: s.endsAt,
            lot_from: s.lotFrom,
            lot_to: s.lotTo,
            lot_count: s.lots.length,
            created_at: stamp.at,
            created_by: stamp.by,
          })
          .execute();
        continue;
      }
      await applyLotEvent(db, lotEventSchema.parse({ type: recorded.type, data: recorded.data }), stamp);
    }
    await writePendingBids();
  },
};

type BidPlacedData = Extract<LotEvent, { type: 'BidPlaced' }>['data'];

/**
 * A run of bids in three statements, however many bids (issue 28: in the closing minute a batch holds many bids,
 * and the projector's cost is its number of statements): every bid's row; each lot's counts and its highest bid,
 * the run's last bid on it, as bid-by-bid writes would leave it; each slot's count.
 */
async function writeBids(
  db: ReadModelTransaction,
  run: ReadonlyArray<{ bid: BidPlacedData; stamp: Stamp }>,
): Promise<void> {
  const rows = run.map(({ bid }) => ({
    bid_id: bid.bidId,
    lot_id: bid.lotId,
    slot_id: bid.slotId,
    bid_no: bid.bidNo,
    reeler_id: bid.reelerId,
    reeler_name: bid.reelerName,
    reeler_code: bid.reelerCode,
    amount_paise: bid.amountPaise,
    placed_at: bid.placedAt,
  }));
  await sql`insert into auction_bids (bid_id, lot_id, branch_id, slot_id, bid_no, reeler_id, reeler_name,
      reeler_code, amount_paise, placed_at)
    select v.bid_id, v.lot_id, l.branch_id, v.slot_id, v.bid_no, v.reeler_id, v.reeler_name, v.reeler_code,
      v.amount_paise, v.placed_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(bid_id uuid, lot_id uuid,
      slot_id uuid, bid_no integer, reeler_id uuid, reeler_name text, reeler_code text, amount_paise integer,
      placed_at timestamptz)
    left join auction_lots l on l.lot_id = v.lot_id`.execute(db);

  const lots = new Map<string, { bid: BidPlacedData; stamp: Stamp; count: number }>();
  const slots = new Map<string, number>();
  for (const { bid, stamp } of run) {
    lots.set(bid.lotId, { bid, stamp, count: (lots.get(bid.lotId)?.count ?? 0) + 1 });
    slots.set(bid.slotId, (slots.get(bid.slotId) ?? 0) + 1);
  }
  const lotRows = [...lots.values()].map(({ bid, stamp, count }) => ({
    lot_id: bid.lotId,
    bid_no: bid.bidNo,
    count,
    bid_id: bid.bidId,
    amount_paise: bid.amountPaise,
    reeler_id: bid.reelerId,
    reeler_name: bid.reelerName,
    reeler_code: bid.reelerCode,
    placed_at: bid.placedAt,
    updated_at: stamp.at,
  }));
  await sql`update auction_lots l set bid_count = v.bid_no, round_bid_count = l.round_bid_count + v.count,
      highest_bid_id = v.bid_id, highest_bid_paise = v.amount_paise, highest_reeler_id = v.reeler_id,
      highest_reeler_name = v.reeler_name, highest_reeler_code = v.reeler_code, highest_bid_at = v.placed_at,
      updated_at = v.updated_at
    from jsonb_to_recordset(${JSON.stringify(lotRows)}::jsonb) as v(lot_id uuid, bid_no integer, count integer,
      bid_id uuid, amount_paise integer, reeler_id uuid, reeler_name text, reeler_code text,
      placed_at timestamptz, updated_at timestamptz)
    where l.lot_id = v.lot_id`.execute(db);

  const slotRows = [...slots].map(([slot_id, count]) => ({ slot_id, count }));
  await sql`update auction_slots s set bid_count = s.bid_count + v.count
    from jsonb_to_recordset(${JSON.stringify(slotRows)}::jsonb) as v(slot_id uuid, count integer)
    where s.slot_id = v.slot_id`.execute(db);
}

async function applyLotEvent(db: ReadModelTransaction, event: LotEvent, stamp: Stamp): Promise<void> {
  const update = (lotId: string, values: UpdateObject<ReadModels, 'auction_lots'>) =>
    db
      .updateTable('auction_lots')
      .set({ ...values, updated_at: stamp.at })
      .where('lot_id', '=', lotId)
      .execute();
  switch (event.type) {
    case 'LotInwarded': {
      const d = event.data;
      await db
        .insertInto('auction_lots')
        .values({
          lot_id: d.lotId,
          branch_id: d.marketId,
          inward_date: d.inwardDate,
          lot_no: d.lotNo,
          farmer_id: d.farmerId,
          farmer_name: d.farmerName,
          farmer_code: d.farmerCode,
          cocoon_type_id: d.cocoonTypeId,
          silk_name: d.silkName,
          lays: d.lays,
          cocoon_weight_grams: d.cocoonWeightGrams,
          sample_count: d.sample.sampleCount,
          cocoon_weight_mg: d.sample.cocoonWeightMg,
          shell_weight_mg: d.sample.shellWeightMg,
          defective_count: d.sample.defectiveCount,
          shell_ratio_bp: d.assay.shellRatioBp,
          defect_bp: d.assay.defectBp,
          cocoons_per_kg: d.assay.cocoonsPerKg,
          renditta_x100: d.assay.rendittaX100,
          floor_price_paise: d.assay.floorPricePaisePerKg,
          created_at: stamp.at,
          created_by: stamp.by,
          updated_at: stamp.at,
        })
        .execute();
      return;
    }
    case 'LotPlacedInSlot': {
      const d = event.data;
      // A new slot is a new round: the previous slot's highest bid and decision stay in the bid history.
      await update(d.lotId, {
        slot_id: d.slotId,
        slot_no: d.slotNo,
        slot_starts_at: d.startsAt,
        slot_ends_at: d.endsAt,
        round_bid_count: 0,
        highest_bid_id: null,
        highest_bid_paise: null,
        highest_reeler_id: null,
        highest_reeler_name: null,
        highest_reeler_code: null,
        highest_bid_at: null,
        decision: null,
        decision_reason: null,
        decided_at: null,
        decided_by: null,
      });
      return;
    }
    case 'BidApproved':
    case 'BidRejected':
      await update(event.data.lotId, {
        decision: event.type === 'BidApproved' ? 'approved' : 'rejected',
        decision_reason: event.data.reason,
        decided_at: stamp.at,
        decided_by: stamp.by,
      });
      return;
    case 'LotWeighed':
    case 'LotWeightCorrected': {
      const d = event.data;
      await update(d.lotId, {
        net_grams: d.netGrams,
        crates: d.crates ? JSON.stringify(d.crates) : null,
        rate_paise: d.ratePaise,
        amount_paise: d.amountPaise,
        farmer_levy_paise: d.farmerLevyPaise,
        reeler_levy_paise: d.reelerLevyPaise,
        farmer_net_paise: d.farmerNetPaise,
        reeler_payable_paise: d.reelerPayablePaise,
        weighed_at: stamp.at,
        weighed_by: stamp.by,
        ...(event.type === 'LotWeightCorrected'
          ? { weight_corrections: sql`weight_corrections + 1`, pending_correction: null }
          : {}),
      });
      return;
    }
    case 'WeightCorrectionRequested': {
      const d = event.data;
      await update(d.lotId, {
        pending_correction: JSON.stringify({
          requestId: d.requestId,
          netGrams: d.netGrams,
          previousNetGrams: d.previousNetGrams,
          farmerNetPaise: d.farmerNetPaise,
          previousFarmerNetPaise: d.previousFarmerNetPaise,
          reason: d.reason,
          requestedBy: d.requestedBy,
          requestedAt: d.requestedAt,
        }) as never,
      });
      return;
    }
    case 'WeightCorrectionRejected':
      await update(event.data.lotId, { pending_correction: null });
      return;
  }
}
