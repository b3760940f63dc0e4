import {
  type Align,
  drawMixedLines,
  layoutMixedText,
  lineHeight,
  type MixedLine,
  type TextStyle,
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
 * Draws a ruled table across the page's content width. A row never splits across pages; when it does not
 * fit, a new page starts and the header row is repeated so every printed page reads on its own.
 * Returns the y below the table.
 */
export function drawTable<Row>(doc: PDFKit.PDFDocument, options: TableOptions<Row>): number {
  const size = options.fontSize ?? DEFAULT_FONT_SIZE;
  const headerStyle: TextStyle = { size: options.headerFontSize ?? size, weight: 'bold', color: '#ffffff' };
  const bodyStyle: TextStyle = { size, weight: 'regular', color: '#000000' };
  const footerStyle: TextStyle = { size, weight: 'bold', color: '#000000' };
  const paddingX = options.cellPadding ?? DEFAULT_PADDING_X;
  const left = doc.page.margins.left;
  const tableWidth = doc.page.width - left - doc.page.margins.right;
  const totalWeight = options.columns.reduce((total, column) => total + column.weight, 0);
  let x = left;
  const geometry = options.columns.map((column) => {
    const width = (tableWidth * column.weight) / totalWeight;
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
  options.rows.forEach((row, index) => {
    const laidOut = layoutRow(
      options.columns.map((column) => column.value(row, index)),
      bodyStyle,
    );
    drawKeptOnPage(laidOut, bodyStyle, index % 2 === 1 ? STRIPE_FILL : undefined);
  });
  if (options.footer) {
    // The footer's label spans the empty cells after it ("Total" across S.No, Lot No, Race...).
    const span = options.footer.slice(1).findIndex((text) => text !== '') + 1 || options.footer.length;
    const merged = geometry.slice(0, span).reduce((width, place) => width + place.width, 0);
    const [first] = geometry;
    const places = first ? [{ ...first, width: merged }, ...geometry.slice(span)] : geometry;
    const texts = [options.footer[0] ?? '', ...options.footer.slice(span)];
    drawKeptOnPage(layoutRow(texts, footerStyle, places), footerStyle, FOOTER_FILL);
  }
  return y;
}
