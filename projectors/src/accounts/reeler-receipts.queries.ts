import {
  type InvoiceToSettle,
  type ReceiptToApply,
  type ReelerDues,
  type ReelerReceiptRow,
  settleReelerInvoices,
} from '@cocoon/domain';
import type { RowFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';
import { exactPaise } from '../shared/exact-paise.js';

function selectReceipts(db: ReadModelDb) {
  return db.withSchema('read').selectFrom('accounts_reeler_receipts as r').selectAll('r');
}
type ReceiptRecord = Awaited<ReturnType<ReturnType<typeof selectReceipts>['execute']>>[number];

function toRow(r: ReceiptRecord): ReelerReceiptRow {
  return {
    receiptId: r.receipt_id,
    marketId: r.branch_id,
    receiptNo: r.receipt_no,
    reelerId: r.reeler_id,
    reelerName: r.reeler_name,
    reelerCode: r.reeler_code,
    mode: r.mode,
    chequeNo: r.cheque_no,
    bankReference: r.bank_reference,
    amountPaise: exactPaise(r.amount_paise),
    purpose: r.purpose,
    invoiceNos: r.invoice_nos,
    applied: r.applied,
    depositPaise: r.deposit_paise === null ? null : Number(r.deposit_paise),
    receivedOn: r.received_on,
    receivedBy: r.received_by,
    reversal:
      r.reversal_no === null
        ? null
        : {
            reversalNo: r.reversal_no,
            reason: r.reversal_reason ?? '',
            reversedOn: r.reversed_on ?? '',
            reversedBy: r.reversed_by ?? '',
          },
  };
}

/** Receipts of a period, newest first (the list opens on the latest); `where` is the market scope over `r.branch_id`. */
export async function listReelerReceipts(
  db: ReadModelDb,
  query: { where: RowFilter; from: string; to: string; reelerId?: string },
): Promise<ReelerReceiptRow[]> {
  let q = selectReceipts(db)
    .where(query.where)
    .where('r.received_on', '>=', query.from)
    .where('r.received_on', '<=', query.to);
  if (query.reelerId) q = q.where('r.reeler_id', '=', query.reelerId);
  const rows = await q
    .orderBy('r.received_on', 'desc')
    .orderBy('r.financial_year', 'desc')
    .orderBy('r.sequence', 'desc')
    .execute();
  return rows.map(toRow);
}

/** One receipt, when it is in the market given. */
export async function findReelerReceipt(
  db: ReadModelDb,
  marketId: string,
  receiptId: string,
): Promise<ReelerReceiptRow | null> {
  const row = await selectReceipts(db)
    .where('r.branch_id', '=', marketId)
    .where('r.receipt_id', '=', receiptId)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The reeler's invoices in force in a market (reeler bills not cancelled), with their due dates. */
export async function reelerInvoicesInForce(
  db: ReadModelDb,
  query: { marketId: string; reelerId: string },
): Promise<InvoiceToSettle[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('billing_bills as b')
    .select(['b.bill_id', 'b.invoice_no', 'b.auction_date', 'b.due_date', 'b.net_paise'])
    .where('b.branch_id', '=', query.marketId)
    .where('b.customer_id', '=', query.reelerId)
    .where('b.bill_type', '=', 'reeler')
    .where('b.status', '=', 'Issued')
    .execute();
  return rows.map((r) => ({
    billId: r.bill_id,
    invoiceNo: r.invoice_no,
    auctionDate: r.auction_date,
    dueDate: r.due_date,
    netPaise: exactPaise(r.net_paise),
  }));
}

/**
 * A reeler's dues in a market: the invoices in force paid FIFO by the receipts not reversed (see
 * settleReelerInvoices); what is left of the receipts is the deposit available.
 */
export async function reelerDues(
  db: ReadModelDb,
  query: { marketId: string; reelerId: string },
): Promise<ReelerDues> {
  const [invoices, receipts] = await Promise.all([
    reelerInvoicesInForce(db, query),
    selectReceipts(db)
      .where('r.branch_id', '=', query.marketId)
      .where('r.reeler_id', '=', query.reelerId)
      .where('r.reversal_no', 'is', null)
      .orderBy('r.received_on')
      .orderBy('r.financial_year')
      .orderBy('r.sequence')
      .execute(),
  ]);
  const applied: ReceiptToApply[] = receipts.map((r) => ({
    amountPaise: exactPaise(r.amount_paise),
    invoiceNos: r.invoice_nos,
    applied: r.applied ?? undefined,
  }));
  return settleReelerInvoices(query.reelerId, invoices, applied);
}
