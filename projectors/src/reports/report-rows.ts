import {
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
  /** Output columns that order the rows uniquely, so page n+1 starts where page n ended. */
  orderBy: readonly string[];
  /** A database row as the report's row (bigint text to exact numbers, a drill filter added). */
  toRow: (record: Record<string, unknown>) => ReportRow;
  summary?: SummaryLine[];
  resolved?: Record<string, string | number>;
}

export type ReportRowsQuery = (ctx: ReportQueryContext, params: ReportParameters) => Promise<ReportRowsSql>;

const ordered = (rows: ReportRowsSql): RawBuilder<Record<string, unknown>> =>
  sql`select * from (${rows.select}) r order by ${sql.join(rows.orderBy.map((key) => sql.ref(`r.${key}`)))}`;

/** Every row, in order (the answer without paging, as before issue 28). */
export async function readAllRows(db: ReadModelDb, rows: ReportRowsSql): Promise<ReportRow[]> {
  const { rows: records } = await ordered(rows).execute(db);
  return records.map(rows.toRow);
}

/** One page of the rows. */
export async function readPage(db: ReadModelDb, rows: ReportRowsSql, page: ReportPage): Promise<ReportRow[]> {
  const { rows: records } = await sql<
    Record<string, unknown>
  >`${ordered(rows)} limit ${page.pageSize} offset ${pageOffset(page)}`.execute(db);
  return records.map(rows.toRow);
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

/** How many rows, and the totals' aggregates over all of them, in one statement. */
export async function readAggregates(
  db: ReadModelDb,
  rows: ReportRowsSql,
  aggregates: readonly TotalAggregate[],
): Promise<{ rowCount: number; values: Record<string, number | null> }> {
  const selections = [
    sql`count(*) as row_count`,
    ...aggregates.map((a, i) => sql`${aggregateSql(a)} as ${sql.id(`a${i}`)}`),
  ];
  const { rows: found } = await sql<
    Record<string, string | number | null>
  >`select ${sql.join(selections)} from (${rows.select}) r`.execute(db);
  const record = found[0] ?? {};
  const values: Record<string, number | null> = {};
  aggregates.forEach((a, i) => {
    values[a.name] = exactIntOrNull(record[`a${i}`]);
  });
  return { rowCount: exactInt(record.row_count), values };
}

/** Rows fetched from the server-side cursor per round trip: a few hundred kB of a register. */
const CURSOR_BATCH = 1_000;

/**
 * Every row in order through a server-side cursor (`declare ... cursor`, fetched a batch at a time), so memory
 * holds one batch whatever the size of the report. Must run inside a transaction: the cursor lives in it.
 */
export async function* streamRows(db: ReadModelDb, rows: ReportRowsSql): AsyncGenerator<ReportRow> {
  if (!db.isTransaction) throw new Error('A report cursor needs a transaction');
  await sql`declare report_rows no scroll cursor for ${ordered(rows)}`.execute(db);
  try {
    for (;;) {
      const { rows: batch } = await sql<
        Record<string, unknown>
      >`fetch forward ${sql.lit(CURSOR_BATCH)} from report_rows`.execute(db);
      for (const record of batch) yield rows.toRow(record);
      if (batch.length < CURSOR_BATCH) return;
    }
  } finally {
    await sql`close report_rows`.execute(db);
  }
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
