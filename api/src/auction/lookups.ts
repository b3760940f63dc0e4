import { ForbiddenError, type LotRow, NotFoundError, scopeOf, ValidationError } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { findLots, scopeFilter } from '@cocoon/projectors';
import type { Context } from 'koa';
import { sql } from 'kysely';

const sqlTrue = sql<boolean>`true`;

/** The whole day's list in the shape every list endpoint answers (the screen sorts and pages it). */
export const wholeList = <Row>(data: Row[]) => ({
  result: 'Success',
  data,
  total: data.length,
  page: 1,
  pageSize: data.length,
  paged: false,
});

export async function activeFarmer(db: ReadModelDb, farmerId: string, marketId: string) {
  const farmer = await db
    .withSchema('read')
    .selectFrom('customers')
    .select(['customer_id', 'ledger_name', 'head_code', 'is_active', 'branch_id'])
    .where('customer_id', '=', farmerId)
    .where('customer_type', '=', 'farmer')
    .executeTakeFirst();
  const refuse = (message: string) => new ValidationError(message, { farmerId: [message] });
  if (!farmer || farmer.branch_id !== marketId) throw refuse('Farmer not found in this market');
  if (Number(farmer.is_active) !== 1)
    throw refuse(`${farmer.ledger_name} is not active (verify the farmer first)`);
  return { farmerId, farmerName: String(farmer.ledger_name), farmerCode: String(farmer.head_code) };
}

export async function activeCocoonType(db: ReadModelDb, cocoonTypeId: string) {
  const type = await db
    .withSchema('read')
    .selectFrom('cocoon_types')
    .select(['short_name', 'is_active'])
    .where('cocoon_id', '=', cocoonTypeId)
    .executeTakeFirst();
  const refuse = (message: string) => new ValidationError(message, { cocoonTypeId: [message] });
  if (!type) throw refuse('Silk type not found');
  if (Number(type.is_active) !== 1) throw refuse('This silk type is inactive');
  return { cocoonTypeId, silkName: String(type.short_name) };
}

/** A lot the caller may act on or see: 404 when there is no such lot, 403 when it is another office's. */
export async function lotInScope(db: ReadModelDb, ctx: Context, lotId: string, now: Date): Promise<LotRow> {
  const [lot] = await findLots(db, { where: () => sqlTrue as never, lotId }, now);
  if (!lot) throw new NotFoundError('Lot not found');
  const [visible] = await findLots(
    db,
    { where: scopeFilter(scopeOf(ctx.state.user), 'l.branch_id'), lotId },
    now,
  );
  if (!visible) throw new ForbiddenError('This lot belongs to a market outside your office.');
  return lot;
}
