import {
  businessDate,
  type FarmerPaymentEvent,
  farmerPaymentInfoQuerySchema,
  farmerPaymentInfoSchema,
  farmerPaymentListSchema,
  farmerPaymentSchema,
  MESSAGES,
  NotFoundError,
  payCashCommand,
  paymentsQuerySchema,
  reversePaymentCommand,
  ValidationError,
} from '@cocoon/domain';
import { farmersWithDues, findFarmerPayment, listFarmerPayments } from '@cocoon/projectors';
import { z } from 'zod';
import { marketFilter, marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { payInCash, reversePayment } from './farmer-payment-writes.js';

const tag = 'accounts';
const permission = 'accounts.farmer-payment' as const;
const paymentParams = z.object({ paymentId: z.uuid('Payment not found') });

const only = <T extends FarmerPaymentEvent['type']>(events: FarmerPaymentEvent[], type: T) =>
  events.find((e): e is Extract<FarmerPaymentEvent, { type: T }> => e.type === type);

/** Farmers with money due, and paying them in cash (issue 12, "Farmer payments"). */
export function farmerPaymentRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/Invoice/getAll_FarmerPaymentInfo',
      summary:
        'Every farmer with money due (or in transit): per lot its bill, net, paid, in transit, due and days since weighing; the bank details and whether they are verified',
      tag,
      permission,
      query: farmerPaymentInfoQuerySchema,
      response: farmerPaymentInfoSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, asOn: asked, farmerId } = parseInput(farmerPaymentInfoQuerySchema, ctx.query);
        const asOn = asked ?? businessDate(deps.clock());
        const data = await farmersWithDues(db, {
          where: marketFilter(ctx, marketId, 'l.branch_id'),
          asOn,
          ...(farmerId ? { farmerId } : {}),
        });
        const sum = (pick: (f: (typeof data)[number]) => number) => data.reduce((t, f) => t + pick(f), 0);
        ctx.body = {
          asOn,
          data,
          total: data.length,
          totals: {
            lots: sum((f) => f.lots.length),
            netPaise: sum((f) => f.netPaise),
            paidPaise: sum((f) => f.paidPaise),
            inTransitPaise: sum((f) => f.inTransitPaise),
            duePaise: sum((f) => f.duePaise),
          },
        };
      },
    },
    commandRoute(deps, payCashCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const paid = only(await payInCash(run, market, input), 'FarmerPaidInCash');
        if (!paid) throw new Error('a cash payment decided no FarmerPaidInCash');
        const { data } = paid;
        return {
          paymentId: data.paymentId,
          receiptNo: data.receiptNo,
          farmerId: data.farmerId,
          farmerCode: data.farmerCode,
          farmerName: data.farmerName,
          lots: data.lots,
          setOffs: data.setOffs ?? [],
          totalPaise: data.totalPaise,
          paidOn: data.paidOn,
          paidBy: data.paidBy,
        };
      };
    }),
    commandRoute(deps, reversePaymentCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const reversed = only(await reversePayment(run, market, input), 'FarmerPaymentReversed');
        if (!reversed) throw new Error('a reversal decided no FarmerPaymentReversed');
        const { data } = reversed;
        return {
          paymentId: data.paymentId,
          receiptNo: data.receiptNo,
          reversalNo: data.reversalNo,
          totalPaise: data.totalPaise,
        };
      };
    }),
    {
      method: 'get',
      path: '/FarmerPayment/get_Payment/:paymentId',
      summary: 'One cash payment, whole: the receipt with the amount in words',
      tag,
      permission,
      params: paymentParams,
      response: farmerPaymentSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { paymentId } = parseInput(paymentParams, ctx.params);
        const payment = await findFarmerPayment(db, {
          where: marketFilter(ctx, undefined, 'p.branch_id'),
          paymentId,
        });
        if (!payment) throw new NotFoundError('Payment not found');
        ctx.body = payment;
      },
    },
    {
      method: 'get',
      path: '/FarmerPayment/getAll_Payments',
      summary: 'The cash payments of a period, newest first (reversed ones listed, not counted)',
      tag,
      permission,
      query: paymentsQuerySchema,
      response: farmerPaymentListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, from, to, farmerId } = parseInput(paymentsQuerySchema, ctx.query);
        if (from > to)
          throw new ValidationError(MESSAGES.selectFromToDate, { from: [MESSAGES.selectFromToDate] });
        const data = await listFarmerPayments(db, {
          where: marketFilter(ctx, marketId, 'p.branch_id'),
          from,
          to,
          ...(farmerId ? { farmerId } : {}),
          newestFirst: true,
        });
        ctx.body = {
          data,
          total: data.length,
          totalPaise: data.filter((p) => p.status === 'paid').reduce((t, p) => t + p.totalPaise, 0),
        };
      },
    },
  ];
}
