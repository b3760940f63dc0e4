import {
  type Align,
  drawMixedLines,
  layoutMixedText,
  lineHeight,
  type MixedLine,
  type TextStyle,
  widestWord,
} from './mixed-text.js';

export interface TableColumn<Row> {
  header: string;
  /** Share of the table width; the columns' weights need not add up to anything in particular. */
  weight: number;
  align?: Align;
  value: (row: Row, index: number) => string;
}

export interface TableOptions<Row> {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  /** Where the table starts on the current page. */
  top: number;
  /** Called after each page break, before the repeated header; returns the y where the table continues. */
  onNewPage?: () => number;
  /** A closing row in bold (totals), kept on the page of the last row or carried over with the header. */
  footer?: readonly string[];
  /** Type size of header and body; 9.5 unless a wide table needs smaller. */
  fontSize?: number;
  /** The header row's size when it differs (bilingual headers of narrow columns). */
  headerFontSize?: number;
  /** Space between a cell's rule and its text, across; 5 unless a wide table needs the room. */
  cellPadding?: number;
}

const DEFAULT_FONT_SIZE = 9.5;
const DEFAULT_PADDING_X = 5;
/** How far a table's type may shrink so its codes fit whole: half a point at a time, never below 6 pt. */
const FONT_STEP = 0.5;
const MAX_SHRINK = 1.5;
const MIN_FONT_SIZE = 6;
const PADDING_Y = 4;
const HEADER_FILL = '#5b3a1a';
const STRIPE_FILL = '#f6f0e6';
const FOOTER_FILL = '#e8dcc8';
const RULE_COLOR = '#b9a98f';

interface Cell {
  lines: MixedLine[];
  x: number;
  width: number;
  align: Align;
}

/**
 * The columns' widths: each its weight's share of the table, except that no column is narrower than its widest
 * word (header, cells, footer), so a farmer's code, an invoice number or a lot number is never broken inside;
 * the columns that need more take it from the others in proportion to their weights. Undefined when the words
 * cannot all fit at this size.
 */
function fitWidths(
  weights: readonly number[],
  minimums: readonly number[],
  tableWidth: number,
): number[] | undefined {
  if (minimums.reduce((total, min) => total + min, 0) > tableWidth) return undefined;
  const pinned = new Set<number>();
  for (;;) {
    const free = tableWidth - [...pinned].reduce((total, index) => total + (minimums[index] ?? 0), 0);
    const freeWeight = weights.reduce(
      (total, weight, index) => (pinned.has(index) ? total : total + weight),
      0,
    );
    if (freeWeight === 0) {
      // Every column at its minimum: the room left over goes to them by weight.
      const spare = free / weights.reduce((total, weight) => total + weight, 0);
      return minimums.map((min, index) => min + spare * (weights[index] ?? 0));
    }
    const widths = weights.map((weight, index) =>
      pinned.has(index) ? (minimums[index] ?? 0) : (free * weight) / freeWeight,
    );
    const short = widths.findIndex((width, index) => !pinned.has(index) && width < (minimums[index] ?? 0));
    if (short < 0) return widths;
    // Pin every column that is short at this split, then share out what is left again.
    widths.forEach((width, index) => {
      if (!pinned.has(index) && width < (minimums[index] ?? 0)) pinned.add(index);
    });
  }
}

/**
 * Draws a ruled table across the page's content width. Text wraps at spaces only: each column is at least as
 * wide as its widest word, the type shrinking a step or three when the words do not fit otherwise (a word
 * still wider than its column at the smallest size is cut as a last resort). A row never splits across pages;
 * when it does not fit, a new page starts and the header row is repeated so every printed page reads on its own.
 * Returns the y below the table.
 */
export function drawTable<Row>(doc: PDFKit.PDFDocument, options: TableOptions<Row>): number {
  const paddingX = options.cellPadding ?? DEFAULT_PADDING_X;
  const left = doc.page.margins.left;
  const tableWidth = doc.page.width - left - doc.page.margins.right;
  // Every cell's text once: its words size the columns before the first row is drawn.
  const texts = options.rows.map((row, index) => options.columns.map((column) => column.value(row, index)));
  const footerSpan = options.footer
    ? options.footer.slice(1).findIndex((text) => text !== '') + 1 || options.footer.length
    : 1;
  const requested = options.fontSize ?? DEFAULT_FONT_SIZE;
  const headerRequested = options.headerFontSize ?? requested;
  const weights = options.columns.map((column) => column.weight);
  // Each column's widest word at 1 pt, measured once: a width is proportional to the type size, so trying a
  // smaller size needs no second pass over a register's thousands of rows.
  const unit = (text: string, weight: TextStyle['weight']) => widestWord(doc, text, { size: 1, weight });
  const widest = options.columns.map((column, index) => {
    let body = 0;
    for (const row of texts) body = Math.max(body, unit(row[index] ?? '', 'regular'));
    // The footer's label spans the empty cells after it; its figures each sit in their own column.
    const footer = index === 0 && footerSpan > 1 ? '' : (options.footer?.[index] ?? '');
    return { header: unit(column.header, 'bold'), body: Math.max(body, unit(footer, 'bold')) };
  });
  const fitAt = (size: number) => {
    const headerSize = (headerRequested * size) / requested;
    // A hair over the measured width: a word exactly as wide as its cell must not be pushed to a cut.
    const minimums = widest.map(
      (column) => Math.max(column.header * headerSize, column.body * size) + 2 * paddingX + 0.5,
    );
    return { size, headerSize, widths: fitWidths(weights, minimums, tableWidth) };
  };
  let fit = fitAt(requested);
  const smallest = Math.max(MIN_FONT_SIZE, requested - MAX_SHRINK);
  while (!fit.widths && fit.size - FONT_STEP >= smallest - 1e-9) fit = fitAt(fit.size - FONT_STEP);
  const size = fit.size;
  const totalWeight = weights.reduce((total, weight) => total + weight, 0);
  const widths = fit.widths ?? weights.map((weight) => (tableWidth * weight) / totalWeight);

  const headerStyle: TextStyle = { size: fit.headerSize, weight: 'bold', color: '#ffffff' };
  const bodyStyle: TextStyle = { size, weight: 'regular', color: '#000000' };
  const footerStyle: TextStyle = { size, weight: 'bold', color: '#000000' };
  let x = left;
  const geometry = options.columns.map((column, index) => {
    const width = widths[index] ?? 0;
    const placed = { x, width, align: column.align ?? 'left' };
    x += width;
    return placed;
  });

  const layoutRow = (
    texts: string[],
    style: TextStyle,
    places: ReadonlyArray<Omit<Cell, 'lines'>> = geometry,
  ): { cells: Cell[]; height: number } => {
    const cells = places.map((place, index) => ({
      ...place,
      lines: layoutMixedText(doc, texts[index] ?? '', style, place.width - 2 * paddingX),
    }));
    const lineCount = Math.max(1, ...cells.map((cell) => cell.lines.length));
    return { cells, height: lineCount * lineHeight(style) + 2 * PADDING_Y };
  };

  const drawRow = (
    row: { cells: Cell[]; height: number },
    top: number,
    style: TextStyle,
    fill?: string,
  ): number => {
    if (fill) doc.rect(left, top, tableWidth, row.height).fill(fill);
    for (const cell of row.cells) {
      drawMixedLines(
        doc,
        cell.lines,
        { x: cell.x + paddingX, top: top + PADDING_Y, width: cell.width - 2 * paddingX, align: cell.align },
        style,
      );
    }
    doc.lineWidth(0.5).strokeColor(RULE_COLOR);
    doc.rect(left, top, tableWidth, row.height).stroke();
    for (const cell of row.cells.slice(1)) {
      doc
        .moveTo(cell.x, top)
        .lineTo(cell.x, top + row.height)
        .stroke();
    }
    return top + row.height;
  };

  const header = layoutRow(
    options.columns.map((column) => column.header),
    headerStyle,
  );
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = drawRow(header, options.top, headerStyle, HEADER_FILL);
  const drawKeptOnPage = (laidOut: { cells: Cell[]; height: number }, style: TextStyle, fill?: string) => {
    if (y + laidOut.height > bottom) {
      doc.addPage();
      const top = options.onNewPage ? options.onNewPage() : doc.page.margins.top;
      y = drawRow(header, top, headerStyle, HEADER_FILL);
    }
    y = drawRow(laidOut, y, style, fill);
  };
  texts.forEach((row, index) => {
    drawKeptOnPage(layoutRow(row, bodyStyle), bodyStyle, index % 2 === 1 ? STRIPE_FILL : undefined);
  });
  if (options.footer) {
    // The footer's label spans the empty cells after it ("Total" across S.No, Lot No, Race...).
    const span = footerSpan;
    const merged = geometry.slice(0, span).reduce((width, place) => width + place.width, 0);
    const [first] = geometry;
    const places = first ? [{ ...first, width: merged }, ...geometry.slice(span)] : geometry;
    const texts = [options.footer[0] ?? '', ...options.footer.slice(span)];
    drawKeptOnPage(layoutRow(texts, footerStyle, places), footerStyle, FOOTER_FILL);
  }
  return y;
}
