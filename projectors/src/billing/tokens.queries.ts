import type { AuctionToken, InwardToken, TradeRow } from '@cocoon/domain';
import type { RowFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';
import { printCounts, printMarkets, unknownMarket } from './print-details.queries.js';

const iso = (v: Date | string | null) => (v === null ? '' : v instanceof Date ? v.toISOString() : String(v));

export interface TokenQuery {
  /** Market scope (and the market picked) over `l.branch_id`. */
  where: RowFilter;
  date?: string;
  lotNo?: number;
  lotIds?: readonly string[];
}

function selectTokenLots(db: ReadModelDb, query: TokenQuery) {
  let q = db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .leftJoin('customers as f', 'f.customer_id', 'l.farmer_id')
    .leftJoin('customers as r', 'r.customer_id', 'l.highest_reeler_id')
    .selectAll('l')
    .select(['f.city as village', 'r.license_no as reeler_license_no'])
    .where(query.where);
  if (query.date) q = q.where('l.inward_date', '=', query.date);
  if (query.lotNo !== undefined) q = q.where('l.lot_no', '=', query.lotNo);
  if (query.lotIds) q = q.where('l.lot_id', 'in', query.lotIds.length > 0 ? [...query.lotIds] : ['']);
  return q.orderBy('l.inward_date').orderBy('l.lot_no');
}
type TokenLot = Awaited<ReturnType<ReturnType<typeof selectTokenLots>['execute']>>[number];

async function inwardPart(db: ReadModelDb, lots: TokenLot[], kind: 'inward-token' | 'auction-token') {
  const [markets, copies] = await Promise.all([
    printMarkets(
      db,
      lots.map((l) => l.branch_id),
    ),
    printCounts(
      db,
      kind,
      lots.map((l) => l.lot_id),
    ),
  ]);
  return lots.map(
    (l): InwardToken => ({
      lotId: l.lot_id,
      lotNo: l.lot_no,
      inwardDate: l.inward_date,
      market: markets.get(l.branch_id) ?? unknownMarket(l.branch_id),
      farmerId: l.farmer_id,
      farmerCode: l.farmer_code,
      farmerName: l.farmer_name,
      village: l.village ?? null,
      race: l.silk_name,
      lays: l.lays,
      cocoonWeightGrams: l.cocoon_weight_grams,
      sampleCount: l.sample_count,
      cocoonWeightMg: l.cocoon_weight_mg,
      shellWeightMg: l.shell_weight_mg,
      defectiveCount: l.defective_count,
      shellRatioBp: l.shell_ratio_bp,
      defectBp: l.defect_bp,
      rendittaX100: l.renditta_x100,
      floorPricePaisePerKg: l.floor_price_paise,
      inwardedAt: iso(l.created_at),
      inwardedBy: l.created_by,
      printCount: copies.get(l.lot_id) ?? 0,
    }),
  );
}

/** The inward tokens of a date's lots (every lot has one from inward on). */
export async function inwardTokens(db: ReadModelDb, query: TokenQuery): Promise<InwardToken[]> {
  return inwardPart(db, await selectTokenLots(db, query).execute(), 'inward-token');
}

/** The auction tokens (bid slips) of a date's weighed lots, with the crates and the money of both sides. */
export async function auctionTokens(db: ReadModelDb, query: TokenQuery): Promise<AuctionToken[]> {
  const lots = await selectTokenLots(db, query).where('l.net_grams', 'is not', null).execute();
  const heads = await inwardPart(db, lots, 'auction-token');
  return lots.map((l, index) => ({
    ...heads[index]!,
    slotNo: l.slot_no,
    reelerId: String(l.highest_reeler_id),
    reelerCode: String(l.highest_reeler_code),
    reelerName: String(l.highest_reeler_name),
    reelerLicenseNo: l.reeler_license_no ?? null,
    ratePaisePerKg: Number(l.rate_paise),
    crates: (l.crates ?? []).map((c) => ({ ...c, netGrams: c.grossGrams - c.tareGrams })),
    netGrams: Number(l.net_grams),
    amountPaise: Number(l.amount_paise),
    farmerLevyPaise: Number(l.farmer_levy_paise),
    reelerLevyPaise: Number(l.reeler_levy_paise),
    farmerNetPaise: Number(l.farmer_net_paise),
    reelerPayablePaise: Number(l.reeler_payable_paise),
    weighedAt: iso(l.weighed_at),
    weighedBy: l.weighed_by,
    weightCorrections: l.weight_corrections,
  }));
}

export interface TradeQuery {
  where: RowFilter;
  farmerCode?: string;
  reelerCode?: string;
  from?: string;
  to?: string;
}

/** Weighed lots between farmers and reelers, with the farmer bill and reeler invoice in force for each. */
export async function findTrades(db: ReadModelDb, query: TradeQuery): Promise<TradeRow[]> {
  let q = db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .leftJoin('billing_bill_lines as fl', (join) =>
      join.onRef('fl.lot_id', '=', 'l.lot_id').on('fl.bill_type', '=', 'farmer').on('fl.in_force', '=', true),
    )
    .leftJoin('billing_bills as fb', 'fb.bill_id', 'fl.bill_id')
    .leftJoin('billing_bill_lines as rl', (join) =>
      join.onRef('rl.lot_id', '=', 'l.lot_id').on('rl.bill_type', '=', 'reeler').on('rl.in_force', '=', true),
    )
    .leftJoin('billing_bills as rb', 'rb.bill_id', 'rl.bill_id')
    .selectAll('l')
    .select(['fb.invoice_no as farmer_invoice_no', 'rb.invoice_no as reeler_invoice_no'])
    .where(query.where)
    .where('l.net_grams', 'is not', null);
  if (query.farmerCode) q = q.where('l.farmer_code', '=', query.farmerCode);
  if (query.reelerCode) q = q.where('l.highest_reeler_code', '=', query.reelerCode);
  if (query.from) q = q.where('l.inward_date', '>=', query.from);
  if (query.to) q = q.where('l.inward_date', '<=', query.to);
  const rows = await q.orderBy('l.inward_date').orderBy('l.lot_no').limit(5000).execute();
  return rows.map((l) => ({
    lotId: l.lot_id,
    lotNo: l.lot_no,
    auctionDate: l.inward_date,
    race: l.silk_name,
    farmerId: l.farmer_id,
    farmerCode: l.farmer_code,
    farmerName: l.farmer_name,
    reelerId: String(l.highest_reeler_id),
    reelerCode: String(l.highest_reeler_code),
    reelerName: String(l.highest_reeler_name),
    netGrams: Number(l.net_grams),
    ratePaisePerKg: Number(l.rate_paise),
    amountPaise: Number(l.amount_paise),
    farmerInvoiceNo: l.farmer_invoice_no ?? null,
    reelerInvoiceNo: l.reeler_invoice_no ?? null,
  }));
}
