import { createPdfDocument, drawGroupedPageFooters, finishPdf, type PageGroup } from '../pdf/document.js';
import { type OnProgress, recordDone } from './batch-progress.js';
import { type BillPrint, drawBill } from './bill-page.js';
import { billTitle } from './bill-sections.js';

export interface RenderBillsOptions {
  generatedAt: Date;
  requestedBy: string;
  /** Called after each bill is laid out: a day's batch takes seconds and the job reports its progress. */
  onProgress?: OnProgress;
}

/**
 * Farmer bills and reeler invoices, one after another in one PDF, each starting on a new page and numbered
 * "Page X of Y" within itself. Pure: the same bills and copies give the same document.
 */
export async function renderBillsPdf(
  items: ReadonlyArray<BillPrint>,
  options: RenderBillsOptions,
): Promise<Buffer> {
  const first = items[0];
  if (!first) throw new RangeError('renderBillsPdf needs at least one bill to print');
  const doc = createPdfDocument({
    title: items.length === 1 ? `${billTitle(first.bill).en} ${first.bill.invoiceNo}` : 'Bills',
    generatedAt: options.generatedAt,
  });
  const groups: PageGroup[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0) doc.addPage();
    const firstPage = doc.bufferedPageRange().count - 1;
    drawBill(doc, item, options);
    groups.push({
      caption: `${billTitle(item.bill).en} ${item.bill.invoiceNo} · ${item.bill.market.nameEn}`,
      firstPage,
      pageCount: doc.bufferedPageRange().count - firstPage,
    });
    await recordDone(options.onProgress, index + 1, items.length);
  }
  drawGroupedPageFooters(doc, groups);
  return finishPdf(doc);
}
