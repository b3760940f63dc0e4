import {
  type BillEvent,
  type BillType,
  billDayQuerySchema,
  billingSummarySchema,
  billListQuerySchema,
  billListSchema,
  billProcessDaySchema,
  billSchema,
  byDateAndBillTypeQuerySchema,
  ConflictError,
  invoiceReportQuerySchema,
  invoiceReportSchema,
  MESSAGES,
  NotFoundError,
  processBillsCommand,
  processFarmerBillsCommand,
  processReelerInvoicesCommand,
  tradeListSchema,
  tradesByFarmerQuerySchema,
  tradesByReelerQuerySchema,
  ValidationError,
} from '@cocoon/domain';
import { billingSummary, dayLotCounts, findBills, findTrades, listBills } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { marketFilter, marketForWrite } from '../auction/access.js';
import { type CommandRequest, commandRoute } from '../commands/command-route.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { billDay, recheckIssued } from './bill-writes.js';

const tag = 'billing';
const permission = 'billing.print' as const;
const idParams = z.object({ id: z.uuid('Bill not found') });

/** What processing answers: the bills issued (and the ones they replace), the spec's message for one or all. */
function processedAnswer(events: BillEvent[], picked: number | undefined) {
  const bills = events.flatMap((e) =>
    e.type === 'BillIssued'
      ? [
          {
            billId: e.data.billId,
            billType: e.data.billType,
            invoiceNo: e.data.invoiceNo,
            customerId: e.data.customer.customerId,
            customerName: e.data.customer.name,
            replaces: e.data.replaces,
          },
        ]
      : [],
  );
  return { message: picked === 1 ? MESSAGES.oneProcessed : MESSAGES.allProcessed, bills };
}

export function billingRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;

  const summary = (billType: BillType) => async (ctx: Context) => {
    const { date, marketId } = parseInput(billDayQuerySchema, ctx.query);
    const data = await billingSummary(db, {
      where: marketFilter(ctx, marketId, 'l.branch_id'),
      date,
      billType,
    });
    ctx.body = { data, total: data.length };
  };

  /**
   * Processes a date for the given bill types: one decision per bill book, then the re-check of the lots. The
   * lots are the date's weighed lots as the caller's own writes left them.
   */
  const process =
    (billTypes: readonly BillType[]) =>
    async ({ input, ctx }: CommandRequest<typeof processBillsCommand>) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      const weighed = await billingSummary(db, {
        where: marketFilter(ctx, market.marketId, 'l.branch_id'),
        date: input.date,
        billType: 'farmer',
      });
      const lotIds = weighed.flatMap((row) => row.lots.map((lot) => lot.lotId));
      return async (run: CommandRun) => {
        const events: BillEvent[] = [];
        for (const billType of billTypes) {
          const request = {
            market,
            date: input.date,
            billType,
            mode: 'issue' as const,
            lotIds,
            ...(input.customerIds ? { customerIds: input.customerIds } : {}),
          };
          const issued = await billDay(run, request);
          events.push(...issued, ...(await recheckIssued(run, request, issued)));
        }
        if (events.length === 0) {
          if (lotIds.length === 0) throw new NotFoundError(MESSAGES.noDataFound);
          throw new ConflictError(MESSAGES.alreadyProcessed);
        }
        return processedAnswer(events, input.customerIds?.length);
      };
    };

  const bills = (query: Parameters<typeof listBills>[1]) => listBills(db, query);

  return [
    {
      method: 'get',
      path: '/Invoice/get_FarmerAuctionSumary',
      summary: "Per farmer, the date's weighed lots and whether they are billed (what processing would bill)",
      tag,
      permission,
      query: billDayQuerySchema,
      response: billingSummarySchema,
      readsOwnWrites: true,
      handler: summary('farmer'),
    },
    {
      method: 'get',
      path: '/Invoice/get_ReelerAuctionSummary',
      summary: "Per reeler, the date's lots bought and whether they are invoiced",
      tag,
      permission,
      query: billDayQuerySchema,
      response: billingSummarySchema,
      readsOwnWrites: true,
      handler: summary('reeler'),
    },
    commandRoute(deps, processFarmerBillsCommand, process(['farmer']), { readsOwnWrites: true }),
    commandRoute(deps, processReelerInvoicesCommand, process(['reeler']), { readsOwnWrites: true }),
    commandRoute(deps, processBillsCommand, process(['farmer', 'reeler']), { readsOwnWrites: true }),
    {
      method: 'get',
      path: '/Invoice/get_BillProcess',
      summary: 'The day at a glance: weighed lots, and farmers and reelers billed and still to bill',
      tag,
      permission,
      query: billDayQuerySchema,
      response: billProcessDaySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { date, marketId } = parseInput(billDayQuerySchema, ctx.query);
        const where = marketFilter(ctx, marketId, 'l.branch_id');
        const [counts, farmers, reelers] = await Promise.all([
          dayLotCounts(db, { where, date }),
          billingSummary(db, { where, date, billType: 'farmer' }),
          billingSummary(db, { where, date, billType: 'reeler' }),
        ]);
        const side = (rows: typeof farmers) => ({
          customers: rows.length,
          billed: rows.filter((r) => r.state === 'billed').length,
          toBill: rows.filter((r) => r.state !== 'billed').length,
          netPaise: rows.reduce((sum, r) => sum + r.netPaise, 0),
        });
        ctx.body = {
          date,
          weighedLots: counts.weighed,
          notWeighedLots: counts.notWeighed,
          toWeighLots: counts.toWeigh,
          rejectedLots: counts.rejected,
          unsoldLots: counts.unsold,
          farmer: side(farmers),
          reeler: side(reelers),
          farmers,
          reelers,
        };
      },
    },
    {
      method: 'get',
      path: '/Invoice/getAll_Invoice',
      summary: 'Bills and invoices, filtered by type, date or period, status and customer; newest first',
      tag,
      permission,
      query: billListQuerySchema,
      response: billListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, from, to, ...filters } = parseInput(billListQuerySchema, ctx.query);
        if ((from && !to) || (to && !from) || (from && to && from > to)) {
          throw new ValidationError(MESSAGES.selectFromToDate, { from: [MESSAGES.selectFromToDate] });
        }
        const data = await bills({
          where: marketFilter(ctx, marketId, 'b.branch_id'),
          ...filters,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          newestFirst: true,
        });
        ctx.body = { data, total: data.length, page: 1, pageSize: data.length, paged: false };
      },
    },
    {
      method: 'get',
      path: '/Invoice/getAll_ByDateAndBillType',
      summary: 'The bills of one date and bill type',
      tag,
      permission,
      query: byDateAndBillTypeQuerySchema,
      response: z.object({
        data: billListSchema.shape.data,
        total: z.number().int(),
        message: z.string().optional(),
      }),
      readsOwnWrites: true,
      async handler(ctx) {
        const { date, billType, marketId } = parseInput(byDateAndBillTypeQuerySchema, ctx.query);
        const data = await bills({ where: marketFilter(ctx, marketId, 'b.branch_id'), date, billType });
        ctx.body = {
          data,
          total: data.length,
          ...(data.length === 0 ? { message: MESSAGES.noDataForDateAndBillType } : {}),
        };
      },
    },
    {
      method: 'get',
      path: '/Invoice/get_Invoice/:id',
      summary: 'One farmer bill or reeler invoice, whole (as printed)',
      tag,
      permission,
      params: idParams,
      response: billSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { id } = parseInput(idParams, ctx.params);
        const [bill] = await findBills(db, {
          where: marketFilter(ctx, undefined, 'b.branch_id'),
          billIds: [id],
        });
        if (!bill) throw new NotFoundError('Bill not found');
        ctx.body = bill;
      },
    },
    {
      method: 'get',
      path: '/Invoice/InvoiceReports',
      summary:
        'Farmer bills or reeler invoices of a period with their totals (cancelled bills listed, not counted)',
      tag,
      permission,
      query: invoiceReportQuerySchema,
      response: invoiceReportSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { from, to, billType, marketId } = parseInput(invoiceReportQuerySchema, ctx.query);
        if (from > to)
          throw new ValidationError(MESSAGES.selectFromToDate, { from: [MESSAGES.selectFromToDate] });
        const data = await bills({
          where: marketFilter(ctx, marketId, 'b.branch_id'),
          from,
          to,
          billType,
        });
        const issued = data.filter((b) => b.status === 'Issued');
        const sum = (key: 'lotCount' | 'netGrams' | 'grossPaise' | 'levyPaise' | 'netPaise') =>
          issued.reduce((total, b) => total + b[key], 0);
        ctx.body = {
          data,
          totals: {
            bills: issued.length,
            lotCount: sum('lotCount'),
            netGrams: sum('netGrams'),
            grossPaise: sum('grossPaise'),
            levyPaise: sum('levyPaise'),
            netPaise: sum('netPaise'),
          },
        };
      },
    },
    {
      method: 'get',
      path: '/Invoice/get_Reelerdatabyfarmercode',
      summary: "Which reelers bought a farmer's lots, lot by lot, with the bills",
      tag,
      permission,
      query: tradesByFarmerQuerySchema,
      response: tradeListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { farmerCode, marketId, ...period } = parseInput(tradesByFarmerQuerySchema, ctx.query);
        const data = await findTrades(db, {
          where: marketFilter(ctx, marketId, 'l.branch_id'),
          farmerCode,
          ...period,
        });
        ctx.body = { data, total: data.length };
      },
    },
    {
      method: 'get',
      path: '/Invoice/get_FarmerdatabyReelercode',
      summary: 'Whose lots a reeler bought, lot by lot, with the bills',
      tag,
      permission,
      query: tradesByReelerQuerySchema,
      response: tradeListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { reelerCode, marketId, ...period } = parseInput(tradesByReelerQuerySchema, ctx.query);
        const data = await findTrades(db, {
          where: marketFilter(ctx, marketId, 'l.branch_id'),
          reelerCode,
          ...period,
        });
        ctx.body = { data, total: data.length };
      },
    },
  ];
}
