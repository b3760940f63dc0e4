import { drawMixedText, layoutMixedText, lineHeight, type TextStyle } from '../pdf/mixed-text.js';
import type { Label } from './labels.js';

export interface Figure {
  label: Label;
  value: string;
  /** The figure that matters most in the row (what changes hands) is boxed heavier. */
  strong?: boolean;
}

/**
 * A row of ruled boxes, each a label (English over Tamil) above its figure: the money on a bid slip, read
 * left to right from the rate to what each party pays or gets. Returns the y below the row.
 */
export function drawFigureBoxes(
  doc: PDFKit.PDFDocument,
  box: { x: number; top: number; width: number; size: number },
  figures: readonly Figure[],
): number {
  const cell = box.width / figures.length;
  const pad = box.size * 0.4;
  const labelStyle: TextStyle = { size: box.size * 0.82, weight: 'regular', color: '#444444' };
  const valueStyle: TextStyle = { size: box.size * 1.1, weight: 'bold' };
  const labelLines = Math.max(
    ...figures.map(
      (figure) =>
        layoutMixedText(doc, `${figure.label.en}\n${figure.label.ta}`, labelStyle, cell - 2 * pad).length,
    ),
  );
  const height = 2 * pad + labelLines * lineHeight(labelStyle) + lineHeight(valueStyle);
  figures.forEach((figure, index) => {
    const x = box.x + cell * index;
    doc
      .lineWidth(figure.strong ? 1.4 : 0.5)
      .strokeColor(figure.strong ? '#000000' : '#999999')
      .rect(x, box.top, cell, height)
      .stroke();
    const inner = { x: x + pad, width: cell - 2 * pad };
    drawMixedText(
      doc,
      `${figure.label.en}\n${figure.label.ta}`,
      { ...inner, top: box.top + pad },
      labelStyle,
    );
    drawMixedText(
      doc,
      figure.value,
      { ...inner, top: box.top + pad + labelLines * lineHeight(labelStyle), align: 'right' },
      valueStyle,
    );
  });
  return box.top + height;
}
