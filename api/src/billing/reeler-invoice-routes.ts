import { billRowSchema, billSchema, NotFoundError } from '@cocoon/domain';
import { findBills, listBills, type RowFilter } from '@cocoon/projectors';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ReelerSession } from '../auth/reeler-sessions.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';

const tag = 'billing: reeler';
const idParams = z.object({ id: z.uuid('Invoice not found') });

/** A reeler's own invoices: the filter names the reeler, so another reeler's invoice is simply not found. */
const ownInvoices =
  (reeler: ReelerSession): RowFilter =>
  (eb) =>
    eb.and([eb(sql.ref('b.customer_id'), '=', reeler.reelerId), eb(sql.ref('b.bill_type'), '=', 'reeler')]);

export const myInvoicesAnswerSchema = z.object({ data: z.array(billRowSchema), total: z.number().int() });

/** GET reeler/invoices' answer; the bid page's first read (reeler/board) carries it too. */
export async function myInvoicesAnswer(
  db: AppDeps['db'],
  reeler: ReelerSession,
): Promise<z.infer<typeof myInvoicesAnswerSchema>> {
  const data = await listBills(db, { where: ownInvoices(reeler), newestFirst: true });
  return { data, total: data.length };
}

export function reelerInvoiceRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/reeler/invoices',
      summary: "The reeler's own invoices, newest first",
      tag,
      permission: 'reeler',
      response: myInvoicesAnswerSchema,
      async handler(ctx) {
        ctx.body = await myInvoicesAnswer(db, ctx.state.reeler as ReelerSession);
      },
    },
    {
      method: 'get',
      path: '/reeler/invoices/:id',
      summary: 'One of the reeler’s own invoices, whole',
      tag,
      permission: 'reeler',
      params: idParams,
      response: billSchema,
      async handler(ctx) {
        const { id } = parseInput(idParams, ctx.params);
        const [bill] = await findBills(db, {
          where: ownInvoices(ctx.state.reeler as ReelerSession),
          billIds: [id],
        });
        if (!bill) throw new NotFoundError('Invoice not found');
        ctx.body = bill;
      },
    },
  ];
}
