import { z } from 'zod';

/**
 * A screen page of a report (issue 28: "a report larger than a screen page answers its first page within the
 * target"). The screen shows 100 rows a page: a report of fewer rows looks as it did before paging; the lot
 * register of a month of every market (1.4 lakh lots) is 1,419 pages, each read from the database on its own.
 */
export const REPORT_PAGE_SIZE = 100;
/** The most rows one page may ask for, as every list endpoint allows (api/src/http/list-query.ts). */
export const REPORT_MAX_PAGE_SIZE = 500;

/**
 * `?page=&pageSize=` on every report's GET (both optional). Without `page` the answer holds every row, as it
 * always did; with it, the rows of that page (1-based), `rowCount` and the totals of all the rows.
 */
export const reportPagingSchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').optional(),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1, 'pageSize is at least 1')
    .max(REPORT_MAX_PAGE_SIZE, `pageSize is at most ${REPORT_MAX_PAGE_SIZE}`)
    .optional(),
});

/** A page asked for: its number (1-based) and size. */
export interface ReportPage {
  page: number;
  pageSize: number;
}

/** The page a query string asks for, or null for every row. */
export function reportPageOf(query: z.infer<typeof reportPagingSchema>): ReportPage | null {
  if (query.page === undefined) return null;
  return { page: query.page, pageSize: query.pageSize ?? REPORT_PAGE_SIZE };
}

/** The rows a page skips. */
export const pageOffset = (page: ReportPage) => (page.page - 1) * page.pageSize;
