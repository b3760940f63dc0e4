import type { PrintSubject, RenderDocumentJob } from '@cocoon/domain';
import { auctionTokens, findBills, inwardTokens, type ReadModelDb, type RowFilter } from '@cocoon/projectors';
import { sql } from 'kysely';
import type { DocumentRenderer, RenderContext } from '../documents/renderers.js';
import { fileStamp } from '../pdf/format.js';
import { renderAuctionTokensPdf } from './auction-token-pdf.js';
import type { OnProgress } from './batch-progress.js';
import { renderBillsPdf } from './bill-pdf.js';
import { renderInwardTokensPdf } from './inward-token-pdf.js';

/** A print job names its market, date and records: without them there is nothing to render (a malformed job). */
function subjectOf(job: RenderDocumentJob): PrintSubject {
  if (!job.print || job.print.items.length === 0) throw new Error(`a ${job.kind} print names no records`);
  return job.print;
}

export const ofMarket =
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

export interface PrintLayout<T> {
  /** The file name's first part (`farmer-bills`). */
  prefix: string;
  /** The print's records of its market, from the same queries the screens read. */
  read(db: ReadModelDb, marketId: string, ids: string[]): Promise<T[]>;
  idOf(record: T): string;
  render(
    items: Array<{ record: T; copy: number }>,
    options: { generatedAt: Date; requestedBy: string; onProgress: OnProgress },
    subject: PrintSubject,
  ): Promise<Buffer>;
}

/** Reads a print's records, lays them out in the order asked with their copy numbers, reports progress. */
export function printRenderer<T>(layout: PrintLayout<T>): DocumentRenderer {
  return async (job, context: RenderContext) => {
    const subject = subjectOf(job);
    const ids = subject.items.map((item) => item.id);
    const records = await layout.read(context.db, subject.marketId, ids);
    const content = await layout.render(
      inRequestOrder(subject, records, layout.idOf),
      {
        generatedAt: context.now,
        requestedBy: job.requestedBy,
        onProgress: (done, total) => context.onProgress?.(Math.floor((done * 100) / Math.max(1, total))),
      },
      subject,
    );
    const count = subject.items.length === 1 ? '' : `-${subject.items.length}`;
    const fileName = `${layout.prefix}-${subject.date}${count}-${fileStamp(context.now)}.pdf`;
    return { content, contentType: 'application/pdf', fileName };
  };
}

const bills = (prefix: string) =>
  printRenderer({
    prefix,
    read: (db, marketId, billIds) => findBills(db, { where: ofMarket('b.branch_id', marketId), billIds }),
    idOf: (bill) => bill.billId,
    render: (items, options) =>
      renderBillsPdf(
        items.map(({ record, copy }) => ({ bill: record, copy })),
        options,
      ),
  });

export const renderFarmerBillsDocument = bills('farmer-bills');
export const renderReelerInvoicesDocument = bills('reeler-invoices');

export const renderInwardTokensDocument = printRenderer({
  prefix: 'inward-tokens',
  read: (db, marketId, lotIds) => inwardTokens(db, { where: ofMarket('l.branch_id', marketId), lotIds }),
  idOf: (token) => token.lotId,
  render: (items, options) =>
    renderInwardTokensPdf(
      items.map(({ record, copy }) => ({ token: record, copy })),
      options,
    ),
});

export const renderAuctionTokensDocument = printRenderer({
  prefix: 'auction-tokens',
  read: (db, marketId, lotIds) => auctionTokens(db, { where: ofMarket('l.branch_id', marketId), lotIds }),
  idOf: (token) => token.lotId,
  render: (items, options, subject) =>
    renderAuctionTokensPdf(
      items.map(({ record, copy }) => ({ token: record, copy })),
      { ...options, layout: subject.layout ?? 'one-sheet' },
    ),
});
