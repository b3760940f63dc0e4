import {
  ALREADY_IN_BATCH,
  approvePaymentRunCommand,
  type BatchState,
  batchStatus,
  buildPaymentRunCommand,
  businessDate,
  maskLast4,
  type PaymentReturn,
  type PaymentRun,
  paymentReturnsQuerySchema,
  paymentReturnsSchema,
  paymentRunQuerySchema,
  paymentRunViewSchema,
  planRunRows,
  reissueReturnCommand,
  returnReason,
} from '@cocoon/domain';
import { farmerBankAccounts } from '@cocoon/projectors';
import { marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { adOfficeOf, approvalRefusal, approvalView } from './batch-approval.js';
import { paymentsSpec } from './farmer-payment-writes.js';
import {
  approveBatch,
  buildPaymentRun,
  payOnAfter,
  reissueBlock,
  reissueReturn,
  runCandidates,
} from './payment-run-writes.js';

const tag = 'accounts';

const shownBank = (bank: { accountNo: string; ifsc: string }) => ({
  accountNoMasked: maskLast4(bank.accountNo),
  ifsc: bank.ifsc,
});

function runOf(batch: BatchState, refusal: string | null): PaymentRun {
  const rows = Object.values(batch.rows).sort((a, b) => a.row.reference.localeCompare(b.row.reference));
  return {
    batchId: batch.batchId,
    batchNo: batch.batchNo,
    batchDate: batch.batchDate,
    payOn: batch.payOn,
    status: batchStatus(batch),
    ...approvalView(batch, refusal),
    fileSerial: batch.fileSerial,
    rows: rows.map(({ row, status }) => ({
      rowId: row.rowId,
      reference: row.reference,
      farmerId: row.farmerId,
      farmerCode: row.farmerCode,
      farmerName: row.farmerName,
      bank: shownBank(row.bank),
      lotCount: row.lots.length,
      amountPaise: row.amountPaise,
      status,
      reissueOf: row.reissueOf
        ? {
            reference: row.reissueOf.reference,
            bank: shownBank(row.reissueOf.bank),
            reason: row.reissueOf.reason,
          }
        : null,
    })),
    totals: { rows: rows.length, amountPaise: rows.reduce((total, r) => total + r.row.amountPaise, 0) },
  };
}

/** The day's payment run (issue 25): build, approve by a second person, re-issue the bank's returns. */
export function paymentRunRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/OnlinePayment/PaymentRun',
      summary:
        'The payment runs built on a date (default today) with their rows, approval and totals, and the farmers a build now leaves out (why)',
      tag,
      permission: 'accounts.farmer-payment',
      query: paymentRunQuerySchema,
      response: paymentRunViewSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(paymentRunQuerySchema, ctx.query);
        const market = await marketForWrite(db, ctx, query.marketId);
        const today = businessDate(deps.clock());
        const date = query.date ?? today;
        const [state, adOfficeId, payOn, candidates] = await Promise.all([
          deps.streams.state(paymentsSpec(market.marketId)),
          adOfficeOf(db, market.marketId),
          payOnAfter(deps, market.marketId, date),
          runCandidates(db, market.marketId, date),
        ]);
        const user = ctx.state.user;
        if (!user) throw new Error('a payment run read without a user');
        const runs = [...state.batches.values()]
          .filter((batch) => batch.run && batch.batchDate === date)
          .sort((a, b) => a.batchNo.localeCompare(b.batchNo))
          .map((batch) => runOf(batch, approvalRefusal(batch, user, market.marketId, adOfficeId)));
        // Who a build now would leave out, as the stream sees the lots (nets as the read model holds them).
        const plan = planRunRows(
          state,
          candidates.eligible.map((c) => ({
            rowId: c.farmer.farmerId,
            farmer: c.farmer,
            bank: { accountNo: '', ifsc: '', accountName: '', bankName: null },
            lots: c.lots,
          })),
        );
        const planned = plan.leftOut
          .filter((l) => l.reason !== ALREADY_IN_BATCH)
          .map((l) => ({ ...l.farmer, reason: l.reason }));
        ctx.body = {
          date,
          payOn,
          runs,
          leftOut: [...candidates.leftOut, ...planned].sort((a, b) =>
            a.farmerCode.localeCompare(b.farmerCode),
          ),
        };
      },
    },
    {
      method: 'get',
      path: '/OnlinePayment/Returns',
      summary:
        "The rows the bank returned: reason (the reference table's), what the farmer brings, the failed and current bank details, and whether it can be re-issued",
      tag,
      permission: 'accounts.farmer-payment',
      query: paymentReturnsQuerySchema,
      response: paymentReturnsSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(paymentReturnsQuerySchema, ctx.query);
        const market = await marketForWrite(db, ctx, query.marketId);
        const state = await deps.streams.state(paymentsSpec(market.marketId));
        const failed = [...state.batches.values()].flatMap((batch) =>
          Object.values(batch.rows)
            .filter((r) => r.status === 'failed')
            .map((r) => ({ batch, r })),
        );
        const accounts = await farmerBankAccounts(
          db,
          failed.map(({ r }) => r.row.farmerId),
        );
        const returns: PaymentReturn[] = failed.map(({ batch, r }) => {
          const reason = returnReason(r.failure?.reasonCode);
          const account = accounts.get(r.row.farmerId);
          return {
            batchId: batch.batchId,
            batchNo: batch.batchNo,
            rowId: r.row.rowId,
            reference: r.row.reference,
            farmerId: r.row.farmerId,
            farmerCode: r.row.farmerCode,
            farmerName: r.row.farmerName,
            amountPaise: r.row.amountPaise,
            failedOn: r.failure?.failedOn ?? batch.exportedOn ?? batch.batchDate,
            reason: r.failure?.reason ?? 'Returned by the bank',
            reasonCode: reason.code,
            reasonText: reason.text,
            bring: reason.bring,
            failedBank: shownBank(r.row.bank),
            currentBank:
              account?.accountNo && account.ifsc
                ? { accountNoMasked: account.accountMasked, ifsc: account.ifsc }
                : null,
            reissuedAs: r.reissuedAs?.reference ?? null,
            blocked: r.reissuedAs ? null : reissueBlock(r, account),
          };
        });
        // Waiting ones first (oldest first), then the re-issued.
        returns.sort(
          (a, b) =>
            Number(a.reissuedAs !== null) - Number(b.reissuedAs !== null) ||
            a.failedOn.localeCompare(b.failedOn) ||
            a.reference.localeCompare(b.reference),
        );
        ctx.body = { returns };
      },
    },
    commandRoute(
      deps,
      buildPaymentRunCommand,
      async ({ input, ctx }) => {
        const market = await marketForWrite(db, ctx, input.marketId);
        return async (run) => buildPaymentRun(run, market);
      },
      { readsOwnWrites: true },
    ),
    commandRoute(deps, approvePaymentRunCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      const adOfficeId = await adOfficeOf(db, market.marketId);
      return async (run) => approveBatch(run, market, input.batchId, adOfficeId);
    }),
    commandRoute(
      deps,
      reissueReturnCommand,
      async ({ input, ctx }) => {
        const market = await marketForWrite(db, ctx, input.marketId);
        return async (run) => reissueReturn(run, market, input);
      },
      { readsOwnWrites: true },
    ),
  ];
}
