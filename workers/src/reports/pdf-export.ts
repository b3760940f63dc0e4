import { isFigureColumn, parameterLine, type ReportAnswer, reportCellText } from '@cocoon/domain';
import { drawDepartmentHeader } from '../pdf/department-header.js';
import { createPdfDocument, drawPageFooters, finishPdf } from '../pdf/document.js';
import { drawMixedText, type TextStyle } from '../pdf/mixed-text.js';
import { drawTable, type TableColumn } from '../pdf/table.js';
import type { ReportFileMeta } from './report-file.js';

type Row = ReportAnswer['rows'][number];

const style = (size: number, weight: TextStyle['weight'], color = '#000000'): TextStyle => ({
  size,
  weight,
  color,
});
/** More columns than this do not read on a portrait A4 page. */
const PORTRAIT_MAX_COLUMNS = 8;
const PROGRESS_EVERY = 500;

/** Column widths by what they hold: names wide, counts narrow, money wide enough for a bold lakh total. */
const WEIGHTS: Record<string, number> = {
  text: 1.8,
  count: 0.8,
  date: 1.9,
  paise: 1.6,
  lakhs: 1.3,
  grams: 1.4,
  ratePerKg: 1.2,
  // '12,34,567.89 Cr' on one line: the side never wraps under the figure.
  balance: 2.1,
};
/** A column of sentences (a passbook's particulars, a reason) gets the room to read as lines, not a word a line. */
const WRAP_WEIGHT = 3.4;
const weightOf = (type: string, wrap = false) => (wrap ? WRAP_WEIGHT : (WEIGHTS[type] ?? 1.1));

/**
 * The report on paper, in the frame every PDF uses: letterhead, the table with its header repeated on every page
 * and the totals row at the end, then the summary lines; landscape when the definition says so or the columns are
 * many; "Page X of Y".
 */
export async function reportPdf(answer: ReportAnswer, meta: ReportFileMeta): Promise<Buffer> {
  const landscape = meta.landscape || answer.columns.length > PORTRAIT_MAX_COLUMNS;
  // The department's one frame (issue 24): the letterhead every printed document carries, with the market or
  // office the report is about, the title and its parameters; "Page X of Y" in the footer.
  const doc = createPdfDocument({ title: answer.title, generatedAt: meta.generatedAt, landscape });
  let y = drawDepartmentHeader(doc, {
    titleEnglish: answer.title,
    generatedAt: meta.generatedAt,
    requestedBy: meta.requestedBy,
    issuer: { name: meta.market },
    summary: parameterLine(answer) || undefined,
  });
  const columns: TableColumn<Row>[] = answer.columns.map((c) => {
    const numeric = isFigureColumn(c.type);
    return {
      header: c.header,
      weight: weightOf(c.type, c.wrap),
      align: numeric ? 'right' : 'left',
      value: (row: Row) => {
        const cell = row[c.key];
        return reportCellText(typeof cell === 'object' && cell !== null ? null : cell, c.type);
      },
    };
  });
  const footer = answer.columns.map((c, i) => {
    const total = answer.totals[c.key];
    if (total !== null && total !== undefined) return reportCellText(total, c.type);
    return i === 0 ? 'Total' : '';
  });
  const rowCount = answer.rows.length;
  let drawn = 0;
  const fontSize = answer.columns.length > 12 ? 7 : answer.columns.length > 8 ? 8 : 9;
  y = drawTable(doc, {
    columns: columns.map((column) => ({
      ...column,
      value: (row: Row, index: number) => {
        if (meta.onProgress && index === drawn && index % PROGRESS_EVERY === 0)
          meta.onProgress(Math.round((index / Math.max(1, rowCount)) * 90));
        drawn = index + 1;
        return column.value(row, index);
      },
    })),
    rows: answer.rows,
    top: y,
    footer,
    fontSize,
    cellPadding: 3,
  });
  if (rowCount === 0) {
    y = drawMixedText(
      doc,
      'No Data Found',
      { x: doc.page.margins.left, top: y + 6, width: 400 },
      style(10, 'bold'),
    );
  }
  y += 8;
  const x = doc.page.margins.left;
  for (const line of answer.summary) {
    if (y > doc.page.height - doc.page.margins.bottom - 20) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const value = reportCellText(line.value, line.type);
    y = drawMixedText(doc, `${line.label}: ${value}`, { x, top: y, width: 400 }, style(9, 'regular'));
  }
  drawPageFooters(doc, `${answer.title} — ${meta.market}`);
  return finishPdf(doc);
}
