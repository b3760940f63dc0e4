import { amountInWords, displayDate, formatRupees, rupeesFigure } from '@cocoon/domain';
import { type OnProgress, recordDone } from '../billing/batch-progress.js';
import { bilingual, LABELS, type Label } from '../billing/labels.js';
import { drawSignatureLines } from '../billing/signature-lines.js';
import { drawCopyTag, drawStamp, drawWatermark, isDuplicate } from '../pdf/copy-marks.js';
import { drawDepartmentHeader } from '../pdf/department-header.js';
import { createPdfDocument, drawGroupedPageFooters, finishPdf, type PageGroup } from '../pdf/document.js';
import { drawFieldGrid, type Field } from '../pdf/fields.js';
import { drawMixedText, type TextStyle } from '../pdf/mixed-text.js';
import { drawTable, type TableColumn } from '../pdf/table.js';
import type { ReelerReceipt, ReelerReceiptPrint } from './reeler-receipt.js';

export interface RenderReelerReceiptsOptions {
  generatedAt: Date;
  requestedBy: string;
  onProgress?: OnProgress;
}

/** One line of what the receipt paid: an invoice, or what it kept as the reeler's deposit. */
interface AppliedLine {
  to: string;
  /** Null on a receipt recorded before receipts said how they split over several invoices. */
  amountPaise: number | null;
}

const REVERSED_RED = '#b00020';
const stacked = (label: Label) => `${label.en}\n${label.ta}`;

const MODES: Record<ReelerReceipt['mode'], Label> = {
  cash: LABELS.cash,
  cheque: LABELS.cheque,
  bank: LABELS.bankTransfer,
};

const reelerFields = (receipt: ReelerReceipt): Field[] => [
  { label: bilingual(LABELS.reelerName), value: receipt.reelerName },
  { label: bilingual(LABELS.reelerCode), value: receipt.reelerCode },
];

const receiptFields = (receipt: ReelerReceipt): Field[] => [
  { label: bilingual(LABELS.receiptNo), value: receipt.receiptNo },
  { label: bilingual(LABELS.receivedOn), value: displayDate(receipt.receivedOn) },
  { label: bilingual(LABELS.paymentMode), value: bilingual(MODES[receipt.mode]) },
  ...(receipt.chequeNo ? [{ label: bilingual(LABELS.chequeNo), value: receipt.chequeNo }] : []),
  ...(receipt.bankReference
    ? [{ label: bilingual(LABELS.transferReference), value: receipt.bankReference }]
    : []),
  { label: bilingual(LABELS.receivedBy), value: receipt.receivedBy },
];

/**
 * The invoices the receipt paid and what it kept as deposit, as recorded when it was received. A receipt
 * recorded before receipts kept their split names its invoices (or says oldest first) without amounts, unless
 * one line takes it all.
 */
function appliedLines(receipt: ReelerReceipt): AppliedLine[] {
  const deposit = (amountPaise: number): AppliedLine => ({ to: bilingual(LABELS.deposit), amountPaise });
  if (receipt.applied !== null) {
    const lines: AppliedLine[] = receipt.applied.map((a) => ({
      to: a.invoiceNo,
      amountPaise: a.amountPaise,
    }));
    if ((receipt.depositPaise ?? 0) > 0) lines.push(deposit(receipt.depositPaise ?? 0));
    return lines;
  }
  if (receipt.purpose === 'advance') return [deposit(receipt.amountPaise)];
  if (receipt.invoiceNos.length === 0)
    return [{ to: bilingual(LABELS.invoicesOldestFirst), amountPaise: receipt.amountPaise }];
  const whole = receipt.invoiceNos.length === 1 ? receipt.amountPaise : null;
  return receipt.invoiceNos.map((invoiceNo) => ({ to: invoiceNo, amountPaise: whole }));
}

const appliedColumns: ReadonlyArray<TableColumn<AppliedLine>> = [
  {
    header: stacked(LABELS.serialNo),
    weight: 40,
    align: 'right',
    value: (_line, index) => String(index + 1),
  },
  { header: stacked(LABELS.appliedTo), weight: 300, value: (line) => line.to },
  {
    header: stacked(LABELS.amount),
    weight: 120,
    align: 'right',
    value: (line) => (line.amountPaise === null ? '-' : rupeesFigure(line.amountPaise)),
  },
];

const CAPTION: TextStyle = { size: 9, weight: 'regular', color: '#444444' };
const WORDS: TextStyle = { size: 10, weight: 'bold' };

/**
 * One receipt from the current (fresh) page: letterhead, copy mark, the reeler and the receipt's facts (mode and
 * its cheque or transfer reference), the invoices it paid and any deposit, the amount in figures and in words
 * (English and Tamil) and the cashier's and officer's signature lines. A reversed receipt (a bounced cheque) is
 * stamped REVERSED with its reversal number, so a reprint can never pass for money the market still holds.
 */
function drawReceipt(
  doc: PDFKit.PDFDocument,
  print: ReelerReceiptPrint,
  options: RenderReelerReceiptsOptions,
) {
  const { receipt, copy } = print;
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  const decorate = () => {
    const mark = receipt.reversal
      ? { text: LABELS.reversed.en, color: REVERSED_RED }
      : isDuplicate(copy)
        ? { text: LABELS.duplicate.en, color: '#000000' }
        : undefined;
    if (!mark) return;
    const top = doc.page.margins.top;
    drawWatermark(
      doc,
      { x, y: top, width, height: doc.page.height - top - doc.page.margins.bottom },
      mark.text,
      mark.color,
    );
  };
  const continuation = () => {
    decorate();
    drawCopyTag(doc, { right: x + width, top: doc.page.margins.top }, copy);
    return (
      drawMixedText(
        doc,
        `${bilingual(LABELS.reelerReceipt)} ${receipt.receiptNo} (${bilingual(LABELS.continued)})`,
        { x, top: doc.page.margins.top + 2, width: width - 150 },
        { size: 9, weight: 'bold' },
      ) + 8
    );
  };

  decorate();
  let y = drawDepartmentHeader(doc, {
    titleEnglish: LABELS.reelerReceipt.en,
    titleTamil: LABELS.reelerReceipt.ta,
    generatedAt: options.generatedAt,
    requestedBy: options.requestedBy,
    issuer: { name: `${receipt.market.nameEn} / ${receipt.market.nameTa}`, address: receipt.market.address },
    code: print.code,
    copy,
  });
  if (receipt.reversal) {
    const { reversalNo, reason, reversedOn, reversedBy } = receipt.reversal;
    y =
      drawStamp(
        doc,
        { x, top: y, width },
        {
          heading: LABELS.reversed,
          lines: [
            `${bilingual(LABELS.reversalNo)}: ${reversalNo}`,
            `${bilingual(LABELS.reason)}: ${reason}`,
            `${bilingual(LABELS.reversedOn)}: ${displayDate(reversedOn)} · ${reversedBy}`,
          ],
        },
      ) + 6;
  }

  const half = (width - 16) / 2;
  const grid = { top: y, width: half, labelShare: 0.48, size: 9, gap: 2 };
  y =
    Math.max(
      drawFieldGrid(doc, reelerFields(receipt), { ...grid, x }),
      drawFieldGrid(doc, receiptFields(receipt), { ...grid, x: x + half + 16 }),
    ) + 10;

  y = drawTable(doc, {
    columns: appliedColumns,
    rows: appliedLines(receipt),
    top: y,
    footer: ['', bilingual(LABELS.total), rupeesFigure(receipt.amountPaise)],
    fontSize: 9,
    headerFontSize: 8,
    onNewPage: continuation,
  });

  // The closing block (about 170 pt) moves whole to a new page rather than tearing from its signatures.
  if (y + 170 > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = continuation();
  }
  y = drawMixedText(
    doc,
    `${bilingual(LABELS.amountReceived)}: ${formatRupees(receipt.amountPaise)}`,
    { x, top: y + 10, width },
    { size: 12, weight: 'bold' },
  );
  y = drawMixedText(doc, `${bilingual(LABELS.inWords)}:`, { x, top: y + 4, width }, CAPTION);
  y = drawMixedText(doc, amountInWords(receipt.amountPaise, 'en'), { x, top: y, width }, WORDS);
  y = drawMixedText(doc, amountInWords(receipt.amountPaise, 'ta'), { x, top: y, width }, WORDS);
  y = drawMixedText(doc, LABELS.receivedFromReeler.en, { x, top: y + 10, width }, CAPTION);
  y = drawMixedText(doc, LABELS.receivedFromReeler.ta, { x, top: y, width }, CAPTION);
  if (receipt.mode === 'cheque') {
    y = drawMixedText(doc, bilingual(LABELS.chequeRealisation), { x, top: y + 2, width }, CAPTION);
  }
  drawSignatureLines(doc, { x, top: y, width, gapAbove: 40, size: 9 }, [
    LABELS.receivingCashier,
    LABELS.marketOfficer,
  ]);
}

/**
 * Reeler receipts, one after another in one PDF, each from a new page and numbered within itself. Pure: the
 * same receipts and copies give the same document.
 */
export async function renderReelerReceiptsPdf(
  items: ReadonlyArray<ReelerReceiptPrint>,
  options: RenderReelerReceiptsOptions,
): Promise<Buffer> {
  const first = items[0];
  if (!first) throw new RangeError('renderReelerReceiptsPdf needs at least one receipt to print');
  const doc = createPdfDocument({
    title: items.length === 1 ? `${LABELS.reelerReceipt.en} ${first.receipt.receiptNo}` : 'Reeler receipts',
    generatedAt: options.generatedAt,
  });
  const groups: PageGroup[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0) doc.addPage();
    const firstPage = doc.bufferedPageRange().count - 1;
    drawReceipt(doc, item, options);
    groups.push({
      caption: `${LABELS.reelerReceipt.en} ${item.receipt.receiptNo} · ${item.receipt.market.nameEn}`,
      firstPage,
      pageCount: doc.bufferedPageRange().count - firstPage,
    });
    await recordDone(options.onProgress, index + 1, items.length);
  }
  drawGroupedPageFooters(doc, groups);
  return finishPdf(doc);
}
