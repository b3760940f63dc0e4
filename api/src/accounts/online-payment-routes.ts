import {
  addToBatchCommand,
  bankFileQuerySchema,
  batchInState,
  businessDate,
  type Checker,
  exportBankFileCommand,
  type FarmerPaymentEvent,
  importBankResponseCommand,
  type ListedBatch,
  NotFoundError,
  type OnlineBatch,
  paymentListByDateQuerySchema,
  paymentListByDateSchema,
  type RowResult,
  recordBatchResultsCommand,
  removeBatchRowCommand,
  valueInForce,
} from '@cocoon/domain';
import { batchesTotals, listSettingValues, onlineBatches } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { marketFilter, marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import {
  bankFileName,
  checkResponseText,
  decodeResponseFile,
  isTemplate,
  parseBankResponse,
  renderBankFile,
  templateOfSetting,
} from './bank-files.js';
import { adOfficeOf, approvalRefusal, approvalView } from './batch-approval.js';
import {
  addToBatch,
  exportBatch,
  type PaymentMarket,
  paymentsSpec,
  recordResults,
  removeBatchRow,
} from './farmer-payment-writes.js';

const tag = 'accounts';
const permission = 'accounts.farmer-payment' as const;
const batchParams = z.object({ batchId: z.uuid('Batch not found') });

function resultsAnswer(batchId: string, events: FarmerPaymentEvent[], amounts: Map<string, number>) {
  const paid = events.filter((e) => e.type === 'BatchRowPaid');
  const failed = events.filter((e) => e.type === 'BatchRowFailed');
  const sum = (list: FarmerPaymentEvent[]) =>
    list.reduce((t, e) => t + (amounts.get((e.data as { rowId: string }).rowId) ?? 0), 0);
  return {
    batchId,
    paid: paid.length,
    failed: failed.length,
    paidPaise: sum(paid),
    failedPaise: sum(failed),
  };
}

/** Online batches: farmers into the date's batch, the bank file out, the bank's results in (issue 12). */
/**
 * The batches with their second-person approval, read from each market's payments stream (the write model the
 * export decides on): whether it is a run, who approved it, or whether this user may approve it and why not.
 */
async function withApprovals(deps: AppDeps, user: Checker, batches: OnlineBatch[]): Promise<ListedBatch[]> {
  const markets = [...new Set(batches.map((b) => b.marketId))];
  const states = new Map(
    await Promise.all(
      markets.map(
        async (marketId) =>
          [
            marketId,
            {
              state: await deps.streams.state(paymentsSpec(marketId)),
              adOfficeId: await adOfficeOf(deps.db, marketId),
            },
          ] as const,
      ),
    ),
  );
  return batches.map((batch) => {
    const market = states.get(batch.marketId);
    const held = market?.state.batches.get(batch.batchId);
    if (!market || !held) throw new Error(`batch ${batch.batchId} is not on its market's payments stream`);
    const refusal = approvalRefusal(held, user, batch.marketId, market.adOfficeId);
    return { ...batch, run: held.run, ...approvalView(held, refusal) };
  });
}

export function onlinePaymentRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;

  /** The batch as the payments stream holds it (full bank details, which the read model never answers). */
  const batchOnStream = async (market: PaymentMarket, batchId: string) => {
    const state = await deps.streams.state(paymentsSpec(market.marketId));
    const batch = batchInState(state, batchId);
    if (!batch) throw new NotFoundError('Batch not found');
    return batch;
  };

  /** Answers the batch's bank file as a CSV download (the template and value date it was exported with). */
  const sendBankFile = async (ctx: Context, market: PaymentMarket, batchId: string) => {
    const batch = await batchOnStream(market, batchId);
    if (!batch.exported || !batch.template || !batch.exportedOn)
      throw new NotFoundError('The batch has not been exported yet');
    const template = isTemplate(batch.template) ? batch.template : 'generic';
    // A run's value date is its pay-on day (never before the day the file is made).
    const valueDate = batch.payOn && batch.payOn > batch.exportedOn ? batch.payOn : batch.exportedOn;
    const csv = renderBankFile(
      {
        marketCode: market.marketCode,
        batchNo: batch.batchNo,
        batchDate: batch.batchDate,
        rows: Object.values(batch.rows).map((r) => r.row),
        fileSerial: batch.fileSerial,
      },
      template,
      valueDate,
    );
    ctx.status = 200;
    // Plain ASCII (issue 25): no byte-order mark, every byte below 0x7F.
    ctx.type = 'text/csv; charset=us-ascii';
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${bankFileName(market.marketCode, batch.batchDate, batch.batchNo)}"`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = csv;
  };

  const templateInForce = async (marketId: string) => {
    const values = await listSettingValues(db);
    return templateOfSetting(
      valueInForce(values, 'bankfiletemplate', marketId, businessDate(deps.clock()))?.value,
    );
  };

  const rowAmounts = async (market: PaymentMarket, batchId: string) => {
    const batch = await batchOnStream(market, batchId);
    return new Map(Object.values(batch.rows).map((r) => [r.row.rowId, r.row.amountPaise]));
  };

  return [
    {
      method: 'get',
      path: '/Ledger/get-paymentlist-bydate',
      summary: "The date's online batches (the latest first) with their rows, statuses and totals",
      tag,
      permission,
      query: paymentListByDateQuerySchema,
      response: paymentListByDateSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, date } = parseInput(paymentListByDateQuerySchema, ctx.query);
        const stored = await onlineBatches(db, {
          where: marketFilter(ctx, marketId, 'b.branch_id'),
          date,
          newestFirst: true,
        });
        const user = ctx.state.user;
        if (!user) throw new Error('a payment list read without a user');
        const batches = await withApprovals(deps, user, stored);
        ctx.body = { date, batches, totals: batchesTotals(batches) };
      },
    },
    commandRoute(
      deps,
      addToBatchCommand,
      async ({ input, ctx }) => {
        const market = await marketForWrite(db, ctx, input.marketId);
        // "Every lot due" is read from the read model: it must hold this session's own payments.
        return async (run) => {
          const events = await addToBatch(run, market, input);
          const opened = events.find((e) => e.type === 'OnlineBatchOpened');
          const added = events.find((e) => e.type === 'BatchRowsAdded');
          if (added?.type !== 'BatchRowsAdded') throw new Error('adding to a batch added no rows');
          const batchNo =
            opened?.type === 'OnlineBatchOpened'
              ? opened.data.batchNo
              : (await batchOnStream(market, added.data.batchId)).batchNo;
          const rows = added.data.rows.map((row) => ({
            rowId: row.rowId,
            reference: row.reference,
            farmerId: row.farmerId,
            farmerCode: row.farmerCode,
            farmerName: row.farmerName,
            lotCount: row.lots.length,
            setOffs: row.setOffs ?? [],
            amountPaise: row.amountPaise,
          }));
          return {
            batchId: added.data.batchId,
            batchNo,
            opened: Boolean(opened),
            rows,
            totalPaise: rows.reduce((t, r) => t + r.amountPaise, 0),
          };
        };
      },
      { readsOwnWrites: true },
    ),
    commandRoute(deps, removeBatchRowCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        await removeBatchRow(run, market, input);
        return { batchId: input.batchId, rowId: input.rowId };
      };
    }),
    // The bank file's export: a command (exported once per Idempotency-Key), answered with the file itself.
    commandRoute(
      deps,
      exportBankFileCommand,
      async ({ input, ctx }) => {
        const market = await marketForWrite(db, ctx, input.marketId);
        const template = await templateInForce(market.marketId);
        return async (run) => {
          const events = await exportBatch(run, market, { batchId: input.batchId, template });
          return { batchId: input.batchId, exported: events.length > 0 };
        };
      },
      {
        sendFile: async ({ input, ctx }) =>
          sendBankFile(ctx, await marketForWrite(db, ctx, input.marketId), input.batchId),
      },
    ),
    {
      method: 'get',
      path: '/OnlinePayment/BankFile/:batchId',
      answerFile: ['text/csv'],
      summary: "An exported batch's bank file again (the same file)",
      tag,
      permission,
      params: batchParams,
      query: bankFileQuerySchema,
      responses: { 200: 'text/csv: the bank file (attachment)' },
      readsOwnWrites: true,
      async handler(ctx) {
        const { batchId } = parseInput(batchParams, ctx.params);
        const { marketId } = parseInput(bankFileQuerySchema, ctx.query);
        const [batch] = await onlineBatches(db, {
          where: marketFilter(ctx, marketId, 'b.branch_id'),
          batchId,
        });
        if (!batch) throw new NotFoundError('Batch not found');
        const market = await marketForWrite(db, ctx, batch.marketId);
        await sendBankFile(ctx, market, batchId);
      },
    },
    commandRoute(deps, recordBatchResultsCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const events = await recordResults(run, market, { batchId: input.batchId, results: input.results });
        return resultsAnswer(input.batchId, events, await rowAmounts(market, input.batchId));
      };
    }),
    commandRoute(deps, importBankResponseCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const batch = await batchOnStream(market, input.batchId);
        const byReference = new Map(
          Object.values(batch.rows).map((r) => [r.row.reference, { rowId: r.row.rowId }]),
        );
        // Read in the template's declared encoding: bad bytes are a 400 naming the line (bank-files.ts).
        const template = batch.template && isTemplate(batch.template) ? batch.template : 'generic';
        const text = input.fileBase64
          ? decodeResponseFile(Buffer.from(input.fileBase64, 'base64'), template)
          : checkResponseText(input.csv ?? '', template);
        const results: RowResult[] = parseBankResponse(text, byReference, {
          template,
          ...(batch.exportedOn ? { from: batch.exportedOn } : {}),
          to: businessDate(deps.clock()),
        });
        const events = await recordResults(run, market, { batchId: input.batchId, results });
        return resultsAnswer(input.batchId, events, await rowAmounts(market, input.batchId));
      };
    }),
  ];
}
