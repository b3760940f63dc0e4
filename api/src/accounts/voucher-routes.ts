import {
  type AccountOption,
  accountKey,
  accountOptionsSchema,
  cancelVoucherSchema,
  type LedgerAccount,
  MARKET_ACCOUNT_NAMES,
  MESSAGES,
  marketBank,
  NotFoundError,
  saveVoucherSchema,
  type VoucherEvent,
  voucherListQuerySchema,
  voucherListSchema,
  voucherPostedAnswerSchema,
  voucherSchema,
} from '@cocoon/domain';
import { listVouchers, marketCustomers, waitForProjections } from '@cocoon/projectors';
import { z } from 'zod';
import { marketFilter, marketForWrite } from '../auction/access.js';
import { runCommand } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { waitForOwnWrites } from '../http/read-your-writes.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { cancelVoucher, postVoucher } from './voucher-writes.js';

const tag = 'accounts: vouchers';
const permission = 'accounts.voucher' as const;
const voucherParams = z.object({ voucherId: z.uuid('Voucher not found') });
const marketQuery = z.object({ marketId: z.uuid('Select a market').optional() });

const postedAnswer = (events: VoucherEvent[]) => {
  const posted = events[0]?.data;
  return { message: MESSAGES.formSubmitted, voucherId: posted?.voucherId, voucherNo: posted?.voucherNo };
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
        'Vouchers of the markets in scope by date (from-to) and type, each with its lines and cancel marks',
      tag,
      permission,
      query: voucherListQuerySchema,
      response: voucherListSchema,
      async handler(ctx) {
        const { marketId, ...query } = parseInput(voucherListQuerySchema, ctx.query);
        await waitForOwnWrites(deps, ctx);
        const data = await listVouchers(db, { where: marketFilter(ctx, marketId, 'v.branch_id'), ...query });
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
      async handler(ctx) {
        const { voucherId } = parseInput(voucherParams, ctx.params);
        await waitForOwnWrites(deps, ctx);
        const [voucher] = await listVouchers(db, {
          where: marketFilter(ctx, undefined, 'v.branch_id'),
          voucherIds: [voucherId],
        });
        if (!voucher) throw new NotFoundError('Voucher not found');
        ctx.body = voucher;
      },
    },
    {
      method: 'post',
      path: '/Voucher/SaveVoucher',
      response: voucherPostedAnswerSchema,
      summary:
        'Post a voucher (Receipt, Payment, Journal, Contra): balanced, numbered in its book, never edited',
      tag,
      permission,
      command: true,
      body: saveVoucherSchema,
      async handler(ctx) {
        const input = parseInput(saveVoucherSchema, ctx.request.body);
        const market = await marketForWrite(db, ctx, input.marketId);
        await runCommand(deps, ctx, async (run) => postedAnswer(await postVoucher(run, market, input, deps)));
      },
    },
    {
      method: 'post',
      path: '/Voucher/CancelVoucher',
      response: voucherPostedAnswerSchema,
      summary:
        'Cancel a voucher by a reversing voucher in the same book that names it (once; never a reversal)',
      tag,
      permission,
      command: true,
      body: cancelVoucherSchema,
      async handler(ctx) {
        const input = parseInput(cancelVoucherSchema, ctx.request.body);
        await waitForOwnWrites(deps, ctx);
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
        await runCommand(deps, ctx, async (run) =>
          postedAnswer(await cancelVoucher(run, market, original, input)),
        );
      },
    },
    {
      method: 'get',
      path: '/Ledger/getAll_Accounts',
      summary: "The voucher's account picker: the market's own accounts, then its farmers and reelers",
      tag,
      permission,
      query: marketQuery,
      response: accountOptionsSchema,
      async handler(ctx) {
        const { marketId } = parseInput(marketQuery, ctx.query);
        const market = await marketForWrite(db, ctx, marketId);
        await waitForOwnWrites(deps, ctx);
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
          };
        });
        const data = [...own, ...customers];
        ctx.body = { data, total: data.length };
      },
    },
  ];
}
