import type { ReportParameters, ReportRow, Scope, SummaryLine } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';
import type { ReportRowsSql } from './report-rows.js';

/** What a report query is given: the read models, the caller's scope, and the business date of the request. */
export interface ReportQueryContext {
  db: ReadModelDb;
  /** The caller's market scope; every query applies it (`scopeFilter`), whatever the parameters name. */
  scope: Scope;
  /** Today's business date (YYYY-MM-DD, the market's time zone): defaults like the current accounting year. */
  today: string;
  /**
   * The server clock at the request (the api's `deps.clock()`): a lot whose slot has ended is Unsold. Optional so
   * callers without a clock (scripts) read the wall clock.
   */
  now?: Date;
}

/**
 * A report's rows (cells keyed by the definition's column keys, integers in paise and grams) and its summary
 * lines. Totals are not the query's business: the report machine computes them from these rows.
 */
export interface ReportQueryResult {
  rows: ReportRow[];
  summary?: SummaryLine[];
  /** The parameters as the query resolved them (a defaulted accounting year), shown in the answer. */
  resolved?: Record<string, string | number>;
}

export interface ReportQuery {
  (ctx: ReportQueryContext, params: ReportParameters): Promise<ReportQueryResult>;
  /**
   * The same rows as one SQL select (`sqlReport`, report-rows.ts): the report machine then reads a page, the
   * totals and the files' rows from the database instead of every row into node.
   */
  rowsSql?: (ctx: ReportQueryContext, params: ReportParameters) => Promise<ReportRowsSql>;
}
