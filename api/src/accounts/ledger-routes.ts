import {
  customerPassbookQuerySchema,
  customerPassbookSchema,
  latestLedgerQuerySchema,
  latestLedgerSchema,
  NotFoundError,
  reportPageOf,
  scopeOf,
  trialBalanceQuerySchema,
  trialBalanceSchema,
  ValidationError,
} from '@cocoon/domain';
import {
  customerPassbook,
  latestLedger,
  ledgerCustomerKind,
  type ReadModelDb,
  reelerCoverLines,
  trialBalance,
} from '@cocoon/projectors';
import type { Context } from 'koa';
import { today } from '../auction/access.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { assertBranchInScope } from '../masters/customers/access.js';

const tag = 'accounts';
const permission = 'accounts.ledger' as const;

/**
 * The market whose ledger is read: the one asked for, or the caller's own. Another office's market is refused
 * (403) before anything of it is read; an inactive market's books stay readable (auditors read old books).
 */
async function marketToRead(db: ReadModelDb, ctx: Context, marketId: string | undefined): Promise<string> {
  const scope = scopeOf(ctx.state.user);
  const id = marketId ?? (scope.kind === 'branch' ? scope.branchId : undefined);
  if (!id) throw new ValidationError('Select a market', { marketId: ['Select a market'] });
  await assertBranchInScope(db, scope, id);
  const market = await db
    .withSchema('read')
    .selectFrom('branches')
    .select('kind')
    .where('branch_id', '=', id)
    .executeTakeFirst();
  if (market?.kind !== 'market') throw new NotFoundError('Market not found');
  return id;
}

export function ledgerRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/Ledger/CustomerPassbook',
      summary:
        "A customer's passbook: balance brought forward, each posting with its running balance, closing balance (paise)",
      tag,
      permission,
      query: customerPassbookQuerySchema,
      response: customerPassbookSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const q = parseInput(customerPassbookQuerySchema, ctx.query);
        const marketId = await marketToRead(db, ctx, q.marketId);
        const customerKind = q.customerType ?? (await ledgerCustomerKind(db, marketId, q.customerId));
        if (!customerKind) throw new NotFoundError('Customer not found');
        const passbook = await customerPassbook(db, {
          marketId,
          customerKind,
          customerId: q.customerId,
          from: q.from,
          to: q.to,
          page: reportPageOf(q),
        });
        ctx.body =
          customerKind === 'reeler'
            ? {
                ...passbook,
                coverLines: await reelerCoverLines(db, {
                  marketId,
                  reelerId: q.customerId,
                  from: q.from,
                  to: q.to,
                }),
              }
            : passbook;
      },
    },
    {
      method: 'get',
      path: '/Ledger/get_LatestLedger',
      summary: "Each customer's latest balance: debit and credit totals, balance, last posting date (paise)",
      tag,
      permission,
      query: latestLedgerQuerySchema,
      response: latestLedgerSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const q = parseInput(latestLedgerQuerySchema, ctx.query);
        const marketId = await marketToRead(db, ctx, q.marketId);
        ctx.body = await latestLedger(db, {
          marketId,
          ...(q.customerType ? { customerKind: q.customerType } : {}),
        });
      },
    },
    {
      method: 'get',
      path: '/Ledger/TrialBalance',
      summary:
        "Every account's debit and credit totals up to a date and their difference, which must be zero",
      tag,
      permission,
      query: trialBalanceQuerySchema,
      response: trialBalanceSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const q = parseInput(trialBalanceQuerySchema, ctx.query);
        const marketId = await marketToRead(db, ctx, q.marketId);
        ctx.body = await trialBalance(db, { marketId, asOn: q.asOn ?? today(deps.clock()) });
      },
    },
  ];
}
