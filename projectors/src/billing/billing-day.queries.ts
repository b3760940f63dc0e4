import type { BillingSummaryRow, BillLot, BillType } from '@cocoon/domain';
import { sql } from 'kysely';
import type { RowFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';

export interface BillingDayQuery {
  /** Market scope (and the market picked) over `l.branch_id`. */
  where: RowFilter;
  date: string;
}

function weighedLots(db: ReadModelDb, query: BillingDayQuery) {
  return db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .selectAll('l')
    .where(query.where)
    .where('l.inward_date', '=', query.date)
    .where('l.net_grams', 'is not', null)
    .orderBy('l.lot_no')
    .execute();
}
type WeighedLot = Awaited<ReturnType<typeof weighedLots>>[number];

/** A weighed lot as a line of the given bill type, from weight entry's own figures. */
function lineOf(
  lot: WeighedLot,
  billType: BillType,
): BillLot & { customerId: string; code: string; name: string } {
  const farmer = billType === 'farmer';
  const amount = Number(lot.amount_paise);
  return {
    customerId: farmer ? lot.farmer_id : String(lot.highest_reeler_id),
    code: farmer ? lot.farmer_code : String(lot.highest_reeler_code),
    name: farmer ? lot.farmer_name : String(lot.highest_reeler_name),
    lotId: lot.lot_id,
    lotNo: lot.lot_no,
    race: lot.silk_name,
    shellRatioBp: lot.shell_ratio_bp,
    floorPricePaisePerKg: lot.floor_price_paise,
    netGrams: Number(lot.net_grams),
    ratePaisePerKg: Number(lot.rate_paise),
    amountPaise: amount,
    levyPaise: Number(farmer ? lot.farmer_levy_paise : lot.reeler_levy_paise),
    netPaise: Number(farmer ? lot.farmer_net_paise : lot.reeler_payable_paise),
    counterpartId: farmer ? String(lot.highest_reeler_id) : lot.farmer_id,
    counterpartCode: farmer ? String(lot.highest_reeler_code) : lot.farmer_code,
    counterpartName: farmer ? String(lot.highest_reeler_name) : lot.farmer_name,
  };
}

/**
 * Per farmer (or reeler), the weighed lots of a date and where they stand against billing: not billed yet, billed
 * by the bill in force, or stale (a lot weighed or corrected since the bill). What processing would bill.
 */
export async function billingSummary(
  db: ReadModelDb,
  query: BillingDayQuery & { billType: BillType },
): Promise<BillingSummaryRow[]> {
  const lots = await weighedLots(db, query);
  if (lots.length === 0) return [];
  const markets = [...new Set(lots.map((l) => l.branch_id))];
  const lines = await db
    .withSchema('read')
    .selectFrom('billing_bill_lines as bl')
    .innerJoin('billing_bills as b', 'b.bill_id', 'bl.bill_id')
    .select(['bl.lot_id', 'bl.weight_version', 'b.bill_id', 'b.invoice_no', 'b.customer_id'])
    .where('bl.in_force', '=', true)
    .where('bl.bill_type', '=', query.billType)
    .where('bl.auction_date', '=', query.date)
    .where('bl.branch_id', 'in', markets)
    .execute();
  const billOf = new Map<string, { billId: string; invoiceNo: string; lots: Map<string, number> }>();
  for (const l of lines) {
    const bill = billOf.get(l.customer_id) ?? { billId: l.bill_id, invoiceNo: l.invoice_no, lots: new Map() };
    bill.lots.set(l.lot_id, l.weight_version);
    billOf.set(l.customer_id, bill);
  }
  const rows = new Map<string, BillingSummaryRow & { versions: Map<string, number> }>();
  for (const lot of lots) {
    const { customerId, code, name, ...line } = lineOf(lot, query.billType);
    const row = rows.get(customerId) ?? {
      customerId,
      customerCode: code,
      customerName: name,
      lotCount: 0,
      netGrams: 0,
      grossPaise: 0,
      levyPaise: 0,
      netPaise: 0,
      state: 'unbilled' as const,
      billId: null,
      invoiceNo: null,
      lots: [],
      versions: new Map<string, number>(),
    };
    row.lotCount += 1;
    row.netGrams += line.netGrams;
    row.grossPaise += line.amountPaise;
    row.levyPaise += line.levyPaise;
    row.netPaise += line.netPaise;
    row.lots.push(line);
    row.versions.set(line.lotId, lot.weight_corrections);
    rows.set(customerId, row);
  }
  return [...rows.values()]
    .map(({ versions, ...row }) => {
      const bill = billOf.get(row.customerId);
      if (!bill) return row;
      const same =
        bill.lots.size === versions.size && [...versions].every(([lotId, v]) => bill.lots.get(lotId) === v);
      return {
        ...row,
        state: same ? ('billed' as const) : ('stale' as const),
        billId: bill.billId,
        invoiceNo: bill.invoiceNo,
      };
    })
    .sort((a, b) => a.customerCode.localeCompare(b.customerCode));
}

/**
 * The date's lots as the bill process screen counts them (issue 27): weighed (billable), approved and still to
 * weigh (billed once weighed), rejected, and unsold (no bid, or no decision yet); `notWeighed` is the last three.
 */
export async function dayLotCounts(
  db: ReadModelDb,
  query: BillingDayQuery,
): Promise<{ weighed: number; notWeighed: number; toWeigh: number; rejected: number; unsold: number }> {
  const row = await db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .select((eb) => [
      eb.fn.countAll<string>().as('all'),
      eb.fn.count<string>('l.net_grams').as('weighed'),
      sql<string>`count(*) filter (where l.net_grams is null and l.decision = 'approved')`.as('to_weigh'),
      sql<string>`count(*) filter (where l.net_grams is null and l.decision = 'rejected')`.as('rejected'),
    ])
    .where(query.where)
    .where('l.inward_date', '=', query.date)
    .executeTakeFirst();
  const weighed = Number(row?.weighed ?? 0);
  const notWeighed = Number(row?.all ?? 0) - weighed;
  const toWeigh = Number(row?.to_weigh ?? 0);
  const rejected = Number(row?.rejected ?? 0);
  return { weighed, notWeighed, toWeigh, rejected, unsold: notWeighed - toWeigh - rejected };
}
