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
 * every bid; every slot. Bids are the hot path (1,500 bids/s), so a bid is two small statements.
 */
export const auctionProjection: Projection = {
  name: 'auction.lots',
  eventTypes: [...LOT_EVENT_TYPES, ...AUCTION_DAY_EVENT_TYPES],
  tables: ['auction_lots', 'auction_bids', 'auction_slots'],
  migrations: { '0001_create': createAuctionTables, '0002_pending_corrections': addPendingCorrections },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const stamp: Stamp = stampOf(recorded);
      if (recorded.type === 'LotNumberAllocated') continue;
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
  },
};

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
    case 'BidPlaced': {
      const d = event.data;
      await db
        .insertInto('auction_bids')
        .values({
          bid_id: d.bidId,
          lot_id: d.lotId,
          branch_id: db.selectFrom('auction_lots').select('branch_id').where('lot_id', '=', d.lotId),
          slot_id: d.slotId,
          bid_no: d.bidNo,
          reeler_id: d.reelerId,
          reeler_name: d.reelerName,
          reeler_code: d.reelerCode,
          amount_paise: d.amountPaise,
          placed_at: d.placedAt,
        })
        .execute();
      await update(d.lotId, {
        bid_count: d.bidNo,
        round_bid_count: sql`round_bid_count + 1`,
        highest_bid_id: d.bidId,
        highest_bid_paise: d.amountPaise,
        highest_reeler_id: d.reelerId,
        highest_reeler_name: d.reelerName,
        highest_reeler_code: d.reelerCode,
        highest_bid_at: d.placedAt,
      });
      await db
        .updateTable('auction_slots')
        .set({ bid_count: sql`bid_count + 1` })
        .where('slot_id', '=', d.slotId)
        .execute();
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
