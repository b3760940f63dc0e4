import {
  type CustomerType,
  customerAnswerSchema,
  customerListSchema,
  ForbiddenError,
  NotFoundError,
  statusLabel,
} from '@cocoon/domain';
import { customerList, getCustomer } from '@cocoon/projectors';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { answerList, listQuerySchema } from '../../http/list-query.js';
import type { RouteSpec } from '../../http/routes.js';
import { parseInput } from '../../http/validate.js';
import { assertBranchInScope, assertMayManage, callerScope } from './access.js';

const tag = 'masters: customers';
const idParam = z.object({ id: z.uuid('Not a customer id') });

export function listRoutes(deps: AppDeps): RouteSpec[] {
  const list = (customerType: CustomerType, path: string): RouteSpec => ({
    method: 'get',
    path,
    response: customerListSchema,
    summary: `${customerType === 'farmer' ? 'Farmers' : 'Reelers'} in the caller's market scope (paged, sorted and searched by name, head code or mobile on the server; Aadhaar, PAN and bank account masked)`,
    tag,
    query: listQuerySchema,
    permission: customerType === 'farmer' ? 'masters.farmer' : 'masters.reeler',
    readsOwnWrites: true,
    async handler(ctx) {
      const page = await answerList<{ isActive: number }>(
        deps,
        ctx,
        customerList(customerType, callerScope(ctx)),
      );
      ctx.body = { ...page, data: page.data.map((row) => ({ ...row, status: statusLabel(row.isActive) })) };
    },
  });

  return [
    list('farmer', '/Customer/getAll_Farmers'),
    list('reeler', '/Customer/getAll_Reelers'),
    {
      method: 'get',
      path: '/Customer/get_Customer/:id',
      response: customerAnswerSchema,
      summary:
        "One farmer or reeler in the caller's scope, with full Aadhaar, PAN and bank account: only to the record's own master (masters.farmer or masters.reeler), as the lists",
      tag,
      permission: 'masters.customer',
      params: idParam,
      readsOwnWrites: true,
      async handler(ctx) {
        const { id } = parseInput(idParam, ctx.params);
        const masked = await getCustomer(deps.db, id, { masked: true });
        if (!masked) throw new NotFoundError('Customer not found');
        // The record answers what getAll_Farmers or getAll_Reelers would: the same rule as that list.
        assertMayManage(ctx, masked.customerType);
        await assertBranchInScope(deps.db, callerScope(ctx), masked.branchId).catch(() => {
          throw new ForbiddenError('This customer belongs to a market outside your office.');
        });
        const row = await getCustomer(deps.db, id, { masked: false });
        ctx.body = { data: { ...row, status: statusLabel(masked.isActive) }, editable: true };
      },
    },
  ];
}
