import {
  correctionDecidedAnswerSchema,
  correctWeightSchema,
  decideWeightCorrectionSchema,
  formatRupees,
  lotDayListSchema,
  MESSAGES,
  recordWeightSchema,
  weightCorrectionAnswerSchema,
  weightSavedAnswerSchema,
} from '@cocoon/domain';
import { findLots } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { depositAvailable, inDepositTurn } from '../accounts/reeler-standing.js';
import { reissueBillsOfLot } from '../billing/bill-writes.js';
import { runCommand } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { waitForOwnWrites } from '../http/read-your-writes.js';
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
  const weigh = async (
    ctx: Context,
    input: z.infer<typeof correctWeightSchema> | z.infer<typeof recordWeightSchema>,
  ) => {
    await waitForOwnWrites(deps, ctx);
    const lot = await lotInScope(db, ctx, input.lotId, deps.clock());
    // Levy rates in force on the auction day (the lot's inward date: slots run on it).
    const settings = await settingsInForce(db, lot.marketId, lot.inwardDate);
    // A correction may reissue bills, whose numbers carry the market's code.
    const market = 'reason' in input ? await marketForWrite(db, ctx, lot.marketId) : null;
    const pay = await reelerPaySettings(db, lot.marketId, lot.inwardDate);
    const depositOf =
      pay.payMode === 'advance' && !('reason' in input)
        ? (reelerId: string) => {
            // Every deposit so far counts, also one taken today for a lot of an earlier day.
            const now = today(deps.clock());
            const asOn = now > lot.inwardDate ? now : lot.inwardDate;
            return depositAvailable(deps, { marketId: lot.marketId, reelerId, asOn }, pay);
          }
        : undefined;
    const weighing = () =>
      runCommand(deps, ctx, async (run) => {
        const levy = { farmerLevyBp: settings.farmerLevyBp, reelerLevyBp: settings.reelerLevyBp };
        const asked = { crates: input.crates ?? null, netGrams: input.netGrams ?? null, levy };
        if ('reason' in input && market) {
          const outcome = await correctOrAsk(run, { marketId: lot.marketId }, lot.lotId, {
            ...asked,
            reason: input.reason,
          });
          if (outcome.kind === 'requested') {
            return {
              message: `Lot ${lot.lotNo} has been paid: the correction is sent to the Assistant Director for approval`,
              pendingApproval: true,
              requestId: outcome.requestId,
            };
          }
          return { message: MESSAGES.dataProcessed, ...outcome.event.data, ...(await reissue(run)) };
        }
        const { weight } = await weighLot(run, lot, asked, null, depositOf);
        return { message: MESSAGES.dataProcessed, ...weight };
      });
    // An issued bill is never edited: a corrected weight cancels the bills in force for the lot and issues new
    // ones (money-and-reports.md, "Numbering": the cancelled bill keeps its number).
    const reissue = async (run: Parameters<Parameters<typeof runCommand>[2]>[0]) => {
      const reissued = market
        ? await reissueBillsOfLot(run, { ...market, lotId: lot.lotId, inwardDate: lot.inwardDate })
        : [];
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
    // A deposit market weighs one lot of a reeler at a time (in this process and across api processes): the next
    // reads the ledger after this one's charge is stored, so two officers cannot both spend the same deposit.
    const buyer = lot.highestReelerId;
    if (depositOf && buyer) await inDepositTurn(deps.db, lot.marketId, [buyer], weighing);
    else await weighing();
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
      async handler(ctx) {
        const { date, slotNo, marketId } = parseInput(weightQuerySchema, ctx.query);
        await waitForOwnWrites(deps, ctx);
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
    {
      method: 'post',
      path: '/CocoonAuction/Save_CocoonAution',
      response: weightSavedAnswerSchema,
      summary: 'Weigh an approved lot once: crate by crate (gross, tare) or one net weight; prices it',
      tag,
      permission: 'auction.weight',
      command: true,
      body: recordWeightSchema,
      async handler(ctx) {
        await weigh(ctx, parseInput(recordWeightSchema, ctx.request.body));
      },
    },
    {
      method: 'post',
      path: '/CocoonAuction/CorrectWeight',
      response: weightCorrectionAnswerSchema,
      summary:
        "Correct a lot's recorded weight, with a reason (an audited correction, never an overwrite); a paid lot's correction waits for the Assistant Director's approval",
      tag,
      permission: 'auction.weight',
      command: true,
      body: correctWeightSchema,
      async handler(ctx) {
        await weigh(ctx, parseInput(correctWeightSchema, ctx.request.body));
      },
    },
    {
      method: 'get',
      path: '/CocoonAuction/getAll_WeightCorrectionRequests',
      response: lotDayListSchema,
      summary: "Corrections of paid lots awaiting the Assistant Director's approval (any date)",
      tag,
      permission: 'auction.weight',
      query: z.object({ marketId: z.uuid('Select a market').optional() }),
      async handler(ctx) {
        const { marketId } = parseInput(
          z.object({ marketId: z.uuid('Select a market').optional() }),
          ctx.query,
        );
        await waitForOwnWrites(deps, ctx);
        const lots = await findLots(
          db,
          { where: marketFilter(ctx, marketId, 'l.branch_id'), pendingCorrection: true },
          deps.clock(),
        );
        ctx.body = wholeList(lots);
      },
    },
    {
      method: 'post',
      path: '/CocoonAuction/DecideWeightCorrection',
      response: correctionDecidedAnswerSchema,
      summary:
        'The Assistant Director approves or rejects a correction of a paid lot (never the officer who asked); approved, what the farmer was overpaid becomes a recoverable',
      tag,
      permission: 'auction.correction-approval',
      command: true,
      body: decideWeightCorrectionSchema,
      async handler(ctx) {
        const input = parseInput(decideWeightCorrectionSchema, ctx.request.body);
        await waitForOwnWrites(deps, ctx);
        const lot = await lotInScope(db, ctx, input.lotId, deps.clock());
        const market = await marketForWrite(db, ctx, lot.marketId);
        await runCommand(deps, ctx, async (run) => {
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
        });
      },
    },
  ];
}
