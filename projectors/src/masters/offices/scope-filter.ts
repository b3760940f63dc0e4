import type { Scope } from '@cocoon/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the filter applies to any read-model table with a branch column
type AnyBuilder = ExpressionBuilder<any, any>;

/**
 * Market scope as SQL (design.md, security model): rows whose branch lies in what the caller may see. A row
 * belongs to a market branch; AD and RJD scopes resolve through `read.branches`, so a branch moved to another
 * AD office is seen by its new AD at once. `none` (a staff record missing its office) sees nothing.
 *
 * Usage: `.where(scopeFilter(scopeOf(user)))`, or `scopeFilter(scope, 'c.branch_id')` with an alias.
 */
export function scopeFilter(scope: Scope, branchColumn = 'branch_id') {
  return (eb: AnyBuilder): Expression<SqlBool> => {
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
