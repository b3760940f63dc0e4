import {
  amountInWords,
  type Bill,
  type BillCustomer,
  type BillLot,
  type BillRow,
  type BillStatus,
  type BillType,
} from '@cocoon/domain';
import type { RowFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';
import { printCounts, printMarkets, unknownMarket } from './print-details.queries.js';

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : String(v));
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

export const printKindOf = (billType: BillType): 'farmer-bill' | 'reeler-invoice' =>
  billType === 'farmer' ? 'farmer-bill' : 'reeler-invoice';

function selectBills(db: ReadModelDb) {
  return db.withSchema('read').selectFrom('billing_bills as b').selectAll('b');
}
type BillRecord = Awaited<ReturnType<ReturnType<typeof selectBills>['execute']>>[number];

function toRow(r: BillRecord, copies: number): BillRow {
  return {
    billId: r.bill_id,
    invoiceNo: r.invoice_no,
    billType: r.bill_type,
    auctionDate: r.auction_date,
    marketId: r.branch_id,
    marketCode: r.market_code,
    customerId: r.customer_id,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    lotCount: r.lot_count,
    netGrams: Number(r.net_grams),
    grossPaise: Number(r.gross_paise),
    levyPaise: Number(r.levy_paise),
    netPaise: Number(r.net_paise),
    status: r.status,
    issuedAt: iso(r.issued_at),
    issuedBy: r.issued_by,
    cancelReason: r.cancel_reason,
    printCount: copies,
  };
}

export interface BillQuery {
  /** Market scope (and the market picked) over `b.branch_id`. */
  where: RowFilter;
  billType?: BillType;
  date?: string;
  from?: string;
  to?: string;
  status?: BillStatus;
  customerId?: string;
  billIds?: readonly string[];
  /** A list screen's order: the latest date and number first (issue 27). Prints keep number order. */
  newestFirst?: boolean;
}

async function billRecords(db: ReadModelDb, query: BillQuery): Promise<BillRecord[]> {
  let q = selectBills(db).where(query.where);
  if (query.billType) q = q.where('b.bill_type', '=', query.billType);
  if (query.date) q = q.where('b.auction_date', '=', query.date);
  if (query.from) q = q.where('b.auction_date', '>=', query.from);
  if (query.to) q = q.where('b.auction_date', '<=', query.to);
  if (query.status) q = q.where('b.status', '=', query.status);
  if (query.customerId) q = q.where('b.customer_id', '=', query.customerId);
  if (query.billIds) {
    if (query.billIds.length === 0) return [];
    q = q.where('b.bill_id', 'in', [...query.billIds]);
  }
  const order = query.newestFirst ? 'desc' : 'asc';
  return q
    .orderBy('b.auction_date', order)
    .orderBy('b.bill_type')
    .orderBy('b.financial_year', order)
    .orderBy('b.sequence', order)
    .execute();
}

async function withCopies(db: ReadModelDb, records: BillRecord[]): Promise<Map<string, number>> {
  const copies = new Map<string, number>();
  for (const billType of ['farmer', 'reeler'] as const) {
    const ids = records.filter((r) => r.bill_type === billType).map((r) => r.bill_id);
    for (const [id, n] of await printCounts(db, printKindOf(billType), ids)) copies.set(id, n);
  }
  return copies;
}

/** Bills in number order within each date and type (or newest first, as the list screens ask). */
export async function listBills(db: ReadModelDb, query: BillQuery): Promise<BillRow[]> {
  const records = await billRecords(db, query);
  const copies = await withCopies(db, records);
  return records.map((r) => toRow(r, copies.get(r.bill_id) ?? 0));
}

/**
 * Whole bills (lines, market heading, words, what replaced what), as the screen shows and the PDF prints them;
 * in number order. A batch of a day's bills is four queries, whatever its size.
 */
export async function findBills(db: ReadModelDb, query: BillQuery): Promise<Bill[]> {
  const records = await billRecords(db, query);
  if (records.length === 0) return [];
  const ids = records.map((r) => r.bill_id);
  const [lines, markets, copies, linked] = await Promise.all([
    db
      .withSchema('read')
      .selectFrom('billing_bill_lines')
      .selectAll()
      .where('bill_id', 'in', ids)
      .orderBy('bill_id')
      .orderBy('lot_no')
      .execute(),
    printMarkets(
      db,
      records.map((r) => r.branch_id),
    ),
    withCopies(db, records),
    linkedNumbers(db, records),
  ]);
  const linesByBill = new Map<string, BillLot[]>();
  for (const l of lines) {
    const list = linesByBill.get(l.bill_id) ?? [];
    list.push({
      lotId: l.lot_id,
      lotNo: l.lot_no,
      race: l.race,
      shellRatioBp: l.shell_ratio_bp,
      floorPricePaisePerKg: l.floor_price_paise,
      netGrams: l.net_grams,
      ratePaisePerKg: l.rate_paise,
      amountPaise: Number(l.amount_paise),
      levyPaise: Number(l.levy_paise),
      netPaise: Number(l.net_paise),
      counterpartId: l.counterpart_id,
      counterpartCode: l.counterpart_code,
      counterpartName: l.counterpart_name,
    });
    linesByBill.set(l.bill_id, list);
  }
  const link = (id: string | null) => (id ? { billId: id, invoiceNo: linked.get(id) ?? '' } : null);
  return records.map((r) => {
    const row = toRow(r, copies.get(r.bill_id) ?? 0);
    return {
      billId: row.billId,
      invoiceNo: row.invoiceNo,
      billType: row.billType,
      auctionDate: row.auctionDate,
      financialYear: r.financial_year,
      marketId: row.marketId,
      market: markets.get(r.branch_id) ?? unknownMarket(r.branch_id, r.market_code),
      customerId: row.customerId,
      customerCode: row.customerCode,
      customerName: row.customerName,
      customer: r.customer as BillCustomer,
      lots: linesByBill.get(r.bill_id) ?? [],
      grossPaise: row.grossPaise,
      levyPaise: row.levyPaise,
      netPaise: row.netPaise,
      netGrams: row.netGrams,
      netInWords: { en: amountInWords(row.netPaise, 'en'), ta: amountInWords(row.netPaise, 'ta') },
      status: row.status,
      dueDate: r.due_date,
      issuedAt: row.issuedAt,
      issuedBy: row.issuedBy,
      cancelledAt: isoOrNull(r.cancelled_at),
      cancelledBy: r.cancelled_by,
      cancelReason: r.cancel_reason,
      replaces: link(r.replaces),
      replacedBy: link(r.replaced_by),
      printCount: row.printCount,
    };
  });
}

async function linkedNumbers(db: ReadModelDb, records: BillRecord[]): Promise<Map<string, string>> {
  const ids = records.flatMap((r) => [r.replaces, r.replaced_by]).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('billing_bills')
    .select(['bill_id', 'invoice_no'])
    .where('bill_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.bill_id, r.invoice_no]));
}

/**
 * The reeler invoice in force on each of these lots, where it bills the lot to this reeler (the reeler's phone,
 * issue 27): another reeler's invoice is simply not there.
 */
export async function reelerInvoicesOfLots(
  db: ReadModelDb,
  reelerId: string,
  lotIds: readonly string[],
): Promise<Map<string, { billId: string; invoiceNo: string }>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('billing_bill_lines as l')
    .innerJoin('billing_bills as b', 'b.bill_id', 'l.bill_id')
    .select(['l.lot_id', 'b.bill_id', 'b.invoice_no'])
    .where('l.bill_type', '=', 'reeler')
    .where('l.in_force', '=', true)
    .where('b.status', '=', 'Issued')
    .where('b.customer_id', '=', reelerId)
    .where('l.lot_id', 'in', [...lotIds])
    .execute();
  return new Map(rows.map((r) => [r.lot_id, { billId: r.bill_id, invoiceNo: r.invoice_no }]));
}
