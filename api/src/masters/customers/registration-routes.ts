import {
  allocateHeadCodeCommand,
  BANK_CHANGE_MESSAGES,
  businessDate,
  CUSTOMER_REGISTERED_MESSAGE,
  CUSTOMER_STATUS,
  type CustomerBankDetails,
  type CustomerStatus,
  type CustomerType,
  checkBankDetails,
  MESSAGES,
  NotFoundError,
  registerCustomerCommand,
  statusLabel,
  updateCustomerCommand,
  ValidationError,
} from '@cocoon/domain';
import { ifscInRbiList } from '@cocoon/projectors';
import type { Context } from 'koa';
import { endReelerSessions } from '../../auth/reeler-sessions.js';
import { commandRoute } from '../../commands/command-route.js';
import { eventIdFor } from '../../commands/event-ids.js';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';
import { assertBranchInScope, assertMayManage, assertTsc, callerScope, resolveMarket } from './access.js';
import { storeCustomerPassword } from './credentials.js';
import { allocateHeadCode, loadCustomer, registerCustomer, updateCustomer } from './customer-writes.js';

/**
 * The market of a registration form: the one it names, or the caller's own when they work at one and left it
 * out (a Branch Admin's form need not ask). Anyone else is asked to select one, as the form's schema would.
 */
function marketOfForm(ctx: Context, branchCode: string | undefined): string {
  const scope = callerScope(ctx);
  const marketId = branchCode ?? (scope.kind === 'branch' ? scope.branchId : undefined);
  if (!marketId) {
    const message = 'Please select Market';
    throw new ValidationError(message, { branchCode: [message] });
  }
  return marketId;
}

/**
 * Bank details that cannot move money are refused at the form (issue 25): an IFSC not in the RBI list, a 0/O or
 * 1/I slip (the message names the real code), an old merged bank's code, a holder name that is not ASCII. Only the
 * fields given are judged: a missing one is the form schema's to ask for (a reeler may have no bank details).
 * An edit judges only what it changes (`stored`): a farmer whose old details went stale can still be edited or
 * deactivated; "Bank Details To Verify" lists them. Warnings (a name past 40 characters, a leading zero) do not
 * refuse.
 */
function assertBankDetailsMoveMoney(details: CustomerBankDetails, stored: CustomerBankDetails = {}): void {
  const { errors } = checkBankDetails(details, ifscInRbiList);
  const fields = Object.fromEntries(
    (Object.keys(errors) as (keyof CustomerBankDetails)[])
      .filter((field) => details[field] && details[field] !== stored[field])
      .map((field) => [field, [errors[field] as string]]),
  );
  const first = Object.values(fields)[0];
  if (first) throw new ValidationError(first[0] as string, fields);
}

export function registrationRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    commandRoute(deps, registerCustomerCommand, async ({ input, ctx }) => {
      const branchCode = marketOfForm(ctx, input.branchCode);
      assertMayManage(ctx, input.customerType);
      assertBankDetailsMoveMoney(input);
      const market = await resolveMarket(db, ctx, branchCode);
      await assertTsc(db, input.tsc, market.branchId);
      return async (run) => {
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
      };
    }),
    commandRoute(deps, allocateHeadCodeCommand, async ({ input, params, ctx }) => {
      // The mount has parsed the path by the definition's params: a farmer or a reeler.
      const type = params.type as CustomerType;
      assertMayManage(ctx, type);
      const market = await resolveMarket(db, ctx, input.branchCode);
      return async (run) => {
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
      };
    }),
    commandRoute(deps, updateCustomerCommand, async ({ input, ctx }) => {
      assertMayManage(ctx, input.customerType);
      await assertTsc(db, input.tsc);
      return async (run) => {
        const current = await loadCustomer(run.deps.streams, input.customerId).catch((error) => {
          throw error instanceof NotFoundError ? new NotFoundError('Customer not found') : error;
        });
        assertMayManage(ctx, current.customerType);
        await assertBranchInScope(db, callerScope(ctx), current.branchId);
        assertBankDetailsMoveMoney(input, current.profile);
        const { customerId, customerType, isActive, password, ...profile } = input;
        const updated = await updateCustomer({ run, marketId: current.branchId }, current, {
          customerId,
          customerType,
          profile,
          isActive: isActive as CustomerStatus | null,
          today: businessDate(run.at),
          bankChange: {
            changeId: run.newId('bank-change'),
            by: { userId: run.actor.userId, userName: run.actor.userName },
          },
        });
        if (password) await storeCustomerPassword(db, customerId, password);
        // Deactivation ends the reeler's bidding sessions at once, not when the read model catches up.
        if (isActive === CUSTOMER_STATUS.inactive) await endReelerSessions(db, customerId);
        return {
          message: updated.bankChangeId ? BANK_CHANGE_MESSAGES.requested : MESSAGES.formSubmitted,
          id: customerId,
          changed: updated.changed,
          bankChange: updated.bankChangeId
            ? { changeId: updated.bankChangeId, status: 'pending' as const }
            : null,
        };
      };
    }),
  ];
}
