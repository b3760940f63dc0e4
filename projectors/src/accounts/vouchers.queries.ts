import type { LevyRemittanceRow, OpeningBalanceRow, Voucher, VoucherType } from '@cocoon/domain';
import type { RowFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';
import { exactPaise } from '../shared/exact-paise.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : String(v));

export interface VoucherQuery {
  /** Market scope (and the market picked) over `v.branch_id`. */
  where: RowFilter;
  from?: string;
  to?: string;
  voucherType?: VoucherType;
  voucherIds?: readonly string[];
  /** The list screen's order: the latest date and number first (issue 27). */
  newestFirst?: boolean;
}

/** Vouchers by date and number (or newest first), each with its lines and its cancel marks. */
export async function listVouchers(db: ReadModelDb, query: VoucherQuery): Promise<Voucher[]> {
  let q = db.withSchema('read').selectFrom('acc_vouchers as v').selectAll('v').where(query.where);
  if (query.from) q = q.where('v.voucher_date', '>=', query.from);
  if (query.to) q = q.where('v.voucher_date', '<=', query.to);
  if (query.voucherType) q = q.where('v.voucher_type', '=', query.voucherType);
  if (query.voucherIds) {
    if (query.voucherIds.length === 0) return [];
    q = q.where('v.voucher_id', 'in', [...query.voucherIds]);
  }
  // Newest first is by date, then number: each type has its own series, so within a date the types interleave.
  const ordered = query.newestFirst
    ? q
        .orderBy('v.voucher_date', 'desc')
        .orderBy('v.financial_year', 'desc')
        .orderBy('v.sequence', 'desc')
        .orderBy('v.voucher_type')
    : q.orderBy('v.voucher_date').orderBy('v.voucher_type').orderBy('v.financial_year').orderBy('v.sequence');
  const rows = await ordered.execute();
  return rows.map((r) => ({
    voucherId: r.voucher_id,
    voucherNo: r.voucher_no,
    voucherType: r.voucher_type,
    financialYear: r.financial_year,
    voucherDate: r.voucher_date,
    marketId: r.branch_id,
    lines: r.lines,
    totalPaise: exactPaise(r.total_paise),
    notes: r.notes,
    referenceNo: r.reference_no,
    correctsMonth: r.corrects_month,
    reverses: r.reverses_id && r.reverses_no ? { voucherId: r.reverses_id, voucherNo: r.reverses_no } : null,
    reversedBy:
      r.reversed_by_id && r.reversed_by_no
        ? { voucherId: r.reversed_by_id, voucherNo: r.reversed_by_no }
        : null,
    postedBy: r.posted_by,
    postedAt: iso(r.posted_at),
  }));
}

/** The market's active farmers or reelers (or both) with their opening balance when one is recorded. */
export async function listOpeningBalances(
  db: ReadModelDb,
  query: { marketId: string; customerType?: 'farmer' | 'reeler' },
): Promise<OpeningBalanceRow[]> {
  let q = db
    .withSchema('read')
    .selectFrom('customers as c')
    .leftJoin('acc_opening_balances as o', 'o.customer_id', 'c.customer_id')
    .select([
      'c.customer_id',
      'c.customer_type',
      'c.head_code',
      'c.ledger_name',
      'o.entry_id',
      'o.side',
      'o.amount_paise',
      'o.as_on',
      'o.recorded_by',
    ])
    .where('c.branch_id', '=', query.marketId)
    // A customer awaiting OTP verification (2) or deactivated (0) without a balance has nothing to bring over.
    .where((eb) => eb.or([eb('c.is_active', '=', 1), eb('o.entry_id', 'is not', null)]));
  if (query.customerType) q = q.where('c.customer_type', '=', query.customerType);
  const rows = await q.orderBy('c.customer_type').orderBy('c.head_code').execute();
  return rows.map((r) => ({
    customerId: r.customer_id,
    customerKind: r.customer_type,
    code: r.head_code,
    name: r.ledger_name,
    recorded:
      r.entry_id && r.side && r.amount_paise !== null && r.as_on && r.recorded_by
        ? {
            entryId: r.entry_id,
            side: r.side,
            amountPaise: exactPaise(r.amount_paise),
            asOn: r.as_on,
            recordedBy: r.recorded_by,
          }
        : null,
  }));
}

/** The months a market has closed, oldest first. */
export async function closedLedgerMonths(db: ReadModelDb, marketId: string) {
  const rows = await db
    .withSchema('read')
    .selectFrom('acc_ledger_months')
    .select(['month', 'closed_on', 'closed_by'])
    .where('branch_id', '=', marketId)
    .orderBy('month')
    .execute();
  return rows.map((r) => ({ month: r.month, closedOn: r.closed_on, closedBy: r.closed_by }));
}

/**
 * The market's farmers and reelers for the account pickers (active ones, by code), with the village and mobile
 * number the pickers search by.
 */
export async function marketCustomers(
  db: ReadModelDb,
  marketId: string,
  customerIds?: readonly string[],
): Promise<
  Array<{
    customerId: string;
    kind: 'farmer' | 'reeler';
    code: string;
    name: string;
    village: string | null;
    mobileNo: string | null;
  }>
> {
  let q = db
    .withSchema('read')
    .selectFrom('customers as c')
    .select(['c.customer_id', 'c.customer_type', 'c.head_code', 'c.ledger_name', 'c.city', 'c.mobile_no'])
    .where('c.branch_id', '=', marketId);
  if (customerIds) {
    // Not an id is no customer (and would fail the uuid column's cast).
    const ids = customerIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return [];
    q = q.where('c.customer_id', 'in', ids);
  } else q = q.where('c.is_active', '=', 1);
  const rows = await q.orderBy('c.customer_type').orderBy('c.head_code').execute();
  return rows.map((r) => ({
    customerId: r.customer_id,
    kind: r.customer_type,
    code: r.head_code,
    name: r.ledger_name,
    village: r.city || null,
    mobileNo: r.mobile_no || null,
  }));
}

/** A market's levy remittances, newest first (a financial year's when asked). */
export async function listLevyRemittances(
  db: ReadModelDb,
  q: { marketId: string; financialYear?: string },
): Promise<LevyRemittanceRow[]> {
  let query = db
    .withSchema('read')
    .selectFrom('acc_levy_remittances')
    .selectAll()
    .where('branch_id', '=', q.marketId);
  if (q.financialYear) query = query.where('financial_year', '=', q.financialYear);
  const rows = await query.orderBy('remitted_on', 'desc').orderBy('remittance_no', 'desc').execute();
  return rows.map((r) => {
    const farmerLevyPaise = exactPaise(r.farmer_levy_paise);
    const reelerLevyPaise = exactPaise(r.reeler_levy_paise);
    return {
      remittanceId: r.remittance_id,
      remittanceNo: r.remittance_no,
      remittedOn: r.remitted_on,
      challanNo: r.challan_no,
      farmerLevyPaise,
      reelerLevyPaise,
      totalPaise: farmerLevyPaise + reelerLevyPaise,
      notes: r.notes,
      remittedBy: r.remitted_by,
      reversal:
        r.reversal_no === null
          ? null
          : { reversalNo: r.reversal_no, reversedOn: r.reversed_on ?? '', reason: r.reversal_reason ?? '' },
    };
  });
}
