import { amountInWords, displayDate, formatRupees, rupeesFigure } from '@cocoon/domain';
import { bilingual, LABELS, type Label } from '../billing/labels.js';
import { drawSignatureLines } from '../billing/signature-lines.js';
import { drawFieldGrid, type Field } from '../pdf/fields.js';
import { drawMixedText, type TextStyle } from '../pdf/mixed-text.js';
import { drawTable, type TableColumn } from '../pdf/table.js';
import {
  type ReceiptFrame,
  type RenderReceiptsOptions,
  renderReceiptsPdf,
  startReceipt,
} from './receipt-frame.js';
import type { ReelerReceipt, ReelerReceiptPrint } from './reeler-receipt.js';

/** One line of what the receipt paid: an invoice, or what it kept as the reeler's deposit. */
interface AppliedLine {
  to: string;
  /** Null on a receipt recorded before receipts said how they split over several invoices. */
  amountPaise: number | null;
}

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

const receiptFrame = ({ receipt, copy, code }: ReelerReceiptPrint): ReceiptFrame => ({
  title: LABELS.reelerReceipt,
  receiptNo: receipt.receiptNo,
  market: receipt.market,
  copy,
  code,
  reversal: receipt.reversal,
});

export type { RenderReceiptsOptions };

const CAPTION: TextStyle = { size: 9, weight: 'regular', color: '#444444' };
const WORDS: TextStyle = { size: 10, weight: 'bold' };

/**
 * One receipt from the current (fresh) page: letterhead, copy mark, the reeler and the receipt's facts (mode and
 * its cheque or transfer reference), the invoices it paid and any deposit, the amount in figures and in words
 * (English and Tamil) and the cashier's and officer's signature lines. A reversed receipt (a bounced cheque) is
 * stamped REVERSED with its reversal number, so a reprint can never pass for money the market still holds.
 */
function drawReceipt(doc: PDFKit.PDFDocument, print: ReelerReceiptPrint, options: RenderReceiptsOptions) {
  const { receipt } = print;
  const frame = startReceipt(doc, receiptFrame(print), options);
  const { x, width, continuation } = frame;
  let { y } = frame;

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

/** Reeler receipts, one after another in one PDF, each from a new page and numbered within itself. */
export function renderReelerReceiptsPdf(
  items: ReadonlyArray<ReelerReceiptPrint>,
  options: RenderReceiptsOptions,
): Promise<Buffer> {
  return renderReceiptsPdf(items, options, {
    title: LABELS.reelerReceipt,
    plural: 'Reeler receipts',
    frameOf: receiptFrame,
    draw: (doc, item) => drawReceipt(doc, item, options),
  });
}
