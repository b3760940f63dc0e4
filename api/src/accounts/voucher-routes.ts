import {
  type AccountOption,
  accountKey,
  accountOptionsSchema,
  cancelVoucherCommand,
  type LedgerAccount,
  MARKET_ACCOUNT_NAMES,
  MESSAGES,
  marketBank,
  NotFoundError,
  saveVoucherCommand,
  type VoucherEvent,
  voucherListQuerySchema,
  voucherListSchema,
  voucherSchema,
} from '@cocoon/domain';
import { listVouchers, marketCustomers, waitForProjections } from '@cocoon/projectors';
import { z } from 'zod';
import { marketFilter, marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { cancelVoucher, postVoucher } from './voucher-writes.js';

const tag = 'accounts: vouchers';
const permission = 'accounts.voucher' as const;
const voucherParams = z.object({ voucherId: z.uuid('Voucher not found') });
const marketQuery = z.object({ marketId: z.uuid('Select a market').optional() });

const postedAnswer = (events: VoucherEvent[]) => {
  const posted = events[0]?.data;
  if (!posted) throw new Error('a voucher decided without its event');
  return { message: MESSAGES.formSubmitted, voucherId: posted.voucherId, voucherNo: posted.voucherNo };
};

/**
 * The market's own accounts a voucher may name first (the single bank account as "Bank"), then its farmers and
 * reelers by code. Control accounts (levy, payments in transit, the suspense) are their own commands' only.
 */
const MARKET_ACCOUNTS: LedgerAccount[] = [{ kind: 'cash' }, marketBank, { kind: 'round-off' }];

export function voucherRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/Voucher/getAll_Voucher',
      summary:
        'Vouchers of the markets in scope by date (from-to) and type, newest first, each with its lines and cancel marks',
      tag,
      permission,
      query: voucherListQuerySchema,
      response: voucherListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, ...query } = parseInput(voucherListQuerySchema, ctx.query);
        const data = await listVouchers(db, {
          where: marketFilter(ctx, marketId, 'v.branch_id'),
          ...query,
          newestFirst: true,
        });
        ctx.body = { data, total: data.length };
      },
    },
    {
      method: 'get',
      path: '/Voucher/get_Voucher/:voucherId',
      summary: 'One voucher, whole',
      tag,
      permission,
      params: voucherParams,
      response: voucherSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { voucherId } = parseInput(voucherParams, ctx.params);
        const [voucher] = await listVouchers(db, {
          where: marketFilter(ctx, undefined, 'v.branch_id'),
          voucherIds: [voucherId],
        });
        if (!voucher) throw new NotFoundError('Voucher not found');
        ctx.body = voucher;
      },
    },
    commandRoute(deps, saveVoucherCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => postedAnswer(await postVoucher(run, market, input, deps));
    }),
    commandRoute(
      deps,
      cancelVoucherCommand,
      async ({ input, ctx }) => {
        // The read model only says which book the voucher is in; the book itself decides whether it may be cancelled.
        const find = async () =>
          (
            await listVouchers(db, {
              where: marketFilter(ctx, undefined, 'v.branch_id'),
              voucherIds: [input.voucherId],
            })
          )[0];
        let original = await find();
        if (!original) {
          // Posted a moment ago from another session (another tab, another officer): look again once the read
          // side has everything stored so far, before saying it does not exist.
          await waitForProjections(db, await deps.store.headPosition(), {
            timeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
          });
          original = await find();
        }
        if (!original) throw new NotFoundError('Voucher not found');
        const market = await marketForWrite(db, ctx, original.marketId);
        return async (run) => postedAnswer(await cancelVoucher(run, market, original, input));
      },
      { readsOwnWrites: true },
    ),
    {
      method: 'get',
      path: '/Ledger/getAll_Accounts',
      summary: "The voucher's account picker: the market's own accounts, then its farmers and reelers",
      tag,
      permission,
      query: marketQuery,
      response: accountOptionsSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId } = parseInput(marketQuery, ctx.query);
        const market = await marketForWrite(db, ctx, marketId);
        const own: AccountOption[] = MARKET_ACCOUNTS.map((account) => ({
          key: accountKey(account),
          account,
          group: 'Market',
          code: null,
          name: MARKET_ACCOUNT_NAMES[account.kind as keyof typeof MARKET_ACCOUNT_NAMES],
        }));
        const customers: AccountOption[] = (await marketCustomers(db, market.marketId)).map((c) => {
          const account: LedgerAccount = { kind: c.kind, customerId: c.customerId };
          return {
            key: accountKey(account),
            account,
            group: c.kind === 'farmer' ? 'Farmer' : 'Reeler',
            code: c.code,
            name: c.name,
            village: c.village,
            mobileNo: c.mobileNo,
          };
        });
        const data = [...own, ...customers];
        ctx.body = { data, total: data.length };
      },
    },
  ];
}
