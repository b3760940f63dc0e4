import { type ReportAnswer, type ReportFileFormat, reportFileName } from '@cocoon/domain';
import { reportCsv } from './csv-export.js';
import { reportPdf } from './pdf-export.js';
import { reportXlsx } from './xlsx-export.js';

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
