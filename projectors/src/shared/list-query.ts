import type { ListPage } from '@cocoon/domain';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { ProjectionTables } from '../read-models.js';
import type { ReadModelDb } from '../runtime/types.js';

/** A list's table and columns are picked at run time from its definition, which kysely's types cannot follow. */
type ListedTables = Record<string, Record<string, unknown>>;
export type ListFilter = (eb: ExpressionBuilder<ListedTables, string>) => Expression<SqlBool>;

/** What a list screen asks for: a page, a sort and a search; all optional. */
export interface ListQuery {
  page?: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
  search?: string;
}

/** How one read-model table is listed: the API field names mapped to its columns, which are searchable. */
interface TableListDefinition<Table extends keyof ProjectionTables> {
  /** Table in schema `read`. */
  table: Table;
  columns: Record<string, keyof ProjectionTables[Table] & string>;
  searchable: readonly string[];
  defaultSort: string;
  /** Rows outside it never appear, nor count (e.g. market scope: `{ ...list, where: scopeFilter(scope) }`). */
  where?: ListFilter;
  /** Sort a field by an expression instead of its column, e.g. `lower(ledger_name)` to use an index on it. */
  sortExpressions?: Record<string, Expression<unknown>>;
  /** A unique column sorted last, so pages never overlap or skip rows when sort values repeat. */
  uniqueKey?: keyof ProjectionTables[Table] & string;
}

/** A list of any one table, its columns checked against that table's. */
export type ListDefinition = {
  [Table in keyof ProjectionTables]: TableListDefinition<Table>;
}[keyof ProjectionTables];

export type { ListPage };

export class UnknownSortFieldError extends Error {
  constructor(readonly field: string) {
    super(`Cannot sort by ${field}`);
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One listing path for every master list. Small lists come whole, so the table keeps the spec's client-side
 * behaviour; above `pagingThreshold` rows, or when the screen asks for a page, the server pages, sorts and
 * searches (thousands of farmers in one market).
 */
export async function queryList<Row>(
  db: ReadModelDb,
  definition: ListDefinition,
  query: ListQuery,
  pagingThreshold: number,
): Promise<ListPage<Row>> {
  const sortField = query.sort ?? definition.defaultSort;
  // Own keys only: `constructor`, `__proto__` or `toString` are every object's, never a column (issue 23: they
  // answered 500 on every paged list).
  if (!Object.hasOwn(definition.columns, sortField)) throw new UnknownSortFieldError(sortField);

  const listed = db as unknown as Kysely<ListedTables>;
  let base = listed.withSchema('read').selectFrom(definition.table);
  if (definition.where) base = base.where(definition.where);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    base = base.where((eb) =>
      eb.or(
        definition.searchable.map((field) =>
          eb(sql`${sql.ref(definition.columns[field]!)}::text`, 'ilike', pattern),
        ),
      ),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  const paged = query.page !== undefined || count > pagingThreshold;
  const page = query.page ?? 1;

  const sortBy = (field: string) =>
    definition.sortExpressions?.[field] ?? sql.ref(definition.columns[field]!);
  let rows = base
    .select(Object.entries(definition.columns).map(([field, column]) => sql.ref(column).as(field)))
    .orderBy(sortBy(sortField), query.order)
    .orderBy(sortBy(definition.defaultSort), 'asc');
  // Same direction as the sort: a descending list is the ascending one reversed, and one index serves both.
  if (definition.uniqueKey) rows = rows.orderBy(sql.ref(definition.uniqueKey), query.order);
  if (paged) rows = rows.limit(query.pageSize).offset((page - 1) * query.pageSize);
  // The caller names the row its definition's columns select (see ListedTables).
  const data = (await rows.execute()) as Row[];
  return { data, total: count, page: paged ? page : 1, pageSize: paged ? query.pageSize : count, paged };
}
