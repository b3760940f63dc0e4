import { amountInWords, displayDate, formatRupees, rupeesFigure } from '@cocoon/domain';
import { bilingual, LABELS, type Label } from '../billing/labels.js';
import { drawSignatureLines } from '../billing/signature-lines.js';
import { drawFieldGrid, type Field } from '../pdf/fields.js';
import { drawMixedText, type TextStyle } from '../pdf/mixed-text.js';
import { drawTable, type TableColumn } from '../pdf/table.js';
import type { PaymentReceipt, PaymentReceiptPrint } from './payment-receipt.js';
import {
  type ReceiptFrame,
  type RenderReceiptsOptions,
  renderReceiptsPdf,
  startReceipt,
} from './receipt-frame.js';

type ReceiptLot = PaymentReceipt['lots'][number];

const stacked = (label: Label) => `${label.en}\n${label.ta}`;

const farmerFields = (receipt: PaymentReceipt): Field[] => [
  { label: bilingual(LABELS.farmerName), value: receipt.farmer.name },
  { label: bilingual(LABELS.farmerCode), value: receipt.farmer.code },
  { label: bilingual(LABELS.fatherName), value: receipt.farmer.fatherName ?? '' },
  { label: bilingual(LABELS.village), value: receipt.farmer.village ?? '' },
];

const receiptFields = (receipt: PaymentReceipt): Field[] => [
  { label: bilingual(LABELS.receiptNo), value: receipt.receiptNo },
  { label: bilingual(LABELS.date), value: displayDate(receipt.paidOn) },
  { label: bilingual(LABELS.paymentMode), value: bilingual(LABELS.cash) },
  { label: bilingual(LABELS.paidInCashBy), value: receipt.paidBy },
];

const lotColumns: ReadonlyArray<TableColumn<ReceiptLot>> = [
  { header: stacked(LABELS.serialNo), weight: 34, align: 'right', value: (_lot, index) => String(index + 1) },
  { header: stacked(LABELS.lotNo), weight: 60, align: 'right', value: (lot) => String(lot.lotNo) },
  {
    header: stacked(LABELS.auctionDate),
    weight: 90,
    align: 'center',
    value: (lot) => displayDate(lot.auctionDate),
  },
  { header: stacked(LABELS.billNo), weight: 150, value: (lot) => lot.billNo ?? `(${LABELS.notBilled.en})` },
  {
    header: stacked(LABELS.amount),
    weight: 110,
    align: 'right',
    value: (lot) => rupeesFigure(lot.amountPaise),
  },
];

const receiptFrame = ({ receipt, copy, code }: PaymentReceiptPrint): ReceiptFrame => ({
  title: LABELS.farmerPaymentReceipt,
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
 * One receipt from the current (fresh) page: letterhead, copy mark, the farmer and the receipt's facts, the
 * lots paid with their total, the amount in figures and in words (English and Tamil), the farmer's
 * acknowledgement and signature lines. A reversed payment is stamped REVERSED with its reversal number, so
 * a reprint can never pass for money still owed to the market's cash book.
 */
function drawReceipt(doc: PDFKit.PDFDocument, print: PaymentReceiptPrint, options: RenderReceiptsOptions) {
  const { receipt } = print;
  const frame = startReceipt(doc, receiptFrame(print), options);
  const { x, width, continuation } = frame;
  let { y } = frame;

  const half = (width - 16) / 2;
  const grid = { top: y, width: half, labelShare: 0.48, size: 9, gap: 2 };
  y =
    Math.max(
      drawFieldGrid(doc, farmerFields(receipt), { ...grid, x }),
      drawFieldGrid(doc, receiptFields(receipt), { ...grid, x: x + half + 16 }),
    ) + 10;

  y = drawTable(doc, {
    columns: lotColumns,
    rows: receipt.lots,
    top: y,
    footer: [
      '',
      '',
      '',
      `${bilingual(receipt.setOffs.length > 0 ? LABELS.lotsTotal : LABELS.total)} · ${receipt.lots.length} ${bilingual(LABELS.lots)}`,
      rupeesFigure(receipt.lots.reduce((total, lot) => total + lot.amountPaise, 0)),
    ],
    fontSize: 9,
    headerFontSize: 8,
    onNewPage: continuation,
  });

  // The closing block (about 190 pt) moves whole to a new page rather than tearing from its signatures.
  if (y + 190 > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = continuation();
  }
  for (const setOff of receipt.setOffs) {
    y = drawMixedText(
      doc,
      `${bilingual(LABELS.setOff)} · ${bilingual(LABELS.lotNo)} ${setOff.lotNo}, ${displayDate(setOff.auctionDate)}: - ${formatRupees(setOff.amountPaise)}`,
      { x, top: y + 6, width },
      { size: 9, weight: 'regular' },
    );
  }
  y = drawMixedText(
    doc,
    `${bilingual(LABELS.amountPaid)}: ${formatRupees(receipt.totalPaise)}`,
    { x, top: y + 10, width },
    { size: 12, weight: 'bold' },
  );
  y = drawMixedText(doc, `${bilingual(LABELS.inWords)}:`, { x, top: y + 4, width }, CAPTION);
  y = drawMixedText(doc, amountInWords(receipt.totalPaise, 'en'), { x, top: y, width }, WORDS);
  y = drawMixedText(doc, amountInWords(receipt.totalPaise, 'ta'), { x, top: y, width }, WORDS);
  y = drawMixedText(doc, LABELS.received.en, { x, top: y + 10, width }, CAPTION);
  y = drawMixedText(doc, LABELS.received.ta, { x, top: y, width }, CAPTION);
  drawSignatureLines(doc, { x, top: y, width, gapAbove: 40, size: 9 }, [
    LABELS.farmerSignature,
    LABELS.cashier,
    LABELS.marketOfficer,
  ]);
}

/** Payment receipts, one after another in one PDF, each from a new page and numbered within itself. */
export function renderPaymentReceiptsPdf(
  items: ReadonlyArray<PaymentReceiptPrint>,
  options: RenderReceiptsOptions,
): Promise<Buffer> {
  return renderReceiptsPdf(items, options, {
    title: LABELS.farmerPaymentReceipt,
    plural: 'Payment receipts',
    frameOf: receiptFrame,
    draw: (doc, item) => drawReceipt(doc, item, options),
  });
}
