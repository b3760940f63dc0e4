import { type CustomerType, can, ForbiddenError, type Scope, scopeOf, ValidationError } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { scopeFilter } from '@cocoon/projectors';
import type { Context } from 'koa';

/**
 * Who may touch which customer (spec section 6): the farmer master for 'masters.farmer' roles, the
 * reeler master for 'masters.reeler' roles, and only within the caller's market scope (a branch its market, an
 * AD the AD office's markets, an RJD the region's, Admin all).
 */
export const callerScope = (ctx: Context): Scope => scopeOf(ctx.state.user);

export const mayManage = (ctx: Context, customerType: CustomerType) =>
  can(ctx.state.user?.userType, customerType === 'farmer' ? 'masters.farmer' : 'masters.reeler');

export function assertMayManage(ctx: Context, customerType: CustomerType): void {
  if (!mayManage(ctx, customerType)) throw new ForbiddenError(`You may not manage ${customerType}s.`);
}

export const OUTSIDE_SCOPE = 'This market is outside your office.';

export async function branchInScope(db: ReadModelDb, scope: Scope, branchId: string): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'branch') return scope.branchId === branchId;
  const row = await db
    .withSchema('read')
    .selectFrom('branches')
    .select('branch_id')
    .where('branch_id', '=', branchId)
    .where(scopeFilter(scope))
    .executeTakeFirst();
  return row !== undefined;
}

export async function assertBranchInScope(db: ReadModelDb, scope: Scope, branchId: string): Promise<void> {
  if (!(await branchInScope(db, scope, branchId))) throw new ForbiddenError(OUTSIDE_SCOPE);
}

/**
 * The market a customer is registered at: the form's branchCode (a market branch id), or the caller's own
 * market when the caller works at one and left it out. Answers its short code (the head-code prefix).
 */
export async function resolveMarket(
  db: ReadModelDb,
  ctx: Context,
  branchId: string | undefined,
): Promise<{ branchId: string; branchCode: string }> {
  const scope = callerScope(ctx);
  const id = branchId ?? (scope.kind === 'branch' ? scope.branchId : undefined);
  const missing = (message: string) => new ValidationError(message, { branchCode: [message] });
  if (!id) throw missing('Please select Market');
  const market = await db
    .withSchema('read')
    .selectFrom('branches')
    .select(['branch_id', 'branch_code', 'kind', 'is_active'])
    .where('branch_id', '=', id)
    .executeTakeFirst();
  if (market?.kind !== 'market') throw missing('Market not found');
  if (Number(market.is_active) !== 1) throw missing('This market is inactive');
  await assertBranchInScope(db, scope, id);
  return { branchId: id, branchCode: String(market.branch_code) };
}

/**
 * A farmer's TSC must be a Technical Service Centre branch, and (when the market is known) one of the market's
 * own AD office: farmers of a market belong to the field offices around it.
 */
export async function assertTsc(db: ReadModelDb, tscId: string | null, marketId?: string): Promise<void> {
  if (!tscId) return;
  const tsc = await db
    .withSchema('read')
    .selectFrom('branches')
    .select(['kind', 'ad_office_id'])
    .where('branch_id', '=', tscId)
    .executeTakeFirst();
  if (tsc?.kind !== 'tsc') throw new ValidationError('TSC not found', { tsc: ['TSC not found'] });
  if (!marketId) return;
  const market = await db
    .withSchema('read')
    .selectFrom('branches')
    .select('ad_office_id')
    .where('branch_id', '=', marketId)
    .executeTakeFirst();
  if (market && market.ad_office_id !== tsc.ad_office_id) {
    const message = "This TSC is not in the market's AD office";
    throw new ValidationError(message, { tsc: [message] });
  }
}
