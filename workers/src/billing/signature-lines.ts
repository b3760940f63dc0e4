import { drawMixedText } from '../pdf/mixed-text.js';
import { bilingual, type Label } from './labels.js';

/** Signature rules spread evenly across the width, each with its signatory named under it. Returns the y below. */
export function drawSignatureLines(
  doc: PDFKit.PDFDocument,
  box: { x: number; top: number; width: number; gapAbove: number; size: number },
  signatories: readonly Label[],
): number {
  const slot = box.width / signatories.length;
  const lineWidth = Math.min(slot - 16, 150);
  const y = box.top + box.gapAbove;
  let bottom = y;
  signatories.forEach((who, index) => {
    const x = box.x + slot * index + (slot - lineWidth) / 2;
    doc
      .moveTo(x, y)
      .lineTo(x + lineWidth, y)
      .lineWidth(0.6)
      .strokeColor('#333333')
      .stroke();
    bottom = Math.max(
      bottom,
      drawMixedText(
        doc,
        bilingual(who),
        { x, top: y + 2, width: lineWidth, align: 'center' },
        { size: box.size, weight: 'regular', color: '#333333' },
      ),
    );
  });
  return bottom;
}
