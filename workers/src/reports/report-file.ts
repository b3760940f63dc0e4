import type { Writable } from 'node:stream';
import { type ReportAnswer, type ReportFileFormat, type ReportRow, reportFileName } from '@cocoon/domain';
import { reportCsv, writeReportCsv } from './csv-export.js';
import { reportPdf } from './pdf-export.js';
import { reportXlsx, writeReportXlsx } from './xlsx-export.js';

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
  return {
    content,
    contentType: CONTENT_TYPES[format],
    fileName: reportFileName(answer.id, answer.parameters, format),
  };
}

/**
 * The formats written row by row as the rows come (issue 28): CSV and the workbook. A PDF lays its pages out from
 * the whole answer, so a large one stays a job.
 */
export type StreamedReportFormat = Extract<ReportFileFormat, 'csv' | 'xlsx'>;
export const isStreamedFormat = (format: ReportFileFormat): format is StreamedReportFormat =>
  format === 'csv' || format === 'xlsx';

/** A file's type and name, known before its first row is written (the response's headers). */
export const reportFileHead = (answer: ReportAnswer, format: ReportFileFormat) => ({
  contentType: CONTENT_TYPES[format],
  fileName: reportFileName(answer.id, answer.parameters, format),
});

/** Writes a CSV or workbook to `out` from the answer's head (totals, summary) and its rows one at a time. */
export function writeReportFile(
  head: ReportAnswer,
  rows: AsyncIterable<ReportRow>,
  format: StreamedReportFormat,
  meta: ReportFileMeta,
  out: Writable,
): Promise<void> {
  return format === 'csv' ? writeReportCsv(head, rows, out, meta) : writeReportXlsx(head, rows, out, meta);
}
