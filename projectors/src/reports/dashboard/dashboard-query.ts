import type { Scope } from '@cocoon/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';

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

/** Rows of the markets the query covers: the scope, and the one market asked for. */
export function marketRows(q: Pick<DashboardQuery, 'scope' | 'marketId'>, column: string) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const inScope = scopeFilter(q.scope, column)(eb);
    if (!q.marketId) return inScope;
    return eb.and([inScope, eb(sql.ref(column), '=', q.marketId)]);
  };
}

/** node-pg reads bigint and count as text. */
export const int = (v: string | number | bigint | null | undefined): number => Number(v ?? 0);
export const intOrNull = (v: string | number | bigint | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

const DAY_MS = 86_400_000;

export const daysBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS));

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
