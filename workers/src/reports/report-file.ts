import type { ReportAnswer } from '@cocoon/domain';
import { reportCsv } from './csv-export.js';
import { reportPdf } from './pdf-export.js';
import { reportXlsx } from './xlsx-export.js';

export const REPORT_FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/** What a file says beside the rows: the market or office, who asked and when, the page orientation. */
export interface ReportFileMeta {
  /** 'Hosur / ஓசூர்', or 'All markets of Salem region'. */
  market: string;
  requestedBy: string;
  generatedAt: Date;
  landscape: boolean;
  /** Reports with progress (the export job): called with 0..100. */
  onProgress?: (percent: number) => void;
}

export interface ReportFile {
  content: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<ReportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
/** The media types a report export downloads as (the OpenAPI document lists them). */
export const REPORT_FILE_MEDIA_TYPES = Object.values(CONTENT_TYPES).map((type) => type.split(';')[0] ?? type);

/**
 * `lot-register_2025-04-01_2025-04-30.csv`: the report's id and the period it covers, so a folder of downloads
 * sorts and reads without opening them.
 */
export function reportFileName(answer: ReportAnswer, format: ReportFileFormat): string {
  const p = answer.parameters;
  const period = [p.from, p.to, p.date, p.month, p.accountingYear]
    .filter((v) => v !== undefined && v !== '')
    .map(String);
  const safe = [answer.id, ...period].join('_').replace(/[^\w.-]/g, '-');
  return `${safe}.${format}`;
}

/** Dates read DD/MM/YYYY on paper and in the workbook's title, as on the screens. */
const displayDate = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.split('-').reverse().join('/') : v);

/** The parameters as a line of the title block: "From 01/04/2025, To 30/04/2025, Status sold". */
export function parameterLine(answer: ReportAnswer): string {
  const names: Record<string, string> = {
    from: 'From',
    to: 'To',
    date: 'Date',
    month: 'Month',
    accountingYear: 'Accounting year',
    status: 'Status',
  };
  return Object.entries(answer.parameters)
    .filter(([key]) => names[key])
    .map(([key, value]) => `${names[key]} ${displayDate(String(value))}`)
    .join(', ');
}

/** One export path for the direct answer (`format=`) and the export job alike. */
export async function renderReportFile(
  answer: ReportAnswer,
  format: ReportFileFormat,
  meta: ReportFileMeta,
): Promise<ReportFile> {
  const content =
    format === 'csv'
      ? await reportCsv(answer, meta)
      : format === 'xlsx'
        ? await reportXlsx(answer, meta)
        : await reportPdf(answer, meta);
  return { content, contentType: CONTENT_TYPES[format], fileName: reportFileName(answer, format) };
}
