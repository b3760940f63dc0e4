import { once } from 'node:events';
import type { Writable } from 'node:stream';
import {
  type ColumnType,
  cellNumber,
  DEPARTMENT_NAME_EN,
  isFigureColumn,
  parameterLine,
  type ReportAnswer,
  type ReportRow,
} from '@cocoon/domain';
import ExcelJS from 'exceljs';
import { collect, fromArray } from './file-stream.js';
import type { ReportFileMeta } from './report-file.js';

/** Number formats by column type: real numbers in the unit the header names, shown the way the office reads. */
const NUM_FMT: Partial<Record<ColumnType, string>> = {
  grams: '#,##0.000',
  paise: '#,##0.00',
  ratePerKg: '#,##0.00',
  lakhs: '#,##0.00',
  basisPoints: '0.00',
  hundredths: '0.00',
  count: '0',
  // A ledger balance reads with its side as in the passbook ('1,234.50 Dr'); the cell stays the signed number.
  balance: '#,##0.00" Dr";#,##0.00" Cr";0.00',
};

/** Dates are real dates in the workbook (they sort and filter), shown DD/MM/YYYY as everywhere (spec section 9). */
const DATE_FMT = 'dd/mm/yyyy';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const PROGRESS_EVERY = 2_000;
/** Rows above the header: title, department and market, parameters, a blank. */
const HEADER_ROW = 5;

function width(header: string, type: ColumnType): number {
  const base = type === 'text' ? 22 : type === 'date' ? 12 : 14;
  return Math.max(base, Math.min(40, header.length + 2));
}

/**
 * The workbook: a title block (report, department and market, parameters), the header row frozen, real numeric
 * cells with number formats (kg to 3 places, rupees to 2), the totals row in bold and the summary lines under it.
 * Written through exceljs' streaming writer as the rows come (a report's cursor, issue 28), so a year's register is
 * held neither as rows nor as a workbook model in memory.
 */
export async function writeReportXlsx(
  answer: ReportAnswer,
  rows: AsyncIterable<ReportRow>,
  out: Writable,
  meta: ReportFileMeta,
): Promise<void> {
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = DEPARTMENT_NAME_EN;
  workbook.created = meta.generatedAt;
  const sheet = workbook.addWorksheet(answer.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
    pageSetup: { orientation: meta.landscape ? 'landscape' : 'portrait', fitToPage: true, fitToWidth: 1 },
  });
  const { columns } = answer;
  sheet.columns = columns.map((c) => ({ key: c.key, width: width(c.header, c.type) }));

  const title = sheet.getRow(1);
  title.getCell(1).value = answer.title;
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.getRow(2).getCell(1).value = `${DEPARTMENT_NAME_EN} — ${meta.market}`;
  sheet.getRow(2).commit();
  sheet.getRow(3).getCell(1).value = parameterLine(answer);
  sheet.getRow(3).commit();
  sheet.getRow(4).commit();

  const header = sheet.getRow(HEADER_ROW);
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true };
    cell.alignment = { horizontal: isFigureColumn(c.type) ? 'right' : 'left', wrapText: true };
  });
  header.commit();

  const write = (rowNo: number, cells: Record<string, unknown>, bold: boolean) => {
    const row = sheet.getRow(rowNo);
    columns.forEach((c, i) => {
      const value = cells[c.key];
      const cell = row.getCell(i + 1);
      const day = c.type === 'date' && typeof value === 'string' ? ISO_DAY.exec(value) : null;
      if (day) {
        cell.value = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
        cell.numFmt = DATE_FMT;
      } else if (typeof value === 'number' && isFigureColumn(c.type)) {
        cell.value = cellNumber(c.type, value);
        const fmt = NUM_FMT[c.type];
        if (fmt) cell.numFmt = fmt;
      } else if (typeof value === 'string' || typeof value === 'number') {
        // Text stays text: exceljs writes strings as shared strings, never as formulas.
        cell.value = String(value);
      }
      if (bold) cell.font = { bold: true };
    });
    row.commit();
  };

  let rowNo = HEADER_ROW + 1;
  let index = 0;
  for await (const row of rows) {
    write(rowNo++, row, false);
    if (index % PROGRESS_EVERY === 0) {
      meta.onProgress?.(Math.round((index / Math.max(1, answer.rowCount ?? answer.rows.length)) * 100));
      // A slow reader (a download on a thin line) holds the rows back instead of the memory filling with them.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    index++;
  }
  const firstText = columns.find((c) => answer.totals[c.key] === null || answer.totals[c.key] === undefined);
  write(rowNo++, { ...answer.totals, ...(firstText ? { [firstText.key]: 'Total' } : {}) }, true);
  rowNo++;
  for (const line of answer.summary) {
    const row = sheet.getRow(rowNo++);
    row.getCell(1).value = line.label;
    if (typeof line.value === 'number' && isFigureColumn(line.type)) {
      row.getCell(2).value = cellNumber(line.type, line.value);
      const fmt = NUM_FMT[line.type];
      if (fmt) row.getCell(2).numFmt = fmt;
    } else if (line.value !== null) row.getCell(2).value = String(line.value);
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
}

/** The whole workbook of an answer held in memory (a small report, the unit specs). */
export const reportXlsx = (answer: ReportAnswer, meta: ReportFileMeta): Promise<Buffer> =>
  collect((out) => writeReportXlsx(answer, fromArray(answer.rows), out, meta));
