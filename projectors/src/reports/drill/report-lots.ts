import type { ReportParameters, ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import { exactIntOrNull } from '../../shared/exact-paise.js';
import type { ReportQueryContext } from '../report-query.js';
import type { ReportRowsSql } from '../report-rows.js';

/**
 * A lot's status as the reports name it (issue 13): the auction screens' finer states folded into what an
 * office reads in a register. A lot whose slot ended without a bid, or whose bid was never approved, did not
 * sell that day: it is Unsold, whatever a screen still calls it. Weighed is Sold; a decision not yet weighed is
 * Approved or Rejected; otherwise In auction while its slot runs, Inwarded before it has one.
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

/** The status in SQL, as of the request's clock (a slot that has ended leaves its lots Unsold). */
const statusSql = (now: Date) => sql<ReportLotStatus>`case
    when l.net_grams is not null then 'Sold'
    when l.decision = 'approved' then 'Approved'
    when l.decision = 'rejected' then 'Rejected'
    when l.slot_ends_at <= ${now} then 'Unsold'
    when l.slot_id is not null then 'In auction'
    else 'Inwarded' end`;

/** Sold and the farmer not paid all of the net yet (accounts.farmer-dues: paid < net). */
const unpaidSql = sql<boolean>`(l.net_grams is not null and fl.net_paise is not null
    and coalesce(fl.paid_paise, 0) < fl.net_paise)`;

/** Text trimmed, blank as null. */
const blank = (column: string) => sql<string | null>`nullif(btrim(${sql.ref(column)}), '')`;

/** The village a farmer is known by: the area of the town when the master has one (and it differs), else the town. */
const villageSql = sql<string | null>`case
    when ${blank('c.area_name')} is not null and ${blank('c.city')} is not null
      and lower(${blank('c.area_name')}) <> lower(${blank('c.city')})
    then ${blank('c.area_name')} || ', ' || ${blank('c.city')}
    else coalesce(${blank('c.area_name')}, ${blank('c.city')}) end`;

/** The lot's cells that are figures (paise and grams: int8 arrives as text, read exactly). */
const FIGURES = [
  'lotNo',
  'netGrams',
  'ratePaise',
  'amountPaise',
  'farmerLevyPaise',
  'farmerNetPaise',
  'reelerLevyPaise',
  'reelerPayablePaise',
] as const;

/** A lot as a report row: every cell the register and the drill-down read, figures as exact numbers. */
function lotRow(record: Record<string, unknown>): ReportRow {
  const row = { ...record } as Record<string, unknown>;
  for (const key of FIGURES) row[key] = exactIntOrNull(record[key] as string | number | null);
  return row as ReportRow;
}

/**
 * The lots the caller's scope reaches, filtered by what the parameters name (`status` too), in date, market, lot
 * order, as SQL rows whose columns are the lot register's and the drill-down's keys: the report machine pages,
 * totals and streams them in the database (issue 28).
 */
export function reportLotsSql(ctx: ReportQueryContext, p: ReportParameters): ReportRowsSql {
  const now = ctx.now ?? new Date();
  let q = ctx.db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .leftJoin('customers as c', 'c.customer_id', 'l.farmer_id')
    .leftJoin('cocoon_types as ct', 'ct.cocoon_id', 'l.cocoon_type_id')
    .leftJoin('branches as b', 'b.branch_id', 'l.branch_id')
    .leftJoin('accounts_farmer_lots as fl', 'fl.lot_id', 'l.lot_id')
    .select((eb) => [
      'l.lot_id as lotId',
      sql<string>`coalesce(b.name_en, '')`.as('market'),
      'l.inward_date as date',
      'l.lot_no as lotNo',
      'l.farmer_code as farmerCode',
      'l.farmer_name as farmerName',
      blank('c.father_name').as('fatherName'),
      villageSql.as('village'),
      eb.fn.coalesce('ct.name', 'l.silk_name').as('race'),
      'l.net_grams as netGrams',
      sql<number | null>`case when l.net_grams is not null then l.rate_paise end`.as('ratePaise'),
      'l.amount_paise as amountPaise',
      'l.farmer_levy_paise as farmerLevyPaise',
      'l.farmer_net_paise as farmerNetPaise',
      'l.reeler_levy_paise as reelerLevyPaise',
      'l.reeler_payable_paise as reelerPayablePaise',
      sql<string | null>`case when l.decision = 'approved' then l.highest_reeler_name end`.as('reelerName'),
      statusSql(now).as('status'),
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
  if (p.status === 'sold') q = q.where('l.net_grams', 'is not', null);
  else if (p.status === 'unsold') q = q.where(statusSql(now), '=', 'Unsold');
  else if (p.status === 'rejected') q = q.where(statusSql(now), '=', 'Rejected');
  else if (p.status === 'unpaid') q = q.where(unpaidSql, '=', true);
  return { select: q, orderBy: ['date', 'market', 'lotNo', 'lotId'], toRow: lotRow };
}
