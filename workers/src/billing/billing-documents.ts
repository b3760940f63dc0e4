import {
  INWARD_TOKEN_LAYOUTS,
  layoutIn,
  type PrintSubject,
  type RenderDocumentJob,
  TOKEN_LAYOUTS,
} from '@cocoon/domain';
import { auctionTokens, findBills, inwardTokens, type ReadModelDb, type RowFilter } from '@cocoon/projectors';
import { sql } from 'kysely';
import type { DocumentIssue, PrintedDocumentCode } from '../documents/document-codes.js';
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

/** One record of a print as laid out: its copy number and, with a signing key, its signed code. */
export interface PrintItem<T> {
  record: T;
  copy: number;
  code?: PrintedDocumentCode;
}

/** Records in the order the print asked for them, each with its copy number; a record gone is an error. */
function inRequestOrder<T>(
  subject: PrintSubject,
  records: readonly T[],
  idOf: (record: T) => string,
): PrintItem<T>[] {
  const byId = new Map(records.map((record) => [idOf(record), record]));
  return subject.items.map((item) => {
    const record = byId.get(item.id);
    if (!record) throw new Error(`record ${item.id} of the print is not in the read model`);
    return { record, copy: item.copy };
  });
}

/** Signs each record's code once, however many copies of it the print holds (every copy prints the same code). */
async function withCodes<T>(
  items: PrintItem<T>[],
  layout: Pick<PrintLayout<T>, 'idOf' | 'issueOf'>,
  context: RenderContext,
): Promise<PrintItem<T>[]> {
  const { coder } = context;
  if (!coder) return items;
  const codes = new Map<string, PrintedDocumentCode>();
  for (const item of items) {
    const id = layout.idOf(item.record);
    if (!codes.has(id)) codes.set(id, await coder(layout.issueOf(item.record)));
  }
  return items.map((item) => ({ ...item, code: codes.get(layout.idOf(item.record))! }));
}

export interface PrintLayout<T> {
  /** The file name's first part (`farmer-bills`). */
  prefix: string;
  /** The print's records of its market, from the same queries the screens read. */
  read(db: ReadModelDb, marketId: string, ids: string[]): Promise<T[]>;
  idOf(record: T): string;
  /** What the record's signed code states (issue 26): every printed record carries one. */
  issueOf(record: T): DocumentIssue;
  render(
    items: Array<PrintItem<T>>,
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
      await withCodes(inRequestOrder(subject, records, layout.idOf), layout, context),
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
    issueOf: (bill) => ({
      kind: bill.billType === 'reeler' ? 'RI' : 'FB',
      recordId: bill.billId,
      number: bill.invoiceNo,
      marketCode: bill.market.code,
      date: bill.auctionDate,
      partyCode: bill.customerCode,
      amountPaise: bill.netPaise,
      lotNos: bill.lots.map((lot) => lot.lotNo),
    }),
    render: (items, options) =>
      renderBillsPdf(
        items.map(({ record, copy, code }) => ({ bill: record, copy, code })),
        options,
      ),
  });

export const renderFarmerBillsDocument = bills('farmer-bills');
export const renderReelerInvoicesDocument = bills('reeler-invoices');

export const renderInwardTokensDocument = printRenderer({
  prefix: 'inward-tokens',
  read: (db, marketId, lotIds) => inwardTokens(db, { where: ofMarket('l.branch_id', marketId), lotIds }),
  idOf: (token) => token.lotId,
  issueOf: (token) => ({
    kind: 'IT',
    recordId: token.lotId,
    number: String(token.lotNo),
    marketCode: token.market.code,
    date: token.inwardDate,
    partyCode: token.farmerCode,
    amountPaise: 0,
    lotNos: [token.lotNo],
  }),
  render: (items, options, subject) =>
    renderInwardTokensPdf(
      items.map(({ record, copy, code }) => ({ token: record, copy, code })),
      { ...options, layout: layoutIn(INWARD_TOKEN_LAYOUTS, subject.layout) },
    ),
});

export const renderAuctionTokensDocument = printRenderer({
  prefix: 'auction-tokens',
  read: (db, marketId, lotIds) => auctionTokens(db, { where: ofMarket('l.branch_id', marketId), lotIds }),
  idOf: (token) => token.lotId,
  // The slip's money is the lot's amount at the approved rate; the party is the farmer (the reeler's code is on
  // the paper beside it, and in the digest's lot).
  issueOf: (token) => ({
    kind: 'AT',
    recordId: token.lotId,
    number: String(token.lotNo),
    marketCode: token.market.code,
    date: token.inwardDate,
    partyCode: token.farmerCode,
    amountPaise: token.amountPaise,
    lotNos: [token.lotNo],
  }),
  render: (items, options, subject) =>
    renderAuctionTokensPdf(
      items.map(({ record, copy, code }) => ({ token: record, copy, code })),
      { ...options, layout: layoutIn(TOKEN_LAYOUTS, subject.layout) },
    ),
});
