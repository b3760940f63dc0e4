import { bilingual, LABELS, type Label } from '../billing/labels.js';
import { drawMixedText, layoutMixedText, lineHeight, type TextStyle } from './mixed-text.js';

const DUPLICATE_RED = '#b00020';
const ORIGINAL_GREEN = '#1b5e20';

/** Copy 1 is the original; every later copy of the same record is a duplicate (the print register counts). */
export const isDuplicate = (copy: number): boolean => copy > 1;

/**
 * What the copy's tag says: "ORIGINAL / அசல்" on the first copy, "DUPLICATE / நகல்" and the copy's number on a
 * reprint. A voided record (a cancelled bill, a reversed receipt) is never an original: its tag says what voided
 * it ("CANCELLED / ரத்து செய்யப்பட்டது") in place of ORIGINAL, and a reprint of it says so before DUPLICATE,
 * so one page never reads both ORIGINAL and CANCELLED (issue 27).
 */
export function copyTagText(copy: number, voided?: Label): string {
  const duplicate = isDuplicate(copy) ? `${bilingual(LABELS.duplicate)} (copy ${copy})` : undefined;
  if (voided) return duplicate ? `${bilingual(voided)} · ${duplicate}` : bilingual(voided);
  return duplicate ?? bilingual(LABELS.original);
}

const tagStyle = (copy: number, voided: Label | undefined, size: number): TextStyle => ({
  size,
  weight: 'bold',
  color: voided || isDuplicate(copy) ? DUPLICATE_RED : ORIGINAL_GREEN,
});

/** The width drawCopyTag takes for this copy, to leave it room before drawing. */
export function copyTagWidth(doc: PDFKit.PDFDocument, copy: number, voided?: Label, size = 9): number {
  const [line] = layoutMixedText(doc, copyTagText(copy, voided), tagStyle(copy, voided, size), 1_000);
  return (line?.width ?? 0) + size * 1.2;
}

/**
 * The boxed tag in a document's top-right corner (copyTagText), red and heavier on a reprint or a voided
 * record, so a reprint can never pass for the original at a glance. Returns the tag's width.
 */
export function drawCopyTag(
  doc: PDFKit.PDFDocument,
  at: { right: number; top: number },
  copy: number,
  size = 9,
  voided?: Label,
): number {
  const text = copyTagText(copy, voided);
  const style = tagStyle(copy, voided, size);
  const width = copyTagWidth(doc, copy, voided, size);
  const height = lineHeight(style) + size * 0.3;
  const x = at.right - width;
  doc
    .lineWidth(voided || isDuplicate(copy) ? 1.5 : 0.8)
    .strokeColor(style.color ?? DUPLICATE_RED)
    .rect(x, at.top, width, height)
    .stroke();
  drawMixedText(doc, text, { x, top: at.top + size * 0.1, width, align: 'center' }, style);
  return width;
}

/**
 * Large faint diagonal text across an area (a page, or one band of a token sheet), drawn before the
 * content so the figures stay readable over it.
 */
export function drawWatermark(
  doc: PDFKit.PDFDocument,
  area: { x: number; y: number; width: number; height: number },
  text: string,
  color: string,
): void {
  const size = Math.min(area.width / (text.length * 0.62), area.height / 2.2);
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const angle = (-Math.atan2(area.height, area.width) * 180) / Math.PI;
  doc.save();
  doc.rotate(angle, { origin: [cx, cy] });
  doc.fillOpacity(0.1);
  drawMixedText(
    doc,
    text,
    { x: cx - area.width, top: cy - size * 0.75, width: area.width * 2, align: 'center' },
    { size, weight: 'bold', color },
  );
  doc.restore();
}

/** The watermark a copy carries, if any: a cancelled bill says so before anything else. */
export function watermarkFor(copy: number, cancelled: boolean): { text: string; color: string } | undefined {
  if (cancelled) return { text: LABELS.cancelled.en, color: DUPLICATE_RED };
  if (isDuplicate(copy)) return { text: LABELS.duplicate.en, color: '#000000' };
  return undefined;
}

/** A red box stating the cancellation, its date and reason; returns the y below it. */
export function drawCancelledStamp(
  doc: PDFKit.PDFDocument,
  box: { x: number; top: number; width: number },
  cancellation: { reason: string | null; cancelledOn: string | null; replacedBy: string | null },
): number {
  return drawStamp(doc, box, {
    heading: LABELS.cancelled,
    lines: [
      `${bilingual(LABELS.reason)}: ${cancellation.reason ?? '-'}`,
      ...(cancellation.cancelledOn ? [`${bilingual(LABELS.cancelledOn)}: ${cancellation.cancelledOn}`] : []),
      ...(cancellation.replacedBy ? [`${bilingual(LABELS.replacedBy)}: ${cancellation.replacedBy}`] : []),
    ],
  });
}

/**
 * A red box with a bilingual heading (CANCELLED, REVERSED) and its particulars, one per line; returns the y
 * below it.
 */
export function drawStamp(
  doc: PDFKit.PDFDocument,
  box: { x: number; top: number; width: number },
  stamp: { heading: Label; lines: readonly string[] },
): number {
  const heading: TextStyle = { size: 13, weight: 'bold', color: DUPLICATE_RED };
  const detail: TextStyle = { size: 9, weight: 'regular', color: DUPLICATE_RED };
  const inner = { x: box.x + 8, width: box.width - 16 };
  const title = bilingual(stamp.heading);
  // Measured first so the border goes round the text, then drawn.
  const height =
    6 +
    layoutMixedText(doc, title, heading, inner.width).length * lineHeight(heading) +
    stamp.lines.reduce(
      (total, line) => total + layoutMixedText(doc, line, detail, inner.width).length * lineHeight(detail),
      0,
    ) +
    6;
  doc.lineWidth(2).strokeColor(DUPLICATE_RED).rect(box.x, box.top, box.width, height).stroke();
  let y = drawMixedText(doc, title, { ...inner, top: box.top + 6, align: 'center' }, heading);
  for (const line of stamp.lines) y = drawMixedText(doc, line, { ...inner, top: y, align: 'center' }, detail);
  return box.top + height;
}
