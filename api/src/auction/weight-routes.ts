import {
  type CorrectWeightInput,
  correctWeightCommand,
  decideWeightCorrectionCommand,
  formatRupees,
  lotDayListSchema,
  MESSAGES,
  type RecordWeightInput,
  recordWeightCommand,
} from '@cocoon/domain';
import { findLots } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { trueUpAtWeighing } from '../accounts/reeler-cover.js';
import { inDepositTurn } from '../accounts/reeler-standing.js';
import { reissueBillsOfLot } from '../billing/bill-writes.js';
import { commandRoute } from '../commands/command-route.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { marketFilter, marketForWrite, reelerPaySettings, settingsInForce, today } from './access.js';
import { weighLot } from './auction-writes.js';
import { lotInScope, wholeList } from './lookups.js';
import { correctOrAsk, decideCorrection } from './weight-corrections.js';

const tag = 'auction: weight entry';

const weightQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.selectDate)
    .optional(),
  slotNo: z.coerce.number().int().min(1).optional(),
  marketId: z.uuid('Select a market').optional(),
});

export function weightRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  /**
   * The lot to weigh or correct, found however far the read side lags behind the caller's own writes, and the
   * levy rates in force on the auction day (the lot's inward date: slots run on it).
   */
  const lotToWeigh = async (ctx: Context, input: RecordWeightInput | CorrectWeightInput) => {
    const lot = await lotInScope(db, ctx, input.lotId, deps.clock());
    const settings = await settingsInForce(db, lot.marketId, lot.inwardDate);
    const levy = { farmerLevyBp: settings.farmerLevyBp, reelerLevyBp: settings.reelerLevyBp };
    return { lot, asked: { crates: input.crates ?? null, netGrams: input.netGrams ?? null, levy } };
  };
  // An issued bill is never edited: a corrected weight cancels the bills in force for the lot and issues new
  // ones (money-and-reports.md, "Numbering": the cancelled bill keeps its number).
  const reissue = async (
    run: CommandRun,
    market: Awaited<ReturnType<typeof marketForWrite>>,
    lot: { lotId: string; inwardDate: string },
  ) => {
    const reissued = await reissueBillsOfLot(run, {
      ...market,
      lotId: lot.lotId,
      inwardDate: lot.inwardDate,
    });
    const bills = reissued.flatMap((e) =>
      e.type === 'BillIssued'
        ? [
            {
              billId: e.data.billId,
              billType: e.data.billType,
              invoiceNo: e.data.invoiceNo,
              replaces: e.data.replaces,
            },
          ]
        : [],
    );
    return bills.length > 0 ? { reissuedBills: bills } : {};
  };

  return [
    {
      method: 'get',
      path: '/CocoonAuction/getAll_Weightinfo',
      response: lotDayListSchema,
      summary: 'Approved lots of a date (and slot) for weighing, with their weight once recorded',
      tag,
      permission: 'auction.weight',
      query: weightQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { date, slotNo, marketId } = parseInput(weightQuerySchema, ctx.query);
        const lots = await findLots(
          db,
          { where: marketFilter(ctx, marketId, 'l.branch_id'), date: date ?? today(deps.clock()) },
          deps.clock(),
        );
        ctx.body = wholeList(
          lots.filter(
            (l) =>
              (l.status === 'Approved' || l.status === 'Weighed') &&
              (slotNo === undefined || l.slotNo === slotNo),
          ),
        );
      },
    },
    commandRoute(
      deps,
      recordWeightCommand,
      async ({ input, ctx }) => {
        const { lot, asked } = await lotToWeigh(ctx, input);
        const pay = await reelerPaySettings(db, lot.marketId, lot.inwardDate);
        const weigh = async (run: CommandRun) => {
          const { weight } = await weighLot(run, lot, asked, null);
          return { message: MESSAGES.dataProcessed, ...weight };
        };
        const buyer = lot.highestReelerId;
        if (pay.payMode !== 'advance' || !buyer) return weigh;
        // A deposit market never refuses the weighing (a sold lot is never left unweighable): the buyer's block
        // is trued up to the real amount, and what exceeds the cover is the reeler's due. Weighings and refunds
        // of one reeler take turns (in this process and across api processes), each reading the ledger after
        // the other's posting is stored.
        return (run) =>
          inDepositTurn(deps.db, lot.marketId, [buyer], async () => {
            // Every deposit so far counts, also one taken today for a lot of an earlier day.
            const now = today(run.at);
            const asOn = now > lot.inwardDate ? now : lot.inwardDate;
            const { weight } = await trueUpAtWeighing(
              deps,
              run,
              { marketId: lot.marketId, lotId: lot.lotId, lotNo: lot.lotNo, reelerId: buyer, asOn },
              () => weighLot(run, lot, asked, null),
            );
            return { message: MESSAGES.dataProcessed, ...weight };
          });
      },
      { readsOwnWrites: true },
    ),
    commandRoute(
      deps,
      correctWeightCommand,
      async ({ input, ctx }) => {
        const { lot, asked } = await lotToWeigh(ctx, input);
        // A correction may reissue bills, whose numbers carry the market's code.
        const market = await marketForWrite(db, ctx, lot.marketId);
        return async (run) => {
          const outcome = await correctOrAsk(run, { marketId: lot.marketId }, lot.lotId, {
            ...asked,
            reason: input.reason,
          });
          if (outcome.kind === 'requested') {
            return {
              message: `Lot ${lot.lotNo} has been paid: the correction is sent to the Assistant Director for approval`,
              pendingApproval: true as const,
              requestId: outcome.requestId,
            };
          }
          return {
            message: MESSAGES.dataProcessed,
            ...outcome.event.data,
            ...(await reissue(run, market, lot)),
          };
        };
      },
      { readsOwnWrites: true },
    ),
    {
      method: 'get',
      path: '/CocoonAuction/getAll_WeightCorrectionRequests',
      response: lotDayListSchema,
      summary: "Corrections of paid lots awaiting the Assistant Director's approval (any date)",
      tag,
      permission: 'auction.weight',
      query: z.object({ marketId: z.uuid('Select a market').optional() }),
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId } = parseInput(
          z.object({ marketId: z.uuid('Select a market').optional() }),
          ctx.query,
        );
        const lots = await findLots(
          db,
          { where: marketFilter(ctx, marketId, 'l.branch_id'), pendingCorrection: true },
          deps.clock(),
        );
        ctx.body = wholeList(lots);
      },
    },
    commandRoute(
      deps,
      decideWeightCorrectionCommand,
      async ({ input, ctx }) => {
        const lot = await lotInScope(db, ctx, input.lotId, deps.clock());
        const market = await marketForWrite(db, ctx, lot.marketId);
        return async (run) => {
          const { event } = await decideCorrection(run, { marketId: lot.marketId }, input);
          if (event.type !== 'LotWeightCorrected') {
            return { message: `The correction of lot ${lot.lotNo} was rejected: the lot keeps its weight` };
          }
          const reissued = await reissueBillsOfLot(run, {
            ...market,
            lotId: lot.lotId,
            inwardDate: lot.inwardDate,
          });
          const change = event.data.farmerNetPaise - (lot.farmerNetPaise ?? 0);
          return {
            message:
              change < 0
                ? `Correction of lot ${lot.lotNo} approved: the farmer's net is ${formatRupees(-change)} less, recoverable from the farmer's next payment`
                : `Correction of lot ${lot.lotNo} approved`,
            ...event.data,
            reissuedBills: reissued.flatMap((e) =>
              e.type === 'BillIssued'
                ? [{ billId: e.data.billId, billType: e.data.billType, invoiceNo: e.data.invoiceNo }]
                : [],
            ),
          };
        };
      },
      { readsOwnWrites: true },
    ),
  ];
}
