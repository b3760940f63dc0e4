import {
  CUSTOMER_STATUS,
  customerActivatedAnswerSchema,
  customerDecider,
  ForbiddenError,
  mobileNumber,
  NotFoundError,
  OTP_MESSAGES,
  OTP_POLICY,
  type OtpCheck,
  otpSentAnswerSchema,
  otpSmsText,
  statusLabel,
  ValidationError,
  verifyCustomerOtpSchema,
} from '@cocoon/domain';
import { getCustomer, pendingCustomersByMobile } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { runCommand } from '../../commands/run-command.js';
import type { AppDeps } from '../../http/context.js';
import { waitForOwnWrites } from '../../http/read-your-writes.js';
import type { RouteSpec } from '../../http/routes.js';
import { bodyFields, parseInput } from '../../http/validate.js';
import { maskMobile, type SmsSender } from '../../platform/sms/index.js';
import { assertBranchInScope, callerScope, mayManage } from './access.js';
import { loadCustomer, verifyCustomer } from './customer-writes.js';
import { issueOtp, useOtp } from './otp-store.js';

const tag = 'masters: customers';
const mobileParam = z.object({ mobile: mobileNumber });
const generateBody = z.object({ customerId: z.uuid('Select a customer').optional() });

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
    {
      method: 'post',
      path: '/auth/GenerateOtp/:mobile',
      response: otpSentAnswerSchema,
      summary: `Send a ${OTP_POLICY.digits}-digit code to a pending customer's mobile (valid 5 minutes; 3 codes per 15 minutes per number)`,
      tag,
      permission: 'masters.customer',
      command: true,
      params: mobileParam,
      body: generateBody,
      responses: { 200: 'Sent', 404: 'No pending customer with this number', 429: 'Too many codes' },
      async handler(ctx) {
        const { mobile } = parseInput(mobileParam, ctx.params);
        const { customerId } = parseInput(generateBody, ctx.request.body);
        await waitForOwnWrites(deps, ctx);
        const customer = await pendingCustomer(deps, ctx, { mobileNo: mobile, customerId });
        if (customer.isActive !== CUSTOMER_STATUS.pending) throw new NotFoundError(OTP_MESSAGES.noPending);
        await runCommand(deps, ctx, async (run) => {
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
        });
      },
    },
    {
      method: 'post',
      path: '/Customer/UpdateCustomerStatus',
      response: customerActivatedAnswerSchema,
      summary: 'Verify the OTP of a pending customer ({mobileNo or customerId, otp}); activates the account',
      tag,
      permission: 'masters.customer',
      command: true,
      body: verifyCustomerOtpSchema,
      async handler(ctx) {
        // `mobile` is accepted as another name for mobileNo (the path of GenerateOtp calls it that).
        const body = bodyFields(ctx.request.body);
        if (body && body.mobileNo === undefined && body.mobile !== undefined) body.mobileNo = body.mobile;
        const input = parseInput(verifyCustomerOtpSchema, body ?? ctx.request.body);
        await waitForOwnWrites(deps, ctx);
        const customer = await pendingCustomer(deps, ctx, input);
        await runCommand(deps, ctx, async (run) => {
          const current = await loadCustomer(deps.store, customer.customerId);
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
        });
      },
    },
  ];
}
