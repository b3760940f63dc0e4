import {
  amountInWords,
  type BankStatus,
  type BatchRowAnswer,
  type BatchRowStatus,
  type FarmerDue,
  type FarmerDueLot,
  type FarmerPayment,
  type FarmerPaymentRow,
  type OnlineBatch,
} from '@cocoon/domain';
import { printMarkets, unknownMarket } from '../billing/print-details.queries.js';
import { farmersWithPendingBankChangeOf } from '../masters/customers/bank-changes.queries.js';
import type { RowFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';
import { exactPaise } from '../shared/exact-paise.js';

const money = exactPaise;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS));

/** The farmer bill in force of each lot (the number printed beside a paid lot), joined from the billing model. */
export async function farmerBillNos(
  db: ReadModelDb,
  lotIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(lotIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('billing_bill_lines as bl')
    .innerJoin('billing_bills as b', 'b.bill_id', 'bl.bill_id')
    .select(['bl.lot_id', 'b.invoice_no'])
    .where('bl.lot_id', 'in', unique)
    .where('bl.bill_type', '=', 'farmer')
    .where('bl.in_force', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.lot_id, r.invoice_no]));
}

export interface FarmerBankAccount {
  farmerId: string;
  farmerCode: string;
  farmerName: string;
  village: string | null;
  /** Full number: only for the bank file rows, never answered. */
  accountNo: string | null;
  accountMasked: string | null;
  ifsc: string | null;
  accountName: string | null;
  bankName: string | null;
  /** A change of these details waits for a second person (issue 25): no money goes by bank until it is decided. */
  bankChangePending: boolean;
}

/** The farmers' bank details as the customer master holds them now. */
export async function farmerBankAccounts(
  db: ReadModelDb,
  farmerIds: readonly string[],
): Promise<Map<string, FarmerBankAccount>> {
  const unique = [...new Set(farmerIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('customers')
    .select([
      'customer_id',
      'head_code',
      'ledger_name',
      'city',
      'bank_ac_no',
      'bank_ac_masked',
      'ifsc_code',
      'bank_ac_name',
      'bank_name',
    ])
    .where('customer_id', 'in', unique)
    .execute();
  const held = await farmersWithPendingBankChangeOf(db, unique);
  const blank = (v: string | null) => (v?.trim() ? v.trim() : null);
  return new Map(
    rows.map((r) => [
      r.customer_id,
      {
        farmerId: r.customer_id,
        farmerCode: r.head_code,
        farmerName: r.ledger_name,
        village: blank(r.city),
        accountNo: blank(r.bank_ac_no),
        accountMasked: blank(r.bank_ac_masked),
        ifsc: blank(r.ifsc_code),
        accountName: blank(r.bank_ac_name),
        bankName: blank(r.bank_name),
        bankChangePending: held.has(r.customer_id),
      },
    ]),
  );
}

/**
 * Whether the bank details can be trusted: missing (no account or IFSC), failed (the last bank answer for this
 * account number was a failure), verified (the bank paid a row to this account), not verified (never paid).
 */
async function bankStatuses(
  db: ReadModelDb,
  accounts: Map<string, FarmerBankAccount>,
): Promise<Map<string, { status: BankStatus; failureReason: string | null }>> {
  const ids = [...accounts.keys()];
  const answered =
    ids.length === 0
      ? []
      : await db
          .withSchema('read')
          .selectFrom('accounts_batch_rows')
          .select(['farmer_id', 'account_no', 'status', 'failure_reason', 'result_at'])
          .where('farmer_id', 'in', ids)
          .where('status', 'in', ['paid', 'failed'])
          .orderBy('result_at', 'desc')
          .execute();
  const statuses = new Map<string, { status: BankStatus; failureReason: string | null }>();
  for (const [farmerId, account] of accounts) {
    if (!account.accountNo || !account.ifsc) {
      statuses.set(farmerId, { status: 'missing', failureReason: null });
      continue;
    }
    const mine = answered.filter((r) => r.farmer_id === farmerId && r.account_no === account.accountNo);
    const last = mine[0];
    if (last?.status === 'failed')
      statuses.set(farmerId, { status: 'failed', failureReason: last.failure_reason });
    else if (last) statuses.set(farmerId, { status: 'verified', failureReason: null });
    else statuses.set(farmerId, { status: 'not-verified', failureReason: null });
  }
  return statuses;
}

export interface FarmerDuesQuery {
  /** Market scope (and the market picked) over `l.branch_id`. */
  where: RowFilter;
  /** Lots weighed on or before this date; days since weighing count to it. */
  asOn: string;
  farmerId?: string;
}

/**
 * Every farmer with money due or in transit, each lot with its bill in force, net, paid, in transit, due and
 * days since weighing; oldest lot first. A lot whose net a correction lowered below what was paid shows a
 * negative due (owed back).
 */
export async function farmersWithDues(db: ReadModelDb, query: FarmerDuesQuery): Promise<FarmerDue[]> {
  let q = db
    .withSchema('read')
    .selectFrom('accounts_farmer_lots as l')
    .leftJoin('billing_bill_lines as bl', (join) =>
      join.onRef('bl.lot_id', '=', 'l.lot_id').on('bl.bill_type', '=', 'farmer').on('bl.in_force', '=', true),
    )
    .leftJoin('billing_bills as b', 'b.bill_id', 'bl.bill_id')
    .select([
      'l.lot_id',
      'l.branch_id',
      'l.farmer_id',
      'l.farmer_code',
      'l.farmer_name',
      'l.lot_no',
      'l.auction_date',
      'l.net_paise',
      'l.weighed_on',
      'l.paid_paise',
      'l.in_transit_paise',
      'b.invoice_no',
    ])
    .where(query.where)
    .where('l.net_paise', 'is not', null)
    .where((eb) =>
      eb.or([eb('l.net_paise', '<>', eb.ref('l.paid_paise')), eb('l.in_transit_paise', '<>', '0')]),
    )
    .where('l.weighed_on', '<=', query.asOn);
  if (query.farmerId) q = q.where('l.farmer_id', '=', query.farmerId);
  const lots = await q.orderBy('l.auction_date').orderBy('l.lot_no').execute();
  const accounts = await farmerBankAccounts(
    db,
    lots.map((l) => l.farmer_id),
  );
  const statuses = await bankStatuses(db, accounts);
  const farmers = new Map<string, FarmerDue>();
  for (const l of lots) {
    const net = money(l.net_paise);
    const paid = money(l.paid_paise);
    const inTransit = money(l.in_transit_paise);
    const lot: FarmerDueLot = {
      lotId: l.lot_id,
      lotNo: l.lot_no,
      auctionDate: l.auction_date,
      billNo: l.invoice_no ?? null,
      netPaise: net,
      paidPaise: paid,
      inTransitPaise: inTransit,
      duePaise: net - paid - inTransit,
      weighedOn: l.weighed_on ?? l.auction_date,
      daysSinceWeighing: daysBetween(l.weighed_on ?? l.auction_date, query.asOn),
    };
    let farmer = farmers.get(l.farmer_id);
    if (!farmer) {
      const account = accounts.get(l.farmer_id);
      const status = statuses.get(l.farmer_id) ?? { status: 'missing' as const, failureReason: null };
      farmer = {
        farmerId: l.farmer_id,
        farmerCode: account?.farmerCode ?? l.farmer_code,
        farmerName: account?.farmerName ?? l.farmer_name,
        village: account?.village ?? null,
        marketId: l.branch_id,
        bank: {
          accountNoMasked: account?.accountMasked ?? null,
          ifsc: account?.ifsc ?? null,
          accountName: account?.accountName ?? null,
          bankName: account?.bankName ?? null,
          ...status,
        },
        lots: [],
        netPaise: 0,
        paidPaise: 0,
        inTransitPaise: 0,
        duePaise: 0,
        recoverablePaise: 0,
        oldestDays: 0,
      };
      farmers.set(l.farmer_id, farmer);
    }
    farmer.lots.push(lot);
    farmer.netPaise += lot.netPaise;
    farmer.paidPaise += lot.paidPaise;
    farmer.inTransitPaise += lot.inTransitPaise;
    farmer.duePaise += lot.duePaise;
    if (lot.duePaise < 0) farmer.recoverablePaise -= lot.duePaise;
    if (lot.duePaise > 0) farmer.oldestDays = Math.max(farmer.oldestDays, lot.daysSinceWeighing);
  }
  return [...farmers.values()].sort(
    (a, b) => b.oldestDays - a.oldestDays || a.farmerCode.localeCompare(b.farmerCode),
  );
}

/** The lots of these farmers with money due, as the read model sees them (the write re-checks on the stream). */
export async function dueLotIds(
  db: ReadModelDb,
  marketId: string,
  farmerIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (farmerIds.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('accounts_farmer_lots')
    .select(['farmer_id', 'lot_id'])
    .where('branch_id', '=', marketId)
    .where('farmer_id', 'in', [...new Set(farmerIds)])
    .where('net_paise', 'is not', null)
    .where((eb) => eb('net_paise', '>', eb(eb.ref('paid_paise'), '+', eb.ref('in_transit_paise'))))
    .orderBy('auction_date')
    .orderBy('lot_no')
    .execute();
  const byFarmer = new Map<string, string[]>();
  for (const r of rows) byFarmer.set(r.farmer_id, [...(byFarmer.get(r.farmer_id) ?? []), r.lot_id]);
  return byFarmer;
}

function selectPayments(db: ReadModelDb) {
  return db.withSchema('read').selectFrom('accounts_farmer_payments as p').selectAll('p');
}
type PaymentRecord = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

const toPaymentRow = (r: PaymentRecord): FarmerPaymentRow => ({
  paymentId: r.payment_id,
  marketId: r.branch_id,
  receiptNo: r.receipt_no,
  farmerId: r.farmer_id,
  farmerCode: r.farmer_code,
  farmerName: r.farmer_name,
  lotCount: r.lot_count,
  totalPaise: money(r.total_paise),
  paidOn: r.paid_on,
  paidBy: r.paid_by,
  status: r.status,
  reversalNo: r.reversal_no,
});

export interface PaymentsQuery {
  /** Market scope over `p.branch_id`. */
  where: RowFilter;
  from: string;
  to: string;
  farmerId?: string;
  /** A list screen's order: the latest date and receipt first (issue 27). Prints keep receipt order. */
  newestFirst?: boolean;
}

/** The cash payments of a period, in receipt order (or newest first). */
export async function listFarmerPayments(db: ReadModelDb, query: PaymentsQuery): Promise<FarmerPaymentRow[]> {
  let q = selectPayments(db)
    .where(query.where)
    .where('p.paid_on', '>=', query.from)
    .where('p.paid_on', '<=', query.to);
  if (query.farmerId) q = q.where('p.farmer_id', '=', query.farmerId);
  const order = query.newestFirst ? 'desc' : 'asc';
  const rows = await q
    .orderBy('p.paid_on', order)
    .orderBy('p.financial_year', order)
    .orderBy('p.sequence', order)
    .execute();
  return rows.map(toPaymentRow);
}

/** One cash payment whole, as the receipt prints it; null when not found in scope. */
export async function findFarmerPayment(
  db: ReadModelDb,
  query: { where: RowFilter; paymentId: string },
): Promise<FarmerPayment | null> {
  const r = await selectPayments(db)
    .where(query.where)
    .where('p.payment_id', '=', query.paymentId)
    .executeTakeFirst();
  if (!r) return null;
  const [markets, accounts] = await Promise.all([
    printMarkets(db, [r.branch_id]),
    farmerBankAccounts(db, [r.farmer_id]),
  ]);
  const total = money(r.total_paise);
  return {
    ...toPaymentRow(r),
    market: markets.get(r.branch_id) ?? unknownMarket(r.branch_id, r.receipt_no.split('/')[0]),
    village: accounts.get(r.farmer_id)?.village ?? null,
    financialYear: r.financial_year,
    lots: r.lots,
    setOffs: r.set_offs,
    totalInWords: { en: amountInWords(total, 'en'), ta: amountInWords(total, 'ta') },
    reversal:
      r.reversal_no && r.reversed_on && r.reversed_by
        ? {
            reversalNo: r.reversal_no,
            reason: r.reversal_reason ?? '',
            reversedOn: r.reversed_on,
            reversedBy: r.reversed_by,
          }
        : null,
  };
}

export interface BatchesQuery {
  /** Market scope over `b.branch_id`. */
  where: RowFilter;
  date?: string;
  batchId?: string;
  /** The list screen's order: the latest batch first (issue 27). */
  newestFirst?: boolean;
}

const emptyTotals = () => ({ rows: 0, amountPaise: 0, paidPaise: 0, failedPaise: 0, pendingPaise: 0 });
type Totals = ReturnType<typeof emptyTotals>;
const addRow = (totals: Totals, row: BatchRowAnswer) => {
  totals.rows += 1;
  totals.amountPaise += row.amountPaise;
  if (row.status === 'paid') totals.paidPaise += row.amountPaise;
  else if (row.status === 'failed') totals.failedPaise += row.amountPaise;
  else totals.pendingPaise += row.amountPaise;
};

/** The online batches of a date (or one batch), with their rows (removed rows left out) and totals. */
export async function onlineBatches(db: ReadModelDb, query: BatchesQuery): Promise<OnlineBatch[]> {
  let q = db.withSchema('read').selectFrom('accounts_batches as b').selectAll('b').where(query.where);
  if (query.date) q = q.where('b.batch_date', '=', query.date);
  if (query.batchId) q = q.where('b.batch_id', '=', query.batchId);
  const batches = await q.orderBy('b.batch_no', query.newestFirst ? 'desc' : 'asc').execute();
  if (batches.length === 0) return [];
  const rows = await db
    .withSchema('read')
    .selectFrom('accounts_batch_rows')
    .selectAll()
    .where(
      'batch_id',
      'in',
      batches.map((b) => b.batch_id),
    )
    .where('status', '<>', 'removed')
    .orderBy('reference')
    .execute();
  return batches.map((b) => {
    const answers: BatchRowAnswer[] = rows
      .filter((r) => r.batch_id === b.batch_id)
      .map((r) => ({
        rowId: r.row_id,
        reference: r.reference,
        farmerId: r.farmer_id,
        farmerCode: r.farmer_code,
        farmerName: r.farmer_name,
        bank: {
          accountNoMasked: r.account_masked,
          ifsc: r.ifsc,
          accountName: r.account_name,
          bankName: r.bank_name,
        },
        lots: r.lots,
        setOffs: r.set_offs,
        amountPaise: money(r.amount_paise),
        status: r.status as BatchRowStatus,
        bankReference: r.bank_reference,
        failureReason: r.failure_reason,
        resultOn: r.result_on,
      }));
    const totals = emptyTotals();
    for (const row of answers) addRow(totals, row);
    const exported = b.exported_on !== null;
    const completed = exported && answers.every((r) => r.status === 'paid' || r.status === 'failed');
    return {
      batchId: b.batch_id,
      batchNo: b.batch_no,
      marketId: b.branch_id,
      batchDate: b.batch_date,
      status: completed ? 'completed' : exported ? 'exported' : 'open',
      openedBy: b.opened_by,
      template: b.template,
      exportedOn: b.exported_on,
      exportedBy: b.exported_by,
      rows: answers,
      totals,
    };
  });
}

/** The batches' totals summed (the date's footer). */
export function batchesTotals(batches: readonly OnlineBatch[]): Totals {
  const totals = emptyTotals();
  for (const batch of batches) for (const row of batch.rows) addRow(totals, row);
  return totals;
}
