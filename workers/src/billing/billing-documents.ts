import type { PrintSubject, RenderDocumentJob } from '@cocoon/domain';
import { auctionTokens, findBills, inwardTokens, type RowFilter } from '@cocoon/projectors';
import { sql } from 'kysely';
import type { DocumentRenderer, RenderContext } from '../documents/renderers.js';
import { fileStamp } from '../pdf/format.js';
import { renderAuctionTokensPdf } from './auction-token-pdf.js';
import { renderBillsPdf } from './bill-pdf.js';
import { renderInwardTokensPdf } from './inward-token-pdf.js';

/** A print job names its market, date and records: without them there is nothing to render (a malformed job). */
function subjectOf(job: RenderDocumentJob): PrintSubject {
  if (!job.print || job.print.items.length === 0) throw new Error(`a ${job.kind} print names no records`);
  return job.print;
}

const ofMarket =
  (column: string, marketId: string): RowFilter =>
  (eb) =>
    eb(sql.ref(column), '=', marketId);

/** Records in the order the print asked for them, each with its copy number; a record gone is an error. */
function inRequestOrder<T>(subject: PrintSubject, records: readonly T[], idOf: (record: T) => string) {
  const byId = new Map(records.map((record) => [idOf(record), record]));
  return subject.items.map((item) => {
    const record = byId.get(item.id);
    if (!record) throw new Error(`record ${item.id} of the print is not in the read model`);
    return { record, copy: item.copy };
  });
}

const progressOf =
  (context: RenderContext) =>
  (done: number, total: number): void =>
    context.onProgress?.(Math.floor((done * 100) / Math.max(1, total)));

const fileName = (prefix: string, subject: PrintSubject, context: RenderContext) =>
  `${prefix}-${subject.date}${subject.items.length === 1 ? '' : `-${subject.items.length}`}-${fileStamp(context.now)}.pdf`;

const renderBills =
  (prefix: string): DocumentRenderer =>
  async (job, context) => {
    const subject = subjectOf(job);
    const bills = await findBills(context.db, {
      where: ofMarket('b.branch_id', subject.marketId),
      billIds: subject.items.map((item) => item.id),
    });
    const items = inRequestOrder(subject, bills, (bill) => bill.billId).map(({ record, copy }) => ({
      bill: record,
      copy,
    }));
    const content = await renderBillsPdf(items, {
      generatedAt: context.now,
      requestedBy: job.requestedBy,
      onProgress: progressOf(context),
    });
    return { content, contentType: 'application/pdf', fileName: fileName(prefix, subject, context) };
  };

export const renderFarmerBillsDocument = renderBills('farmer-bills');
export const renderReelerInvoicesDocument = renderBills('reeler-invoices');

export const renderInwardTokensDocument: DocumentRenderer = async (job, context) => {
  const subject = subjectOf(job);
  const tokens = await inwardTokens(context.db, {
    where: ofMarket('l.branch_id', subject.marketId),
    lotIds: subject.items.map((item) => item.id),
  });
  const items = inRequestOrder(subject, tokens, (token) => token.lotId).map(({ record, copy }) => ({
    token: record,
    copy,
  }));
  const content = await renderInwardTokensPdf(items, {
    generatedAt: context.now,
    requestedBy: job.requestedBy,
    onProgress: progressOf(context),
  });
  return { content, contentType: 'application/pdf', fileName: fileName('inward-tokens', subject, context) };
};

export const renderAuctionTokensDocument: DocumentRenderer = async (job, context) => {
  const subject = subjectOf(job);
  const tokens = await auctionTokens(context.db, {
    where: ofMarket('l.branch_id', subject.marketId),
    lotIds: subject.items.map((item) => item.id),
  });
  const items = inRequestOrder(subject, tokens, (token) => token.lotId).map(({ record, copy }) => ({
    token: record,
    copy,
  }));
  const content = await renderAuctionTokensPdf(items, {
    generatedAt: context.now,
    requestedBy: job.requestedBy,
    layout: subject.layout ?? 'one-sheet',
    onProgress: progressOf(context),
  });
  return { content, contentType: 'application/pdf', fileName: fileName('auction-tokens', subject, context) };
};
