import type { Scope } from '@cocoon/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import { exactInt, exactIntOrNull } from '../../shared/exact-paise.js';

/** What every dashboard query is given: the caller's scope, the date, and a market picked within the scope. */
export interface DashboardQuery {
  /** The caller's market scope; applied to every table read (`scopeFilter`), whatever `marketId` says. */
  scope: Scope;
  /** The business date (YYYY-MM-DD). */
  date: string;
  /** One market of the scope, or every market of it. */
  marketId?: string | undefined;
  /** The server clock: which slots are open now, and which lots' bidding has closed. */
  now: Date;
  /** Today's business date: a lot never auctioned on an earlier day is unsold. */
  today: string;
}

/** The markets a query covers, found first (`marketsCovered`): their ids lead every index read below. */
export interface CoveredQuery extends DashboardQuery {
  marketIds: readonly string[];
}

/**
 * Rows of the markets the query covers: the caller's scope (`scopeFilter`), the one market asked for, and the
 * covered ids as a list, so an Admin's question is one index range per market ((branch_id, date) indexes)
 * rather than a scan of every market's years.
 */
export function marketRows(
  q: Pick<DashboardQuery, 'scope' | 'marketId'> & { marketIds?: readonly string[] },
  column: string,
) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const conditions = [scopeFilter(q.scope, column)(eb)];
    if (q.marketId) conditions.push(eb(sql.ref(column), '=', q.marketId));
    if (q.marketIds)
      conditions.push(q.marketIds.length ? eb(sql.ref(column), 'in', [...q.marketIds]) : sql<SqlBool>`false`);
    return eb.and(conditions);
  };
}

/** node-pg reads bigint, numeric sums and counts as text: read exactly (a figure past 2^53 fails loudly). */
export const int = exactInt;
export const intOrNull = exactIntOrNull;

const DAY_MS = 86_400_000;

export const daysBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS));

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
