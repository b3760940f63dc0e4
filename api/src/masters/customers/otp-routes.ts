import {
  CUSTOMER_STATUS,
  customerDecider,
  ForbiddenError,
  generateOtpCommand,
  NotFoundError,
  OTP_MESSAGES,
  OTP_POLICY,
  type OtpCheck,
  otpSmsText,
  statusLabel,
  ValidationError,
  verifyCustomerOtpCommand,
} from '@cocoon/domain';
import { getCustomer, pendingCustomersByMobile } from '@cocoon/projectors';
import type { Context } from 'koa';
import { commandRoute } from '../../commands/command-route.js';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';
import { maskMobile, type SmsSender } from '../../platform/sms/index.js';
import { assertBranchInScope, callerScope, mayManage } from './access.js';
import { loadCustomer, verifyCustomer } from './customer-writes.js';
import { issueOtp, useOtp } from './otp-store.js';

const refusal: Record<Exclude<OtpCheck, 'valid' | 'wrong'>, string> = {
  none: OTP_MESSAGES.none,
  expired: OTP_MESSAGES.expired,
  locked: OTP_MESSAGES.locked,
  used: OTP_MESSAGES.used,
};
const otpError = (message: string) => new ValidationError(message, { otp: [message] });

/** The pending customer an OTP is for: by id, or the one pending customer with that number the caller manages. */
async function pendingCustomer(
  deps: AppDeps,
  ctx: Context,
  input: { mobileNo?: string; customerId?: string },
) {
  if (input.customerId) {
    const row = await getCustomer(deps.db, input.customerId, { masked: true });
    if (!row) throw new NotFoundError('Customer not found');
    // Role and scope before comparing the number: otherwise the answer tells a caller refused the record
    // whether a mobile number is that customer's.
    if (!mayManage(ctx, row.customerType)) throw new ForbiddenError();
    await assertBranchInScope(deps.db, callerScope(ctx), row.branchId);
    if (input.mobileNo && input.mobileNo !== row.mobileNo) {
      const message = 'This is not the mobile number of that customer';
      throw new ValidationError(message, { mobileNo: [message] });
    }
    return row;
  }
  const inScope = await pendingCustomersByMobile(deps.db, input.mobileNo!, callerScope(ctx));
  if (inScope.length === 0) throw new NotFoundError(OTP_MESSAGES.noPending);
  const candidates = inScope.filter((row) => mayManage(ctx, row.customerType));
  if (candidates.length === 0) throw new ForbiddenError();
  if (candidates.length > 1) {
    throw new ValidationError(OTP_MESSAGES.ambiguous, { customerId: [OTP_MESSAGES.ambiguous] });
  }
  return candidates[0]!;
}

export function otpRoutes(deps: AppDeps, sms: SmsSender): RouteSpec[] {
  return [
    commandRoute(
      deps,
      generateOtpCommand,
      async ({ input, params, ctx }) => {
        // The mount has parsed the path by the definition's params: a mobile number.
        const mobile = params.mobile as string;
        const customer = await pendingCustomer(deps, ctx, { mobileNo: mobile, customerId: input.customerId });
        if (customer.isActive !== CUSTOMER_STATUS.pending) throw new NotFoundError(OTP_MESSAGES.noPending);
        return async (run) => {
          const { expiresAt } = await issueOtp(deps.db, mobile, run.actor.userId, run.at).then(
            async (issued) => {
              await sms.send({ to: mobile, body: otpSmsText(issued.code), purpose: 'otp' });
              return issued;
            },
          );
          return {
            message: OTP_MESSAGES.sent,
            mobileNo: maskMobile(mobile),
            customerId: customer.customerId,
            expiresAt: expiresAt.toISOString(),
            expiresInSeconds: OTP_POLICY.ttlMs / 1000,
          };
        };
      },
      { readsOwnWrites: true },
    ),
    commandRoute(
      deps,
      verifyCustomerOtpCommand,
      async ({ input, ctx }) => {
        const customer = await pendingCustomer(deps, ctx, input);
        return async (run) => {
          const current = await loadCustomer(run.deps.streams, customer.customerId);
          const verify = {
            type: 'VerifyCustomer' as const,
            data: {
              customerId: current.customerId,
              mobileNo: current.profile.mobileNo,
              verifiedAt: run.at.toISOString(),
            },
          };
          // An account that cannot be verified (already Active, inactive) is refused before the code is spent.
          customerDecider.decide(verify, current);
          const { verdict, attemptsLeft } = await useOtp(
            deps.db,
            current.profile.mobileNo,
            input.otp,
            run.at,
          );
          if (verdict === 'wrong') {
            throw otpError(attemptsLeft > 0 ? OTP_MESSAGES.wrong(attemptsLeft) : OTP_MESSAGES.locked);
          }
          if (verdict !== 'valid') throw otpError(refusal[verdict]);
          await verifyCustomer({ run, marketId: current.branchId }, current, current.profile.mobileNo);
          return {
            message: OTP_MESSAGES.verified,
            id: current.customerId,
            customerId: current.customerId,
            isActive: CUSTOMER_STATUS.active,
            status: statusLabel(CUSTOMER_STATUS.active),
          };
        };
      },
      { readsOwnWrites: true },
    ),
  ];
}
