import {
  REPORT_PAGE_SIZE,
  type ReportAnswer,
  type ReportDefinition,
  type ReportFileFormat,
  reportFileName,
} from '@cocoon/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../api/client';

/** Every report answer's key starts here, so a write elsewhere may refresh them all at once. */
export const REPORTS_KEY = ['reports'] as const;

/**
 * Whether the screen asks the server for a page at a time (issue 28: the lot register of a month of every market
 * is 1.4 lakh rows). A report with a chart draws every row, so it asks for all of them; its rows are few (MIS).
 */
export const pagedOnServer = (definition: ReportDefinition) => !definition.chart;

/**
 * A report's answer for a query string (the one generic call, `GET /api/<call>?…`, issue 13), one page of it
 * when `page` is given (`&page=&pageSize=`: the page's rows, `rowCount`, the totals of every row). Nothing is
 * asked until the parameters are complete; an answer is never shown under other parameters than its own, but the
 * page before stays on screen while the next one comes.
 */
export const useReportAnswer = (
  definition: ReportDefinition,
  search: string,
  enabled: boolean,
  page: number | null = null,
) =>
  useQuery({
    queryKey: [...REPORTS_KEY, definition.id, search, page] as QueryKey,
    queryFn: ({ signal }) =>
      apiRequest<ReportAnswer>(
        `${definition.call}?${search}${page === null ? '' : `&page=${page}&pageSize=${REPORT_PAGE_SIZE}`}`,
        { signal },
      ),
    enabled,
    staleTime: 0,
    retry: false,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === search && previousQuery.queryKey[1] === definition.id
        ? previous
        : undefined,
  });

/** The file of the same call (`format=`), with the bearer token like every call (issue 13, "Export"). */
export function fetchReportFile(definition: ReportDefinition, search: string, format: ReportFileFormat) {
  const params = new URLSearchParams(search);
  params.set('format', format);
  return apiBlob(`${definition.call}?${params.toString()}`);
}

/** The file's name as the server names the same export (the report's id and the period asked for). */
export const exportFileName = (definition: ReportDefinition, search: string, format: ReportFileFormat) =>
  reportFileName(definition.id, Object.fromEntries(new URLSearchParams(search)), format);

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is freed after the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
