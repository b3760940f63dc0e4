import {
  DEPARTMENT_NAME_EN,
  DEPARTMENT_NAME_TA,
  formatReportCell,
  isNumericColumn,
  parameterLine,
  type ReportAnswer,
} from '@cocoon/domain';
import PDFDocument from 'pdfkit';
import { drawPageFooters, finishPdf } from '../pdf/document.js';
import { drawEmblem } from '../pdf/emblem.js';
import { registerFonts } from '../pdf/fonts.js';
import { formatIstDateTime } from '../pdf/format.js';
import { drawMixedText, type TextStyle } from '../pdf/mixed-text.js';
import { drawTable, type TableColumn } from '../pdf/table.js';
import type { ReportFileMeta } from './report-file.js';

type Row = ReportAnswer['rows'][number];

const BRAND = '#5b3a1a';
const style = (size: number, weight: TextStyle['weight'], color = '#000000'): TextStyle => ({
  size,
  weight,
  color,
});
/** More columns than this do not read on a portrait A4 page. */
const PORTRAIT_MAX_COLUMNS = 8;
const PROGRESS_EVERY = 500;

/** The department's letterhead in Tamil and English, the market, the report's title and parameters. */
function drawHeading(doc: PDFKit.PDFDocument, answer: ReportAnswer, meta: ReportFileMeta): number {
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  const centred = (top: number) => ({ x, top, width, align: 'center' as const });
  let y = doc.page.margins.top;
  drawEmblem(doc, { x, y, size: 40 });
  y = drawMixedText(doc, DEPARTMENT_NAME_TA, centred(y), style(13, 'bold', BRAND));
  y = drawMixedText(doc, DEPARTMENT_NAME_EN, centred(y), style(13, 'bold', BRAND));
  y = drawMixedText(doc, meta.market, centred(y), style(10, 'bold'));
  y += 4;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(1.2)
    .strokeColor(BRAND)
    .stroke();
  y += 6;
  y = drawMixedText(doc, answer.title, centred(y), style(14, 'bold'));
  const params = parameterLine(answer);
  if (params) y = drawMixedText(doc, params, centred(y), style(9, 'regular', '#333333'));
  const meta9 = style(8, 'regular', '#555555');
  const generated = `Generated on ${formatIstDateTime(meta.generatedAt)} IST by ${meta.requestedBy}`;
  y = drawMixedText(doc, generated, { x, top: y, width, align: 'right' }, meta9);
  return y + 4;
}

/** Column widths by what they hold: names wide, counts narrow, money wide enough for a bold lakh total. */
const WEIGHTS: Record<string, number> = {
  text: 1.8,
  count: 0.8,
  date: 1.9,
  paise: 1.6,
  lakhs: 1.3,
  grams: 1.4,
  ratePerKg: 1.2,
};
const weightOf = (type: string) => WEIGHTS[type] ?? 1.1;

/**
 * The report on paper: letterhead, the table with its header repeated on every page and the totals row at the
 * end, then the summary lines; landscape when the definition says so or the columns are many; "Page X of Y".
 */
export async function reportPdf(answer: ReportAnswer, meta: ReportFileMeta): Promise<Buffer> {
  const landscape = meta.landscape || answer.columns.length > PORTRAIT_MAX_COLUMNS;
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margins: { top: 30, bottom: 45, left: 28, right: 28 },
    bufferPages: true,
    info: {
      Title: answer.title,
      Author: `${DEPARTMENT_NAME_EN}, Government of Tamil Nadu`,
      Creator: 'Cocoon Market System',
      CreationDate: meta.generatedAt,
    },
  });
  registerFonts(doc);
  let y = drawHeading(doc, answer, meta);
  const columns: TableColumn<Row>[] = answer.columns.map((c) => {
    const numeric = isNumericColumn(c.type);
    return {
      header: c.header,
      weight: weightOf(c.type),
      align: numeric ? 'right' : 'left',
      value: (row: Row) => {
        const cell = row[c.key];
        return formatReportCell(typeof cell === 'object' && cell !== null ? null : cell, c.type);
      },
    };
  });
  const footer = answer.columns.map((c, i) => {
    const total = answer.totals[c.key];
    if (total !== null && total !== undefined) return formatReportCell(total, c.type);
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
    const value = formatReportCell(line.value, line.type);
    y = drawMixedText(doc, `${line.label}: ${value}`, { x, top: y, width: 400 }, style(9, 'regular'));
  }
  drawPageFooters(doc, `${answer.title} — ${meta.market}`);
  return finishPdf(doc);
}
