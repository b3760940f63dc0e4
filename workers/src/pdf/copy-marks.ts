import { bilingual, LABELS, type Label } from '../billing/labels.js';
import { drawMixedText, layoutMixedText, lineHeight, type TextStyle } from './mixed-text.js';

const DUPLICATE_RED = '#b00020';
const ORIGINAL_GREEN = '#1b5e20';

/** Copy 1 is the original; every later copy of the same record is a duplicate (the print register counts). */
export const isDuplicate = (copy: number): boolean => copy > 1;

/**
 * The boxed tag in a document's top-right corner: "ORIGINAL / அசல்" on the first copy, "DUPLICATE / நகல்"
 * and the copy's number on a reprint, so a reprint can never pass for the original at a glance.
 * Returns the tag's width.
 */
export function drawCopyTag(
  doc: PDFKit.PDFDocument,
  at: { right: number; top: number },
  copy: number,
  size = 9,
): number {
  const duplicate = isDuplicate(copy);
  const text = duplicate ? `${bilingual(LABELS.duplicate)} (copy ${copy})` : bilingual(LABELS.original);
  const color = duplicate ? DUPLICATE_RED : ORIGINAL_GREEN;
  const style: TextStyle = { size, weight: 'bold', color };
  const [line] = layoutMixedText(doc, text, style, 1_000);
  const width = (line?.width ?? 0) + size * 1.2;
  const height = lineHeight(style) + size * 0.3;
  const x = at.right - width;
  doc
    .lineWidth(duplicate ? 1.5 : 0.8)
    .strokeColor(color)
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
