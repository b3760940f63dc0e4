import type { Scope } from '@cocoon/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

/**
 * A condition on columns named at run time (`sql.ref`), so it fits any query's builder: lists, lots, customers.
 */
export type RowFilter = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => Expression<SqlBool>;

/**
 * Market scope as SQL (design.md, security model): rows whose branch lies in what the caller may see. A row
 * belongs to a market branch; AD and RJD scopes resolve through `read.branches`, so a branch moved to another
 * AD office is seen by its new AD at once. `none` (a staff record missing its office) sees nothing.
 *
 * Usage: `.where(scopeFilter(scopeOf(user)))`, or `scopeFilter(scope, 'c.branch_id')` with an alias.
 */
export function scopeFilter(scope: Scope, branchColumn = 'branch_id') {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const column = sql.ref(branchColumn);
    switch (scope.kind) {
      case 'all':
        return sql<SqlBool>`true`;
      case 'branch':
        return eb(column, '=', scope.branchId);
      case 'adOffice':
        return eb(
          column,
          'in',
          sql`(SELECT branch_id FROM read.branches WHERE ad_office_id = ${scope.adOfficeId})`,
        );
      case 'region':
        return eb(
          column,
          'in',
          sql`(SELECT branch_id FROM read.branches WHERE region_id = ${scope.regionId})`,
        );
      case 'none':
        return sql<SqlBool>`false`;
    }
  };
}

/** Regions the caller's scope reaches: its own region (the region of its AD office or branch), or all. */
export function regionScopeFilter(scope: Scope) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const column = sql.ref('region_id');
    switch (scope.kind) {
      case 'all':
        return sql<SqlBool>`true`;
      case 'region':
        return eb(column, '=', scope.regionId);
      case 'adOffice':
        return eb(
          column,
          'in',
          sql`(SELECT region_id FROM read.ad_offices WHERE ad_office_id = ${scope.adOfficeId})`,
        );
      case 'branch':
        return eb(
          column,
          'in',
          sql`(SELECT region_id FROM read.branches WHERE branch_id = ${scope.branchId})`,
        );
      case 'none':
        return sql<SqlBool>`false`;
    }
  };
}

/** AD offices the caller's scope reaches: those of its region, its own, or its branch's. */
export function adOfficeScopeFilter(scope: Scope) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'all':
        return sql<SqlBool>`true`;
      case 'region':
        return eb(sql.ref('region_id'), '=', scope.regionId);
      case 'adOffice':
        return eb(sql.ref('ad_office_id'), '=', scope.adOfficeId);
      case 'branch':
        return eb(
          sql.ref('ad_office_id'),
          'in',
          sql`(SELECT ad_office_id FROM read.branches WHERE branch_id = ${scope.branchId})`,
        );
      case 'none':
        return sql<SqlBool>`false`;
    }
  };
}

/**
 * Rows that carry all three office columns (read.staff): an RJD sees its region's staff, an AD its AD
 * office's (itself and the markets' staff), a branch its own.
 */
export function officeColumnsScopeFilter(scope: Scope) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'all':
        return sql<SqlBool>`true`;
      case 'region':
        return eb(sql.ref('region_id'), '=', scope.regionId);
      case 'adOffice':
        return eb(sql.ref('ad_office_id'), '=', scope.adOfficeId);
      case 'branch':
        return eb(sql.ref('branch_id'), '=', scope.branchId);
      case 'none':
        return sql<SqlBool>`false`;
    }
  };
}

/**
 * TSC rows a caller may pick: those in its scope, plus, for a market's own staff, the TSCs of the market's AD
 * office — farmers registered at the market belong to those field offices (domain.md).
 */
export function branchRowScopeFilter(scope: Scope) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    const inScope = scopeFilter(scope)(eb);
    if (scope.kind !== 'branch') return inScope;
    return eb.or([
      inScope,
      eb.and([
        eb(sql.ref('kind'), '=', 'tsc'),
        eb(
          sql.ref('ad_office_id'),
          'in',
          sql`(SELECT ad_office_id FROM read.branches WHERE branch_id = ${scope.branchId})`,
        ),
      ]),
    ]);
  };
}
