import {
  businessDate,
  CUSTOMER_REGISTERED_MESSAGE,
  CUSTOMER_STATUS,
  CUSTOMER_TYPES,
  type CustomerStatus,
  customerRegisteredAnswerSchema,
  customerUpdatedAnswerSchema,
  headCodeAnswerSchema,
  MESSAGES,
  NotFoundError,
  registerCustomerSchema,
  statusLabel,
  updateCustomerSchema,
} from '@cocoon/domain';
import type { Context } from 'koa';
import { z } from 'zod';
import { endReelerSessions } from '../../auth/reeler-sessions.js';
import { eventIdFor } from '../../commands/event-ids.js';
import { runCommand } from '../../commands/run-command.js';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';
import { bodyFields, parseInput } from '../../http/validate.js';
import { assertBranchInScope, assertMayManage, assertTsc, callerScope, resolveMarket } from './access.js';
import { storeCustomerPassword } from './credentials.js';
import { allocateHeadCode, loadCustomer, registerCustomer, updateCustomer } from './customer-writes.js';

const tag = 'masters: customers';
const customerTypeParam = z.object({
  type: z.enum(CUSTOMER_TYPES, { error: 'Customer type must be farmer or reeler' }),
});
const headCodeBody = z.object({ branchCode: z.uuid('Please select Market').optional() });

/** The caller's own market fills an empty branchCode, so a Branch Admin's form need not ask for it. */
function withDefaultMarket(ctx: Context): unknown {
  const body = bodyFields(ctx.request.body);
  if (!body) return ctx.request.body;
  const scope = callerScope(ctx);
  if ((body.branchCode === undefined || body.branchCode === '') && scope.kind === 'branch') {
    body.branchCode = scope.branchId;
  }
  return body;
}

export function registrationRoutes(deps: AppDeps): RouteSpec[] {
  const { db, store } = deps;
  return [
    {
      method: 'post',
      path: '/auth/Register-Customer',
      response: customerRegisteredAnswerSchema,
      summary: 'Register a farmer or reeler (Pending until the mobile number is verified by OTP)',
      tag,
      permission: 'masters.customer',
      command: true,
      body: registerCustomerSchema,
      responses: {
        200: 'Registered, Pending',
        400: 'Field messages',
        403: 'Role or market scope',
        409: 'Duplicate',
      },
      async handler(ctx) {
        const input = parseInput(registerCustomerSchema, withDefaultMarket(ctx));
        assertMayManage(ctx, input.customerType);
        const market = await resolveMarket(db, ctx, input.branchCode);
        await assertTsc(db, input.tsc, market.branchId);
        await runCommand(deps, ctx, async (run) => {
          const { customerType, branchCode: _market, headCode, password, ...profile } = input;
          // The id derives from the command id: a retried registration finds its own customer again.
          const customerId = eventIdFor(run.commandId, -1);
          const registered = await registerCustomer(
            { run, marketId: market.branchId },
            {
              customerId,
              customerType,
              branchId: market.branchId,
              branchCode: market.branchCode,
              headCode,
              profile,
              today: businessDate(run.at),
            },
          );
          if (password) await storeCustomerPassword(db, customerId, password);
          return {
            message: CUSTOMER_REGISTERED_MESSAGE,
            id: customerId,
            customerId,
            headCode: registered.headCode,
            isActive: CUSTOMER_STATUS.pending,
            status: statusLabel(CUSTOMER_STATUS.pending),
          };
        });
      },
    },
    {
      method: 'post',
      path: '/dataManager/getHeadCode/:type',
      response: headCodeAnswerSchema,
      summary:
        "Allocate the next head code of a market (the caller's own market unless branchCode names one)",
      tag,
      permission: 'masters.customer',
      command: true,
      params: customerTypeParam,
      body: headCodeBody,
      async handler(ctx) {
        const { type } = parseInput(customerTypeParam, ctx.params);
        assertMayManage(ctx, type);
        const { branchCode } = parseInput(headCodeBody, withDefaultMarket(ctx));
        const market = await resolveMarket(db, ctx, branchCode);
        await runCommand(deps, ctx, async (run) => {
          const allocated = await allocateHeadCode(
            { run, marketId: market.branchId },
            { ...market, customerType: type },
          );
          return {
            headCode: allocated.headCode,
            sequence: allocated.sequence,
            branchCode: market.branchId,
            customerType: type,
          };
        });
      },
    },
    {
      method: 'post',
      path: '/Customer/UpdateCustomer',
      response: customerUpdatedAnswerSchema,
      summary: 'Edit a farmer or reeler; isActive 0 deactivates, 1 reactivates (customers are never deleted)',
      tag,
      permission: 'masters.customer',
      command: true,
      body: updateCustomerSchema,
      async handler(ctx) {
        const input = parseInput(updateCustomerSchema, ctx.request.body);
        assertMayManage(ctx, input.customerType);
        await assertTsc(db, input.tsc);
        await runCommand(deps, ctx, async (run) => {
          const current = await loadCustomer(store, input.customerId).catch((error) => {
            throw error instanceof NotFoundError ? new NotFoundError('Customer not found') : error;
          });
          assertMayManage(ctx, current.customerType);
          await assertBranchInScope(db, callerScope(ctx), current.branchId);
          const { customerId, customerType, isActive, password, ...profile } = input;
          const updated = await updateCustomer({ run, marketId: current.branchId }, current, {
            customerId,
            customerType,
            profile,
            isActive: isActive as CustomerStatus | null,
            today: businessDate(run.at),
          });
          if (password) await storeCustomerPassword(db, customerId, password);
          // Deactivation ends the reeler's bidding sessions at once, not when the read model catches up.
          if (isActive === CUSTOMER_STATUS.inactive) await endReelerSessions(db, customerId);
          return { message: MESSAGES.formSubmitted, id: customerId, changed: updated.changed };
        });
      },
    },
  ];
}
