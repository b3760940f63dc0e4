import { type BidRow, istTime, type LotRow, lotStatusOf, type SlotRow, slotStatusOf } from '@cocoon/domain';
import { sql } from 'kysely';
import type { RowFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';

export type { RowFilter };

const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : v ? String(v) : null);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function selectLots(db: ReadModelDb) {
  return db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .leftJoin('branches as b', 'b.branch_id', 'l.branch_id')
    .selectAll('l')
    .select(['b.branch_code as market_code', 'b.name_en as market_name']);
}

type LotRecord = Awaited<ReturnType<ReturnType<typeof selectLots>['execute']>>[number];

function toLotRow(r: LotRecord, now: Date): LotRow {
  const row: Omit<LotRow, 'status'> = {
    lotId: r.lot_id,
    marketId: r.branch_id,
    marketCode: r.market_code ?? null,
    marketName: r.market_name ?? null,
    inwardDate: r.inward_date,
    lotNo: r.lot_no,
    farmerId: r.farmer_id,
    farmerName: r.farmer_name,
    farmerCode: r.farmer_code,
    cocoonTypeId: r.cocoon_type_id,
    silkName: r.silk_name,
    lays: r.lays,
    cocoonWeightGrams: r.cocoon_weight_grams,
    sampleCount: r.sample_count,
    cocoonWeightMg: r.cocoon_weight_mg,
    shellWeightMg: r.shell_weight_mg,
    defectiveCount: r.defective_count,
    shellRatioBp: r.shell_ratio_bp,
    defectBp: r.defect_bp,
    cocoonsPerKg: r.cocoons_per_kg,
    rendittaX100: r.renditta_x100,
    floorPricePaise: r.floor_price_paise,
    slotId: r.slot_id,
    slotNo: r.slot_no,
    slotStartsAt: iso(r.slot_starts_at),
    slotEndsAt: iso(r.slot_ends_at),
    bidCount: r.bid_count,
    roundBidCount: r.round_bid_count,
    highestBidPaise: r.highest_bid_paise,
    highestReelerId: r.highest_reeler_id,
    highestReelerName: r.highest_reeler_name,
    highestReelerCode: r.highest_reeler_code,
    highestBidAt: iso(r.highest_bid_at),
    decision: r.decision,
    decisionReason: r.decision_reason,
    decidedAt: iso(r.decided_at),
    decidedBy: r.decided_by,
    netGrams: r.net_grams,
    crates: r.crates,
    ratePaise: r.rate_paise,
    amountPaise: num(r.amount_paise),
    farmerLevyPaise: num(r.farmer_levy_paise),
    reelerLevyPaise: num(r.reeler_levy_paise),
    farmerNetPaise: num(r.farmer_net_paise),
    reelerPayablePaise: num(r.reeler_payable_paise),
    weighedAt: iso(r.weighed_at),
    weighedBy: r.weighed_by,
    weightCorrections: r.weight_corrections,
    pendingCorrection: r.pending_correction,
    createdBy: r.created_by,
    createdAt: iso(r.created_at) ?? '',
  };
  const status = lotStatusOf(
    {
      weighed: row.netGrams !== null,
      slotStartsAt: row.slotStartsAt,
      slotEndsAt: row.slotEndsAt,
      decision: row.decision,
      roundBids: row.roundBidCount,
    },
    now,
  );
  return { ...row, status };
}

export interface LotQuery {
  /** Market scope (and the market picked, if any) as SQL over `l.branch_id`. */
  where: RowFilter;
  date?: string;
  slotId?: string;
  slotIds?: readonly string[];
  lotId?: string;
  /** Only the lots whose correction awaits approval (any date). */
  pendingCorrection?: boolean;
}

export async function findLots(db: ReadModelDb, query: LotQuery, now: Date): Promise<LotRow[]> {
  let q = selectLots(db).where(query.where);
  if (query.date) q = q.where('l.inward_date', '=', query.date);
  if (query.slotId) q = q.where('l.slot_id', '=', query.slotId);
  if (query.slotIds) {
    if (query.slotIds.length === 0) return [];
    q = q.where('l.slot_id', 'in', query.slotIds);
  }
  if (query.lotId) q = q.where('l.lot_id', '=', query.lotId);
  if (query.pendingCorrection) q = q.where('l.pending_correction', 'is not', null);
  const rows = await q.orderBy('l.inward_date').orderBy('b.branch_code').orderBy('l.lot_no').execute();
  return rows.map((r) => toLotRow(r, now));
}

export interface SlotQuery {
  where: RowFilter;
  date?: string;
  slotNo?: number;
  slotId?: string;
}

export async function findSlots(db: ReadModelDb, query: SlotQuery, now: Date): Promise<SlotRow[]> {
  let q = db
    .withSchema('read')
    .selectFrom('auction_slots as s')
    .leftJoin('branches as b', 'b.branch_id', 's.branch_id')
    .selectAll('s')
    .select(['b.branch_code as market_code'])
    .select(
      sql<number>`(select count(*) from read.auction_lots l where l.slot_id = s.slot_id and l.round_bid_count > 0)::int`.as(
        'lots_with_bids',
      ),
    )
    .select(
      sql<number>`(select count(*) from read.auction_lots l where l.slot_id = s.slot_id and l.decision is not null)::int`.as(
        'decided',
      ),
    )
    // scope filters are written against `branch_id`; the slot table's own column carries that name.
    .where((eb) => query.where(eb));
  if (query.date) q = q.where('s.inward_date', '=', query.date);
  if (query.slotNo !== undefined) q = q.where('s.slot_no', '=', query.slotNo);
  if (query.slotId) q = q.where('s.slot_id', '=', query.slotId);
  const rows = await q.orderBy('s.starts_at').orderBy('b.branch_code').execute();
  return rows.map((r) => {
    const startsAt = iso(r.starts_at) ?? '';
    const endsAt = iso(r.ends_at) ?? '';
    return {
      slotId: r.slot_id,
      marketId: r.branch_id,
      marketCode: r.market_code ?? null,
      inwardDate: r.inward_date,
      slotNo: r.slot_no,
      startTime: istTime(startsAt),
      endTime: istTime(endsAt),
      startsAt,
      endsAt,
      durationMinutes: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000),
      lotFrom: r.lot_from,
      lotTo: r.lot_to,
      lotCount: r.lot_count,
      bidCount: r.bid_count,
      lotsWithBids: r.lots_with_bids,
      decidedCount: r.decided,
      status: slotStatusOf({ startsAt, endsAt, lotsWithBids: r.lots_with_bids, decided: r.decided }, now),
    };
  });
}

export async function findBids(db: ReadModelDb, lotId: string): Promise<BidRow[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('auction_bids')
    .selectAll()
    .where('lot_id', '=', lotId)
    .orderBy('bid_no')
    .execute();
  return rows.map((r) => ({
    bidId: r.bid_id,
    lotId: r.lot_id,
    slotId: r.slot_id,
    bidNo: r.bid_no,
    reelerId: r.reeler_id,
    reelerName: r.reeler_name,
    reelerCode: r.reeler_code,
    amountPaise: r.amount_paise,
    placedAt: iso(r.placed_at) ?? '',
  }));
}

/**
 * A reeler's own highest bid per lot and slot of the given slots: the bidding page shows "your bid" of the lot's
 * current round, and what became of a bid of an earlier slot the lot has left (rejected, then put in a new slot).
 */
export async function myBids(
  db: ReadModelDb,
  reelerId: string,
  slotIds: readonly string[],
): Promise<{ lotId: string; slotId: string; amountPaise: number }[]> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .withSchema('read')
    .selectFrom('auction_bids')
    .select(['lot_id', 'slot_id', sql<number>`max(amount_paise)::int`.as('amount')])
    .where('reeler_id', '=', reelerId)
    .where('slot_id', 'in', slotIds)
    .groupBy(['lot_id', 'slot_id'])
    .execute();
  return rows.map((r) => ({ lotId: r.lot_id, slotId: r.slot_id, amountPaise: r.amount }));
}
