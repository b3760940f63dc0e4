import {
  approveBankChangeCommand,
  BANK_CHANGE_MESSAGES,
  bankChangeListSchema,
  businessDate,
  type CustomerCommand,
  customerDecider,
  customerEventSchema,
  customerStream,
  rejectBankChangeCommand,
} from '@cocoon/domain';
import { findBranch, pendingBankChanges } from '@cocoon/projectors';
import { commandRoute } from '../../commands/command-route.js';
import type { CommandRun } from '../../commands/run-command.js';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';
import { assertBranchInScope, callerScope } from './access.js';
import { loadCustomer } from './customer-writes.js';

/**
 * Second-person approval of farmers' bank-detail changes (issue 25). The customer's stream decides who may
 * approve (domain/src/auth/second-person.ts); here the caller's scope is checked and the market's AD office read.
 */
export function bankChangeRoutes(deps: AppDeps): RouteSpec[] {
  const marketAdOffice = async (marketId: string) =>
    (await findBranch(deps.db, marketId))?.ad_office_id ?? null;
  const decide = (run: CommandRun, customerId: string, branchId: string, command: CustomerCommand) =>
    run.decide({
      stream: customerStream(customerId),
      decider: customerDecider,
      eventSchema: customerEventSchema,
      marketId: branchId,
      command,
    });

  return [
    {
      method: 'get',
      path: '/Customer/getPendingBankChanges',
      response: bankChangeListSchema,
      summary:
        "Changes of farmers' bank details waiting for a second person, in the caller's markets (oldest first)",
      tag: 'masters: bank-detail changes',
      permission: 'masters.farmer',
      readsOwnWrites: true,
      async handler(ctx) {
        const data = await pendingBankChanges(deps.db, callerScope(ctx), ctx.state.user.userId);
        ctx.body = { data, total: data.length };
      },
    },
    commandRoute(deps, approveBankChangeCommand, async ({ input, ctx }) => {
      const scope = callerScope(ctx);
      return async (run) => {
        const current = await loadCustomer(run.deps.streams, input.customerId);
        await assertBranchInScope(deps.db, scope, current.branchId);
        const marketAdOfficeId = await marketAdOffice(current.branchId);
        await decide(run, input.customerId, current.branchId, {
          type: 'ApproveBankChange',
          data: {
            customerId: input.customerId,
            changeId: input.changeId,
            checker: { ...run.actor },
            marketAdOfficeId,
            approvedOn: businessDate(run.at),
          },
        });
        return {
          message: BANK_CHANGE_MESSAGES.approved,
          customerId: input.customerId,
          changeId: input.changeId,
          status: 'approved' as const,
        };
      };
    }),
    commandRoute(deps, rejectBankChangeCommand, async ({ input, ctx }) => {
      const scope = callerScope(ctx);
      return async (run) => {
        const current = await loadCustomer(run.deps.streams, input.customerId);
        await assertBranchInScope(deps.db, scope, current.branchId);
        await decide(run, input.customerId, current.branchId, {
          type: 'RejectBankChange',
          data: {
            customerId: input.customerId,
            changeId: input.changeId,
            reason: input.reason,
            by: { userId: run.actor.userId, userName: run.actor.userName },
            rejectedOn: businessDate(run.at),
          },
        });
        return {
          message: BANK_CHANGE_MESSAGES.rejected,
          customerId: input.customerId,
          changeId: input.changeId,
          status: 'rejected' as const,
        };
      };
    }),
  ];
}
