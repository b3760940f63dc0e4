import { formatKg } from '@cocoon/domain';
import { drawMixedText, layoutMixedText, lineHeight, type TextStyle } from '../pdf/mixed-text.js';
import { bilingual, LABELS } from './labels.js';

export interface CrateWeight {
  grossGrams: number;
  tareGrams: number;
  netGrams: number;
}

/**
 * Every crate of a lot across the width (gross, tare, net, kg to 3 decimals) and the lot's total net,
 * in blocks of as many crates as the width holds, so a big lot wraps instead of shrinking. Returns the y
 * below the grid.
 */
export function drawCrateGrid(
  doc: PDFKit.PDFDocument,
  box: { x: number; top: number; width: number; size: number },
  crates: readonly CrateWeight[],
  totalNetGrams: number,
): number {
  const body: TextStyle = { size: box.size, weight: 'regular' };
  const bold: TextStyle = { size: box.size, weight: 'bold' };
  const labels = [LABELS.crate, LABELS.grossKg, LABELS.tareKg, LABELS.netKg].map(bilingual);
  const labelWidth =
    Math.max(...labels.map((label) => layoutMixedText(doc, label, bold, 1_000)[0]?.width ?? 0)) + 8;
  const totalWidth = box.width * 0.14;
  // "99.999" in the body size, with room between figures.
  const perBlock = Math.max(1, Math.floor((box.width - labelWidth - totalWidth) / (box.size * 4.4)));
  const cell = (box.width - labelWidth - totalWidth) / perBlock;
  const row = lineHeight(body);
  let top = box.top;
  for (let start = 0; start < Math.max(crates.length, 1); start += perBlock) {
    const block = crates.slice(start, start + perBlock);
    const last = start + perBlock >= crates.length;
    doc.rect(box.x, top, box.width, row).fill('#efe6d6');
    labels.forEach((label, index) => {
      drawMixedText(doc, label, { x: box.x + 3, top: top + row * index, width: labelWidth }, bold);
    });
    block.forEach((crate, index) => {
      const x = box.x + labelWidth + cell * index;
      const cellBox = (line: number) => ({
        x,
        top: top + row * line,
        width: cell - 3,
        align: 'right' as const,
      });
      drawMixedText(doc, String(start + index + 1), cellBox(0), bold);
      drawMixedText(doc, formatKg(crate.grossGrams), cellBox(1), body);
      drawMixedText(doc, formatKg(crate.tareGrams), cellBox(2), body);
      drawMixedText(doc, formatKg(crate.netGrams), cellBox(3), bold);
    });
    if (last) {
      const x = box.x + box.width - totalWidth;
      const totalBox = (line: number) => ({
        x,
        top: top + row * line,
        width: totalWidth - 3,
        align: 'right' as const,
      });
      drawMixedText(doc, LABELS.total.en, totalBox(0), bold);
      drawMixedText(doc, formatKg(totalNetGrams), totalBox(3), bold);
    }
    doc
      .lineWidth(0.5)
      .strokeColor('#999999')
      .rect(box.x, top, box.width, row * 4)
      .stroke();
    top += row * 4 + box.size * 0.4;
  }
  return top;
}
