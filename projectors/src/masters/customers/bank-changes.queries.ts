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

/** The farmers of a market whose bank details change waits for approval: kept out of payment runs (issue 25). */
export async function farmersWithPendingBankChange(db: ReadModelDb, marketId: string): Promise<Set<string>> {
  const rows = await db
    .withSchema('read')
    .selectFrom('bank_changes')
    .select('customer_id')
    .where('branch_id', '=', marketId)
    .where('status', '=', 'pending')
    .execute();
  return new Set(rows.map((r) => r.customer_id));
}
