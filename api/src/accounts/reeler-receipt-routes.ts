import {
  businessDate,
  ConflictError,
  MESSAGES,
  NotFoundError,
  type ReelerReceiptEvent,
  reelerDuesQuerySchema,
  reelerDuesSchema,
  reelerReceiptListQuerySchema,
  reelerReceiptListSchema,
  reverseReelerReceiptCommand,
  saveReelerReceiptCommand,
  ValidationError,
} from '@cocoon/domain';
import {
  listReelerReceipts,
  type ReadModelDb,
  reelerDues,
  reelerInvoicesInForce,
  waitForProjections,
} from '@cocoon/projectors';
import { marketFilter, marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { receiveReelerPayment, reverseReelerReceipt } from './reeler-receipt-writes.js';
import { forgetReelerBar, reelerStandingOn } from './reeler-standing.js';

const tag = 'accounts: reeler receipts';
const permission = 'accounts.reeler-receipt' as const;

/** A reeler registered at the market, or a field message: another market's reeler is simply not found. */
async function reelerOfMarket(db: ReadModelDb, marketId: string, reelerId: string) {
  const row = await db
    .withSchema('read')
    .selectFrom('customers')
    .select(['customer_id', 'ledger_name', 'head_code'])
    .where('customer_id', '=', reelerId)
    .where('customer_type', '=', 'reeler')
    .where('branch_id', '=', marketId)
    .executeTakeFirst();
  if (!row) throw new ValidationError('Reeler not found', { reelerId: ['Reeler not found'] });
  return { reelerId: row.customer_id, reelerName: row.ledger_name, reelerCode: row.head_code };
}

/**
 * The reeler's invoices in force with their amounts as they stand now: read once the bills' read model has every
 * bill stored so far (a reissue after a weight correction a moment ago counts), else refused rather than decided
 * on old amounts. The committed head, not the visible one (see `depositAvailable`).
 */
async function invoicesForReceipt(deps: AppDeps, marketId: string, reelerId: string) {
  const head = await deps.store.committedPosition();
  const caughtUp = await waitForProjections(deps.db, head, {
    projections: ['billing.bills'],
    timeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
  });
  if (!caughtUp) {
    throw new ConflictError(
      "The reeler's invoices are being brought up to date. Please try again in a moment.",
    );
  }
  return reelerInvoicesInForce(deps.db, { marketId, reelerId });
}

/** The receipt (or reversal) the command stored; the reeler's cached bar is forgotten so a payment lifts it as soon as the ledger has it. */
function storedReceipt<T extends ReelerReceiptEvent['type']>(
  deps: AppDeps,
  events: ReelerReceiptEvent[],
  type: T,
): Extract<ReelerReceiptEvent, { type: T }> {
  const event = events[0];
  if (event?.type !== type) throw new Error(`a reeler receipt command decided no ${type}`);
  forgetReelerBar(deps, event.data.reelerId);
  return event as Extract<ReelerReceiptEvent, { type: T }>;
}

export function reelerReceiptRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    commandRoute(
      deps,
      saveReelerReceiptCommand,
      async ({ input, ctx }) => {
        const market = await marketForWrite(db, ctx, input.marketId);
        const reeler = await reelerOfMarket(db, market.marketId, input.reelerId);
        const invoices = await invoicesForReceipt(deps, market.marketId, reeler.reelerId);
        return async (run) => {
          const events = await receiveReelerPayment(run, market, reeler, input, invoices);
          const { data } = storedReceipt(deps, events, 'ReelerPaymentReceived');
          return {
            message: MESSAGES.formSubmitted,
            receiptId: data.receiptId,
            receiptNo: data.receiptNo,
            receivedOn: data.receivedOn,
            applied: data.applied ?? [],
            depositPaise: data.depositPaise ?? 0,
          };
        };
      },
      { readsOwnWrites: true },
    ),
    commandRoute(deps, reverseReelerReceiptCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      // The market's own book decides: a receipt of another market is not in it (404).
      return async (run) => {
        const events = await reverseReelerReceipt(run, market, input);
        const { data } = storedReceipt(deps, events, 'ReelerReceiptReversed');
        return {
          message: MESSAGES.formSubmitted,
          receiptId: data.receiptId,
          receiptNo: data.receiptNo,
          reversalNo: data.reversalNo,
        };
      };
    }),
    {
      method: 'get',
      path: '/ReelerReceipt/getAll_Receipts',
      summary: 'Receipts from reelers received in a period, with their reversals',
      tag,
      permission,
      query: reelerReceiptListQuerySchema,
      response: reelerReceiptListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, from, to } = parseInput(reelerReceiptListQuerySchema, ctx.query);
        if (from > to) {
          throw new ValidationError(MESSAGES.selectFromToDate, { to: ['To date is before From date'] });
        }
        const data = await listReelerReceipts(db, {
          where: marketFilter(ctx, marketId, 'r.branch_id'),
          from,
          to,
        });
        ctx.body = { data, total: data.length };
      },
    },
    {
      method: 'get',
      path: '/ReelerReceipt/get_ReelerDues',
      summary:
        "A reeler's open invoices with due dates, paid oldest first by their receipts; the balance and the deposit available",
      tag,
      permission,
      query: reelerDuesQuerySchema,
      response: reelerDuesSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const input = parseInput(reelerDuesQuerySchema, ctx.query);
        const market = await marketForWrite(db, ctx, input.marketId);
        const reeler = await reelerOfMarket(db, market.marketId, input.reelerId).catch(() => {
          throw new NotFoundError('Reeler not found');
        });
        const query = { marketId: market.marketId, reelerId: reeler.reelerId };
        const [dues, standing] = await Promise.all([
          reelerDues(db, query),
          reelerStandingOn(db, { ...query, asOn: businessDate(deps.clock()) }),
        ]);
        const { balancePaise, availablePaise } = standing.standing;
        ctx.body = { ...dues, bar: standing.bar, ledger: { balancePaise, availablePaise } };
      },
    },
  ];
}
