import type { LotStatusFilter, ReportParameters, ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQueryContext } from '../report-query.js';

/**
 * A lot's status as the reports name it (issue 13): the auction screens' finer states folded into what an
 * office reads in a register. A lot whose slot ended without a bid, or whose bid was never approved, did not
 * sell that day: it is Unsold, whatever a screen still calls it.
 */
export const REPORT_LOT_STATUSES = [
  'Sold',
  'Approved',
  'Rejected',
  'Unsold',
  'In auction',
  'Inwarded',
] as const;
export type ReportLotStatus = (typeof REPORT_LOT_STATUSES)[number];

export interface ReportLotFacts {
  weighed: boolean;
  decision: 'approved' | 'rejected' | null;
  slotEndsAt: Date | string | null;
  hasSlot: boolean;
}

export function reportLotStatus(lot: ReportLotFacts, now: Date): ReportLotStatus {
  if (lot.weighed) return 'Sold';
  if (lot.decision === 'approved') return 'Approved';
  if (lot.decision === 'rejected') return 'Rejected';
  if (lot.slotEndsAt && new Date(lot.slotEndsAt) <= now) return 'Unsold';
  return lot.hasSlot ? 'In auction' : 'Inwarded';
}

/** One lot as both the lot register and the drill-down read it (money in paise, weight in grams). */
export interface ReportLot {
  lotId: string;
  marketId: string;
  market: string;
  date: string;
  lotNo: number;
  farmerCode: string;
  farmerName: string;
  fatherName: string | null;
  village: string | null;
  race: string;
  netGrams: number | null;
  ratePaise: number | null;
  amountPaise: number | null;
  farmerLevyPaise: number | null;
  farmerNetPaise: number | null;
  reelerLevyPaise: number | null;
  reelerPayablePaise: number | null;
  reelerName: string | null;
  status: ReportLotStatus;
  /** Sold and the farmer not paid all of the net yet (accounts.farmer-dues: paid < net). */
  unpaid: boolean;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The village a farmer is known by: the area of the town when the master has one (and it differs), else the town. */
function villageOf(area: string | null, city: string | null): string | null {
  const a = blank(area);
  const c = blank(city);
  return a && c && a.toLowerCase() !== c.toLowerCase() ? `${a}, ${c}` : (a ?? c);
}

/** The lots the caller's scope reaches, filtered by what the parameters name, in date, market, lot order. */
export async function reportLots(ctx: ReportQueryContext, p: ReportParameters): Promise<ReportLot[]> {
  let q = ctx.db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .leftJoin('customers as c', 'c.customer_id', 'l.farmer_id')
    .leftJoin('cocoon_types as ct', 'ct.cocoon_id', 'l.cocoon_type_id')
    .leftJoin('branches as b', 'b.branch_id', 'l.branch_id')
    .leftJoin('accounts_farmer_lots as fl', 'fl.lot_id', 'l.lot_id')
    .select([
      'l.lot_id',
      'l.branch_id',
      'l.inward_date',
      'l.lot_no',
      'l.farmer_code',
      'l.farmer_name',
      'l.silk_name',
      'l.net_grams',
      'l.rate_paise',
      'l.amount_paise',
      'l.farmer_levy_paise',
      'l.farmer_net_paise',
      'l.reeler_levy_paise',
      'l.reeler_payable_paise',
      'l.highest_reeler_name',
      'l.decision',
      'l.slot_id',
      'l.slot_ends_at',
      'c.father_name',
      'c.city',
      'c.area_name',
      'ct.name as cocoon_type_name',
      'b.name_en as market_name',
      'fl.net_paise as due_net_paise',
      'fl.paid_paise as due_paid_paise',
    ])
    .where(scopeFilter(ctx.scope, 'l.branch_id'));
  if (p.marketId) q = q.where('l.branch_id', '=', p.marketId);
  if (p.from) q = q.where('l.inward_date', '>=', p.from);
  if (p.to) q = q.where('l.inward_date', '<=', p.to);
  if (p.date) q = q.where('l.inward_date', '=', p.date);
  if (p.cocoonTypeId) q = q.where('l.cocoon_type_id', '=', p.cocoonTypeId);
  if (p.farmerId) q = q.where('l.farmer_id', '=', p.farmerId);
  // The buyer of a lot is its highest bidder once approved; a reeler's lots are the ones they bought.
  if (p.reelerId) q = q.where('l.highest_reeler_id', '=', p.reelerId).where('l.decision', '=', 'approved');
  if (p.tscId) q = q.where('c.tsc_id', '=', p.tscId);
  if (p.adOfficeId) q = q.where('b.ad_office_id', '=', p.adOfficeId);
  if (p.regionId) q = q.where('b.region_id', '=', p.regionId);
  if (p.minRatePaise !== undefined) q = q.where('l.rate_paise', '>=', p.minRatePaise);
  if (p.maxRatePaise !== undefined) q = q.where('l.rate_paise', '<=', p.maxRatePaise);
  const rows = await q.orderBy('l.inward_date').orderBy(sql`b.name_en`).orderBy('l.lot_no').execute();
  const now = ctx.now ?? new Date();
  return rows.map((r) => {
    const weighed = r.net_grams !== null;
    const net = num(r.due_net_paise);
    const paid = num(r.due_paid_paise) ?? 0;
    return {
      lotId: r.lot_id,
      marketId: r.branch_id,
      market: r.market_name ?? '',
      date: r.inward_date,
      lotNo: r.lot_no,
      farmerCode: r.farmer_code,
      farmerName: r.farmer_name,
      fatherName: blank(r.father_name),
      village: villageOf(r.area_name, r.city),
      race: r.cocoon_type_name ?? r.silk_name,
      netGrams: r.net_grams,
      ratePaise: weighed ? r.rate_paise : null,
      amountPaise: num(r.amount_paise),
      farmerLevyPaise: num(r.farmer_levy_paise),
      farmerNetPaise: num(r.farmer_net_paise),
      reelerLevyPaise: num(r.reeler_levy_paise),
      reelerPayablePaise: num(r.reeler_payable_paise),
      reelerName: r.decision === 'approved' ? r.highest_reeler_name : null,
      status: reportLotStatus(
        { weighed, decision: r.decision, slotEndsAt: r.slot_ends_at, hasSlot: r.slot_id !== null },
        now,
      ),
      unpaid: weighed && net !== null && paid < net,
    };
  });
}

/** Does a lot pass the `status` filter of a report (`all` or absent: every lot)? */
export function matchesStatus(lot: ReportLot, status: LotStatusFilter | undefined): boolean {
  if (status === 'sold') return lot.status === 'Sold';
  if (status === 'unsold') return lot.status === 'Unsold';
  if (status === 'rejected') return lot.status === 'Rejected';
  if (status === 'unpaid') return lot.unpaid;
  return true;
}

/** A lot as a report row: the columns' keys, and the drill filter that names exactly this lot's day. */
export function lotRow(lot: ReportLot): ReportRow {
  const { marketId: _m, unpaid: _u, ...cells } = lot;
  return { ...cells };
}
