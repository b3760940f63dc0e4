import {
  NotFoundError,
  REPORT_FILE_FORMATS,
  type ReportDefinition,
  type ReportParameters,
  reportPagingSchema,
  reportQuerySchema,
  type Scope,
  scopeOf,
} from '@cocoon/domain';
import { type ReadModelDb, scopeFilter } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { parseInput } from '../http/validate.js';
import { assertBranchInScope } from '../masters/customers/access.js';

export const formatSchema = z.object({
  format: z.enum(['json', ...REPORT_FILE_FORMATS], { error: 'Format is json, csv, xlsx or pdf' }).optional(),
});

/** The query string a report's route documents: its parameters, the page (issue 28) and the export format. */
export function documentedQuery(definition: ReportDefinition) {
  return z.object({
    ...reportQuerySchema(definition.parameters).shape,
    ...reportPagingSchema.shape,
    ...formatSchema.shape,
  });
}

/** A customer named by a report must be one the caller's scope reaches; anything else reads as not found. */
async function assertCustomerInScope(
  db: ReadModelDb,
  scope: Scope,
  customerId: string,
  type: 'farmer' | 'reeler',
): Promise<void> {
  const found = await db
    .withSchema('read')
    .selectFrom('customers')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .where('customer_type', '=', type)
    .where(scopeFilter(scope, 'branch_id'))
    .executeTakeFirst();
  if (!found) throw new NotFoundError(type === 'farmer' ? 'Farmer not found' : 'Reeler not found');
}

/**
 * A report's parameters, checked at the edge (the spec's messages come from the definition's schema) and
 * against the caller's scope: a market outside it is refused (403, as every market-picking route does), a farmer
 * or reeler outside it is not found (404). The query applies the scope again to every row.
 */
export async function reportParameters(
  db: ReadModelDb,
  scope: Scope,
  definition: ReportDefinition,
  query: unknown,
): Promise<ReportParameters> {
  const params = parseInput(reportQuerySchema(definition.parameters), query) as ReportParameters;
  if (params.marketId) await assertBranchInScope(db, scope, params.marketId);
  if (params.farmerId) await assertCustomerInScope(db, scope, params.farmerId, 'farmer');
  if (params.reelerId) await assertCustomerInScope(db, scope, params.reelerId, 'reeler');
  return params;
}

export const callerScope = (ctx: Context): Scope => scopeOf(ctx.state.user);

/** What the title lines of an export name as its market: the one picked, or the caller's office. */
export async function marketLabel(db: ReadModelDb, scope: Scope, marketId: string | undefined) {
  const branchId = marketId ?? (scope.kind === 'branch' ? scope.branchId : undefined);
  if (branchId) {
    const b = await db
      .withSchema('read')
      .selectFrom('branches')
      .select(['name_en', 'name_ta'])
      .where('branch_id', '=', branchId)
      .executeTakeFirst();
    return b ? `${b.name_en} / ${b.name_ta}` : 'Market';
  }
  if (scope.kind === 'adOffice') {
    const o = await db
      .withSchema('read')
      .selectFrom('ad_offices')
      .select('name')
      .where('ad_office_id', '=', scope.adOfficeId)
      .executeTakeFirst();
    return `All markets of ${o?.name ?? 'the AD office'}`;
  }
  if (scope.kind === 'region') {
    const r = await db
      .withSchema('read')
      .selectFrom('regions')
      .select('region_name')
      .where('region_id', '=', scope.regionId)
      .executeTakeFirst();
    return `All markets of ${r?.region_name ?? 'the region'}`;
  }
  return 'All markets';
}
