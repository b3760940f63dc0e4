import { drawMixedLines, layoutMixedText, lineHeight, type TextStyle } from './mixed-text.js';

export interface Field {
  label: string;
  value: string;
}

export interface FieldGridOptions {
  x: number;
  top: number;
  width: number;
  /** Share of the width the labels take (0-1). */
  labelShare: number;
  size: number;
  /** Vertical gap between fields. */
  gap?: number;
  /** Each label above its value, both full width (labelShare is then unused): for narrow columns. */
  stacked?: boolean;
}

/**
 * Label: value pairs one under another (a bill's customer block, a token's figures). A long label or value
 * wraps inside its own column, and the next field starts below the taller of the two. Returns the y below.
 */
export function drawFieldGrid(
  doc: PDFKit.PDFDocument,
  fields: readonly Field[],
  options: FieldGridOptions,
): number {
  return layOutFieldGrid(doc, fields, options, true);
}

/** The height drawFieldGrid would take, drawing nothing: to decide whether a block still fits the page. */
export function measureFieldGrid(
  doc: PDFKit.PDFDocument,
  fields: readonly Field[],
  options: FieldGridOptions,
): number {
  return layOutFieldGrid(doc, fields, options, false) - options.top;
}

function layOutFieldGrid(
  doc: PDFKit.PDFDocument,
  fields: readonly Field[],
  options: FieldGridOptions,
  draw: boolean,
): number {
  const labelWidth = options.width * options.labelShare;
  const labelStyle: TextStyle = { size: options.size * 0.88, weight: 'regular', color: '#444444' };
  const valueStyle: TextStyle = { size: options.size, weight: 'bold', color: '#000000' };
  let y = options.top;
  for (const field of fields) {
    const stacked = options.stacked ?? false;
    const labelBox = {
      x: options.x,
      top: y + options.size * 0.1,
      width: stacked ? options.width : labelWidth - 4,
    };
    const label = layoutMixedText(doc, field.label, labelStyle, labelBox.width);
    const valueBox = stacked
      ? { x: options.x, top: labelBox.top + label.length * lineHeight(labelStyle), width: options.width }
      : { x: options.x + labelWidth, top: y, width: options.width - labelWidth };
    const value = layoutMixedText(doc, field.value === '' ? '-' : field.value, valueStyle, valueBox.width);
    const bottom = Math.max(
      labelBox.top + label.length * lineHeight(labelStyle),
      valueBox.top + value.length * lineHeight(valueStyle),
    );
    if (draw) {
      drawMixedLines(doc, label, labelBox, labelStyle);
      drawMixedLines(doc, value, valueBox, valueStyle);
    }
    y = bottom + (options.gap ?? 0);
  }
  return y;
}
