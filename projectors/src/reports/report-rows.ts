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
  /**
   * The rows are groups (a farmer's month of lots): making them costs as much for one page as for all, so the
   * page, the count and the totals are read from one evaluation of the select (`readGroupedPage`).
   */
  grouped?: boolean;
  /** Rows before and after the database's (a passbook's brought forward and closing), counted and totalled too. */
  before?: readonly ReportRow[];
  after?: readonly ReportRow[];
  /** A database row as the report's row (bigint text to exact numbers, a drill filter added). */
  toRow: (record: Record<string, unknown>) => ReportRow;
  summary?: SummaryLine[];
  /**
   * A summary of figures over the same rows, computed in the statement that counts and totals them (one scan of a
   * month's lots, not two): named SQL aggregates over `r`, and the lines made of their values.
   */
  summaryFigures?: SummaryFigures;
  resolved?: Record<string, string | number>;
}

export interface SummaryFigures {
  selections: Readonly<Record<string, RawBuilder<unknown>>>;
  lines: (values: Readonly<Record<string, unknown>>) => SummaryLine[];
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
  // sum, min and max skip nulls themselves: a filter is needed only when other columns decide whether a row counts.
  if (a.when.length === 1 && a.terms.length === 1 && a.when[0] === a.terms[0])
    return sql`${sql.raw(a.fn)}(${value})`;
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
): Promise<Aggregated> {
  const { rows: found } = await sql<
    Record<string, string | number | null>
  >`select ${aggregateSelections(aggregates, rows)}
    from (${rows.select}) r`.execute(db);
  return aggregated(rows, aggregates, found[0] ?? {});
}

export interface Aggregated {
  /** Every row, the fixed ones too. */
  rowCount: number;
  /** The database's rows. */
  counted: number;
  values: Record<string, number | null>;
  /** The summary, from `summaryFigures` when the rows declare them, else the one they carry. */
  summary: SummaryLine[] | undefined;
}

const aggregateSelections = (aggregates: readonly TotalAggregate[], rows: ReportRowsSql) =>
  sql.join([
    sql`count(*) as row_count`,
    ...aggregates.map((a, i) => sql`${aggregateSql(a)} as ${sql.id(`a${i}`)}`),
    ...Object.entries(rows.summaryFigures?.selections ?? {}).map(
      ([name, figure]) => sql`${figure} as ${sql.id(`s_${name}`)}`,
    ),
  ]);

function aggregated(
  rows: ReportRowsSql,
  aggregates: readonly TotalAggregate[],
  record: Record<string, unknown>,
): Aggregated {
  const fixed = [...(rows.before ?? []), ...(rows.after ?? [])];
  const ofFixed = aggregateRows(aggregates, fixed);
  const values: Record<string, number | null> = {};
  aggregates.forEach((a, i) => {
    values[a.name] = combine(a.fn, exactIntOrNull(record[`a${i}`] as string | null), ofFixed[a.name] ?? null);
  });
  const counted = exactInt(record.row_count as string);
  const figures = rows.summaryFigures;
  const summary = figures
    ? figures.lines(
        Object.fromEntries(Object.keys(figures.selections).map((name) => [name, record[`s_${name}`]])),
      )
    : rows.summary;
  return { rowCount: counted + fixed.length, counted, values, summary };
}

/**
 * A page of grouped rows with the count and totals of all of them, from one evaluation of the select
 * (materialized once, then aggregated and cut): a month's farmers of 25 markets are grouped once, not twice.
 * Fixed rows are not used by grouped reports.
 */
export async function readGroupedPage(
  db: ReadModelDb,
  rows: ReportRowsSql,
  page: ReportPage,
  aggregates: readonly TotalAggregate[],
): Promise<{ all: Aggregated; rows: ReportRow[] }> {
  if (rows.before?.length || rows.after?.length) throw new Error('A grouped report has no fixed rows');
  const order = sql.join(rows.orderBy.map((key) => sql.ref(`r.${key}`)));
  const { rows: found } = await sql<Record<string, unknown>>`
    with r as materialized (${rows.select}),
      t as (select ${aggregateSelections(aggregates, rows)} from r r)
    select t.*, p.* from t left join lateral (
      select true as in_page, r.* from r order by ${order} limit ${page.pageSize} offset ${pageOffset(page)}
    ) p on true`.execute(db);
  return {
    all: aggregated(rows, aggregates, found[0] ?? {}),
    rows: found.filter((record) => record.in_page === true).map(rows.toRow),
  };
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
    const summary = rows.summaryFigures ? (await readAggregates(ctx.db, rows, [])).summary : rows.summary;
    return {
      rows: await readAllRows(ctx.db, rows),
      ...(summary ? { summary } : {}),
      ...(rows.resolved ? { resolved: rows.resolved } : {}),
    };
  };
  return Object.assign(query, { rowsSql });
}
