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
}

const HEADER_STYLE: TextStyle = { size: 9.5, weight: 'bold', color: '#ffffff' };
const BODY_STYLE: TextStyle = { size: 9.5, weight: 'regular', color: '#000000' };
const PADDING_X = 5;
const PADDING_Y = 4;
const HEADER_FILL = '#5b3a1a';
const STRIPE_FILL = '#f6f0e6';
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

  const layoutRow = (texts: string[], style: TextStyle): { cells: Cell[]; height: number } => {
    const cells = geometry.map((place, index) => ({
      ...place,
      lines: layoutMixedText(doc, texts[index] ?? '', style, place.width - 2 * PADDING_X),
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
        { x: cell.x + PADDING_X, top: top + PADDING_Y, width: cell.width - 2 * PADDING_X, align: cell.align },
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
    HEADER_STYLE,
  );
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = drawRow(header, options.top, HEADER_STYLE, HEADER_FILL);
  options.rows.forEach((row, index) => {
    const laidOut = layoutRow(
      options.columns.map((column) => column.value(row, index)),
      BODY_STYLE,
    );
    if (y + laidOut.height > bottom) {
      doc.addPage();
      const top = options.onNewPage ? options.onNewPage() : doc.page.margins.top;
      y = drawRow(header, top, HEADER_STYLE, HEADER_FILL);
    }
    y = drawRow(laidOut, y, BODY_STYLE, index % 2 === 1 ? STRIPE_FILL : undefined);
  });
  return y;
}
