import type { BankChangeRow, BankFields, Scope } from '@cocoon/domain';
import type { ReadModelDb } from '../../runtime/types.js';
import { scopeFilter } from '../offices/scope-filter.js';

const fields = (json: unknown): BankFields =>
  (typeof json === 'string' ? JSON.parse(json) : json) as BankFields;

/** Changes of farmers' bank details waiting for a second person in the markets of `scope`, oldest first. */
export async function pendingBankChanges(
  db: ReadModelDb,
  scope: Scope,
  callerId: string,
): Promise<BankChangeRow[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('bank_changes as c')
    .innerJoin('branches as b', 'b.branch_id', 'c.branch_id')
    .select([
      'c.change_id',
      'c.customer_id',
      'c.head_code',
      'c.ledger_name',
      'b.name_en',
      'c.previous',
      'c.requested',
      'c.requested_by',
      'c.requested_by_name',
      'c.requested_on',
    ])
    .where('c.status', '=', 'pending')
    .where(scopeFilter(scope, 'c.branch_id'))
    .orderBy('c.requested_at')
    .orderBy('c.change_id')
    .execute();
  return rows.map((r) => ({
    changeId: r.change_id,
    customerId: r.customer_id,
    headCode: r.head_code,
    ledgerName: r.ledger_name,
    marketName: r.name_en,
    previous: fields(r.previous),
    requested: fields(r.requested),
    requestedByName: r.requested_by_name,
    requestedOn: r.requested_on,
    mine: r.requested_by === callerId,
  }));
}

/** Of these farmers, those whose change of bank details waits for a second person (issue 25). */
export async function farmersWithPendingBankChangeOf(
  db: ReadModelDb,
  farmerIds: readonly string[],
): Promise<Set<string>> {
  if (farmerIds.length === 0) return new Set();
  const rows = await db
    .withSchema('read')
    .selectFrom('bank_changes')
    .select('customer_id')
    .where('customer_id', 'in', [...farmerIds])
    .where('status', '=', 'pending')
    .execute();
  return new Set(rows.map((r) => r.customer_id));
}
