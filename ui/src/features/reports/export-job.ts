import type { ExportRequestInput, ReportDefinition, ReportFileFormat } from '@cocoon/domain';
import type { Command } from '../../api/answers';
import { apiBlob } from '../../api/client';
import { waitForRender } from '../documents/document-api';

/**
 * Above this many rows the API does not lay out a PDF inside the request (api/src/reports/report-routes.ts,
 * REPORT_DIRECT_EXPORT_MAX_ROWS: it answers 409) and the file is made by the export job, with progress. CSV and
 * Excel are streamed by the request whatever their size.
 */
export const DIRECT_EXPORT_MAX_ROWS = 5_000;

/** What GET /api/Reports/Export/{id} answers. */
export interface ExportState {
  exportId: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  /** 0 to 100. */
  progress: number;
  fileName?: string;
  error?: string;
}

const POLL_MS = 500;

/**
 * A large export as a job (issue 13, "Large exports run as a job with a progress bar"): queued with the report's
 * call and query, polled for its progress, then the file fetched. `queue` is the one command hook's (useCommand of the
 * export command): a retried post is the same export.
 */
export async function exportAsJob(
  definition: ReportDefinition,
  search: string,
  format: ReportFileFormat,
  onProgress: (percent: number) => void,
  queue: (call: Command<ExportRequestInput>) => Promise<{ exportId: string }>,
): Promise<{ blob: Blob; fileName?: string }> {
  const query = Object.fromEntries(new URLSearchParams(search));
  const { exportId } = await queue({ body: { call: definition.call, query, format } });
  const ready = await waitForRender<ExportState>(`Reports/Export/${exportId}`, {
    onState: (state) => onProgress(state.progress),
    // No stall bound: an export queued behind another day's export may wait long without moving; its bar says so.
    pollMs: POLL_MS,
    failure: (reason) => new Error(reason ?? 'The export failed'),
  });
  return { blob: await apiBlob(`Reports/Export/${exportId}/file`), fileName: ready.fileName };
}
