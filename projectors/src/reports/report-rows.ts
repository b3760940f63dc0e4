import {
  aggregateRows,
  pageOffset,
  type ReportPage,
  type ReportParameters,
  type ReportRow,
  type SummaryLine,
  type TotalAggregate,
} from '@cocoon/domain';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { ReadModelDb } from '../runtime/types.js';
import { exactInt, exactIntOrNull } from '../shared/exact-paise.js';
import type { ReportQuery, ReportQueryContext, ReportQueryResult } from './report-query.js';

/**
 * A report whose rows are one SQL select (issue 28: a report of 1.4 lakh rows answers its first page fast and
 * streams its files). The database pages it (`order by` + `limit`), counts and totals it (the aggregates the
 * definition's columns declare, `totalAggregates`) and hands it over through a cursor; node never holds every row.
 */
export interface ReportRowsSql {
  /** The rows: each output column named by a column key of the definition (or a key `toRow` reads). */
  select: Expression<unknown>;
  /**
   * Output columns that order the rows uniquely, so page n+1 starts where page n ended. They are added to the
   * select itself (not to a query around it), so the planner reads a page by an index in that order and stops.
   */
  orderBy: readonly string[];
  /** Rows before and after the database's (a passbook's brought forward and closing), counted and totalled too. */
  before?: readonly ReportRow[];
  after?: readonly ReportRow[];
  /** A database row as the report's row (bigint text to exact numbers, a drill filter added). */
  toRow: (record: Record<string, unknown>) => ReportRow;
  summary?: SummaryLine[];
  resolved?: Record<string, string | number>;
}

export type ReportRowsQuery = (ctx: ReportQueryContext, params: ReportParameters) => Promise<ReportRowsSql>;

// `order by` of output names right after the select: a select with a window (the passbook's running balance)
// cannot be flattened into a query around it, and would be planned for every row and then sorted.
const ordered = (rows: ReportRowsSql): RawBuilder<Record<string, unknown>> =>
  sql`${rows.select} order by ${sql.join(rows.orderBy.map((key) => sql.id(key)))}`;

/** Every row, in order (the answer without paging, as before issue 28). */
export async function readAllRows(db: ReadModelDb, rows: ReportRowsSql): Promise<ReportRow[]> {
  const { rows: records } = await ordered(rows).execute(db);
  return [...(rows.before ?? []), ...records.map(rows.toRow), ...(rows.after ?? [])];
}

/**
 * One page of the rows: the fixed rows before, the database's rows (`limit` and `offset` in their order), the
 * fixed rows after, cut where the page falls. `counted` is the database's row count (`readAggregates`).
 */
export async function readPage(
  db: ReadModelDb,
  rows: ReportRowsSql,
  page: ReportPage,
  counted: number,
): Promise<ReportRow[]> {
  const before = rows.before ?? [];
  const after = rows.after ?? [];
  const start = pageOffset(page);
  const end = start + page.pageSize;
  const out = before.slice(start, end);
  const from = Math.max(0, start - before.length);
  const take = Math.min(end - before.length, counted) - from;
  if (take > 0) {
    const { rows: records } = await sql<
      Record<string, unknown>
    >`${ordered(rows)} limit ${take} offset ${from}`.execute(db);
    out.push(...records.map(rows.toRow));
  }
  const afterStart = before.length + counted;
  out.push(...after.slice(Math.max(0, start - afterStart), Math.max(0, end - afterStart)));
  return out;
}

/** An aggregate as SQL over the rows `r`: numeric products (a rate times kg over a month passes int8). */
function aggregateSql(a: TotalAggregate): RawBuilder<unknown> {
  const [first, ...rest] = a.terms.map((key) => sql.ref(`r.${key}`));
  const value = rest.length ? sql`${first}::numeric * ${sql.join(rest, sql` * `)}` : sql`${first}`;
  const when = sql.join(
    a.when.map((key) => sql`${sql.ref(`r.${key}`)} is not null`),
    sql` and `,
  );
  return sql`${sql.raw(a.fn)}(${value}) filter (where ${when})`;
}

/**
 * How many rows, and the totals' aggregates over all of them: the database's in one statement, the fixed rows'
 * folded in (sums added, min and max of both).
 */
export async function readAggregates(
  db: ReadModelDb,
  rows: ReportRowsSql,
  aggregates: readonly TotalAggregate[],
): Promise<{ rowCount: number; counted: number; values: Record<string, number | null> }> {
  const selections = [
    sql`count(*) as row_count`,
    ...aggregates.map((a, i) => sql`${aggregateSql(a)} as ${sql.id(`a${i}`)}`),
  ];
  const { rows: found } = await sql<
    Record<string, string | number | null>
  >`select ${sql.join(selections)} from (${rows.select}) r`.execute(db);
  const record = found[0] ?? {};
  const fixed = [...(rows.before ?? []), ...(rows.after ?? [])];
  const ofFixed = aggregateRows(aggregates, fixed);
  const values: Record<string, number | null> = {};
  aggregates.forEach((a, i) => {
    values[a.name] = combine(a.fn, exactIntOrNull(record[`a${i}`]), ofFixed[a.name] ?? null);
  });
  const counted = exactInt(record.row_count);
  return { rowCount: counted + fixed.length, counted, values };
}

function combine(fn: TotalAggregate['fn'], a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return fn === 'sum' ? a + b : fn === 'min' ? Math.min(a, b) : Math.max(a, b);
}

/** Rows fetched from the server-side cursor per round trip: a few hundred kB of a register. */
const CURSOR_BATCH = 1_000;

/**
 * Every row in order through a server-side cursor (`declare ... cursor`, fetched a batch at a time), so memory
 * holds one batch whatever the size of the report. Must run inside a transaction: the cursor lives in it.
 */
export async function* streamRows(db: ReadModelDb, rows: ReportRowsSql): AsyncGenerator<ReportRow> {
  if (!db.isTransaction) throw new Error('A report cursor needs a transaction');
  yield* rows.before ?? [];
  await sql`declare report_rows no scroll cursor for ${ordered(rows)}`.execute(db);
  try {
    for (;;) {
      const { rows: batch } = await sql<
        Record<string, unknown>
      >`fetch forward ${sql.lit(CURSOR_BATCH)} from report_rows`.execute(db);
      for (const record of batch) yield rows.toRow(record);
      if (batch.length < CURSOR_BATCH) break;
    }
  } finally {
    await sql`close report_rows`.execute(db);
  }
  yield* rows.after ?? [];
}

/**
 * A report query declared as SQL rows: called as any report query it reads every row (the reconciliation tests,
 * the scale checks); the report machine finds `rowsSql` on it and pages, totals and streams in the database.
 */
export function sqlReport(rowsSql: ReportRowsQuery): ReportQuery {
  const query = async (ctx: ReportQueryContext, params: ReportParameters): Promise<ReportQueryResult> => {
    const rows = await rowsSql(ctx, params);
    return {
      rows: await readAllRows(ctx.db, rows),
      ...(rows.summary ? { summary: rows.summary } : {}),
      ...(rows.resolved ? { resolved: rows.resolved } : {}),
    };
  };
  return Object.assign(query, { rowsSql });
}
