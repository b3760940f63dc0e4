import { REPORTS, type ReportParameters } from '@cocoon/domain';
import { sql } from 'kysely';
import { CUSTOMER_REPORT_QUERIES } from './customer-reports/index.js';
import { DRILL_QUERIES } from './drill/index.js';
import { LEDGER_REPORT_QUERIES } from './ledger/index.js';
import { LEVY_QUERIES } from './levy/index.js';
import { MIS_QUERIES } from './mis/index.js';
import type { ReportQuery, ReportQueryContext, ReportQueryResult } from './report-query.js';
import { REPORTS_MENU_QUERIES } from './reports-menu/index.js';

/** Every report's query by definition id. */
export const REPORT_QUERIES: Readonly<Record<string, ReportQuery>> = {
  ...REPORTS_MENU_QUERIES,
  ...LEVY_QUERIES,
  ...CUSTOMER_REPORT_QUERIES,
  ...MIS_QUERIES,
  ...LEDGER_REPORT_QUERIES,
  ...DRILL_QUERIES,
};

/** Definitions without a query yet (a test keeps this empty once every report is built). */
export const reportsWithoutQuery = () => REPORTS.filter((r) => !REPORT_QUERIES[r.id]).map((r) => r.id);

/**
 * A report's query in one read-only transaction tuned for reports (measured on ten years of 25 markets, docs/measurements.md
 * "Reports at scale"): JIT compilation added 0.1-1.1 s to month-range plans that run in tens of ms, and a month's
 * lots sorted in the default 4 MB of work memory spilled to disk.
 */
export async function readReport(
  id: string,
  ctx: ReportQueryContext,
  params: ReportParameters,
): Promise<ReportQueryResult> {
  const query = REPORT_QUERIES[id];
  if (!query) throw new Error(`Report ${id} has no query yet`);
  return inReportSnapshot(ctx, (snapshot) => query(snapshot, params));
}

/** `fn` in the read-only, repeatable-read transaction every report reads in (see `readReport`). */
export function inReportSnapshot<T>(
  ctx: ReportQueryContext,
  fn: (snapshot: ReportQueryContext) => Promise<T>,
) {
  // Repeatable read: a report that reads twice (a passbook's balance brought forward, then its lines; a page and
  // its totals) reads one snapshot, so its figures agree; a read-only transaction at this level never fails to
  // serialise.
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      await sql`set local work_mem = '32MB'`.execute(trx);
      return fn({ ...ctx, db: trx });
    });
}
