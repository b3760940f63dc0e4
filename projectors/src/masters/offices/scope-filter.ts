import type { Scope } from '@cocoon/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

/**
 * A condition on columns named at run time (`sql.ref`), so it fits any query's builder: lists, lots, customers.
 */
export type RowFilter = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => Expression<SqlBool>;

type Level = 'region' | 'adOffice' | 'branch';

/**
 * How a row's column answers one kind of scope: the scope's own id, or the ids a read table maps it to
 * (`lookup`: constant table and column names of this file, never input).
 */
interface Rule {
  column: string;
  lookup?: { select: string; from: 'branches' | 'ad_offices'; where: string };
}

const SCOPE_ID = {
  region: (s) => s.regionId,
  adOffice: (s) => s.adOfficeId,
  branch: (s) => s.branchId,
} satisfies { [L in Level]: (scope: Extract<Scope, { kind: L }>) => string };

function officeFilter(scope: Scope, rules: Record<Level, Rule>): RowFilter {
  return (eb) => {
    if (scope.kind === 'all') return sql<SqlBool>`true`;
    if (scope.kind === 'none') return sql<SqlBool>`false`;
    const id = (SCOPE_ID[scope.kind] as (s: Scope) => string)(scope);
    const { column, lookup } = rules[scope.kind];
    if (!lookup) return eb(sql.ref(column), '=', id);
    const { select, from, where } = lookup;
    return eb(
      sql.ref(column),
      'in',
      sql`(SELECT ${sql.raw(select)} FROM read.${sql.raw(from)} WHERE ${sql.raw(where)} = ${id})`,
    );
  };
}

/**
 * Market scope as SQL (design.md, security model): rows whose branch lies in what the caller may see. A row
 * belongs to a market branch; AD and RJD scopes resolve through `read.branches`, so a branch moved to another
 * AD office is seen by its new AD at once. `none` (a staff record missing its office) sees nothing.
 *
 * Usage: `.where(scopeFilter(scopeOf(user)))`, or `scopeFilter(scope, 'c.branch_id')` with an alias.
 */
export const scopeFilter = (scope: Scope, branchColumn = 'branch_id') =>
  officeFilter(scope, {
    branch: { column: branchColumn },
    adOffice: {
      column: branchColumn,
      lookup: { select: 'branch_id', from: 'branches', where: 'ad_office_id' },
    },
    region: { column: branchColumn, lookup: { select: 'branch_id', from: 'branches', where: 'region_id' } },
  });

/** Regions the caller's scope reaches: its own region (the region of its AD office or branch), or all. */
export const regionScopeFilter = (scope: Scope) =>
  officeFilter(scope, {
    region: { column: 'region_id' },
    adOffice: {
      column: 'region_id',
      lookup: { select: 'region_id', from: 'ad_offices', where: 'ad_office_id' },
    },
    branch: { column: 'region_id', lookup: { select: 'region_id', from: 'branches', where: 'branch_id' } },
  });

/** AD offices the caller's scope reaches: those of its region, its own, or its branch's. */
export const adOfficeScopeFilter = (scope: Scope) =>
  officeFilter(scope, {
    region: { column: 'region_id' },
    adOffice: { column: 'ad_office_id' },
    branch: {
      column: 'ad_office_id',
      lookup: { select: 'ad_office_id', from: 'branches', where: 'branch_id' },
    },
  });

/**
 * Rows that carry all three office columns (read.staff): an RJD sees its region's staff, an AD its AD
 * office's (itself and the markets' staff), a branch its own.
 */
export const officeColumnsScopeFilter = (scope: Scope) =>
  officeFilter(scope, {
    region: { column: 'region_id' },
    adOffice: { column: 'ad_office_id' },
    branch: { column: 'branch_id' },
  });

/**
 * TSC rows a caller may pick: those in its scope, plus, for a market's own staff, the TSCs of the market's AD
 * office — farmers registered at the market belong to those field offices (domain.md).
 */
export function branchRowScopeFilter(scope: Scope) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const inScope = scopeFilter(scope)(eb);
    if (scope.kind !== 'branch') return inScope;
    return eb.or([inScope, eb.and([eb(sql.ref('kind'), '=', 'tsc'), adOfficeScopeFilter(scope)(eb)])]);
  };
}
