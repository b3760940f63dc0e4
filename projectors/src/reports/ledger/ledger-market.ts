import { NotFoundError, type ReportParameters, ValidationError } from '@cocoon/domain';
import type { ReportQueryContext } from '../report-query.js';

/**
 * The one market whose ledger a report reads, as the ledger's own calls choose it (api ledger-routes.ts): the
 * market named (the report machine has already refused one outside the caller's scope), else a Branch Admin's
 * own; an AD, RJD or Admin must name one. An office that is not a market keeps no ledger.
 */
export async function ledgerMarket(ctx: ReportQueryContext, params: ReportParameters): Promise<string> {
  const id = params.marketId ?? (ctx.scope.kind === 'branch' ? ctx.scope.branchId : undefined);
  if (!id) throw new ValidationError('Select a market', { marketId: ['Select a market'] });
  const market = await ctx.db
    .withSchema('read')
    .selectFrom('branches')
    .select('kind')
    .where('branch_id', '=', id)
    .executeTakeFirst();
  if (market?.kind !== 'market') throw new NotFoundError('Market not found');
  return id;
}
