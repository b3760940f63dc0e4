import { z } from 'zod';
import { mobileNumber } from '../../shared/identity-numbers.js';

/**
 * One-time codes that prove a new customer holds the mobile number they gave (spec section 4: "A registered
 * account awaits OTP verification"). The rules are pure — the api passes the time in — so they are tested here.
 */
export const OTP_POLICY = {
  digits: 6,
  /** A code is good for 5 minutes. */
  ttlMs: 5 * 60_000,
  /** Wrong guesses allowed on one code; after that it is dead (a 6-digit code must not be brute-forced). */
  maxWrongAttempts: 5,
  /** At most 3 codes per number in any 15 minutes: SMS costs money and must not become a harassment tool. */
  maxCodesPerWindow: 3,
  windowMs: 15 * 60_000,
} as const;

export const OTP_MESSAGES = {
  sent: 'OTP sent to the registered mobile number',
  verified: 'Mobile number verified. The account is now Active.',
  noPending: 'No customer awaiting OTP verification has this mobile number',
  none: 'No OTP has been generated for this mobile number. Please generate one.',
  expired: 'OTP has expired. Please generate a new one.',
  locked: 'Too many wrong attempts. Please generate a new OTP.',
  used: 'This OTP has already been used. Please generate a new one.',
  wrong: (left: number) => `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`,
  tooMany: (seconds: number) =>
    `Too many OTP requests for this mobile number. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  ambiguous: 'More than one pending customer has this mobile number; choose the customer',
} as const;

export type IssueDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** May another code go to this number now? `issuedAt`: when earlier codes for it were issued. */
export function otpIssueDecision(issuedAt: readonly Date[], now: Date, policy = OTP_POLICY): IssueDecision {
  const windowStart = now.getTime() - policy.windowMs;
  const recent = issuedAt
    .map((d) => d.getTime())
    .filter((t) => t > windowStart)
    .sort((a, b) => a - b);
  if (recent.length < policy.maxCodesPerWindow) return { allowed: true };
  // The oldest code in the window must age out before another may go.
  const oldestThatMustExpire = recent[recent.length - policy.maxCodesPerWindow]!;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((oldestThatMustExpire + policy.windowMs - now.getTime()) / 1000),
    ),
  };
}

export interface IssuedOtp {
  expiresAt: Date;
  wrongAttempts: number;
  consumedAt: Date | null;
}

export type OtpCheck = 'valid' | 'wrong' | 'expired' | 'locked' | 'used' | 'none';

/** The verdict on an entered code. Expiry and lockout are judged before the code, so neither leaks a match. */
export function checkOtp(
  latest: IssuedOtp | undefined,
  codeMatches: boolean,
  now: Date,
  policy = OTP_POLICY,
): OtpCheck {
  if (!latest) return 'none';
  if (latest.consumedAt) return 'used';
  if (latest.wrongAttempts >= policy.maxWrongAttempts) return 'locked';
  if (now.getTime() >= latest.expiresAt.getTime()) return 'expired';
  return codeMatches ? 'valid' : 'wrong';
}

export const otpExpiry = (issuedAt: Date, policy = OTP_POLICY) => new Date(issuedAt.getTime() + policy.ttlMs);

export function otpSmsText(code: string, policy = OTP_POLICY): string {
  return `${code} is your OTP to verify your account with the Department of Sericulture cocoon market. Valid for ${policy.ttlMs / 60_000} minutes. Do not share it with anyone.`;
}

/** Customer/UpdateCustomerStatus: the code and whose it is (the mobile number, or the customer id). */
export const verifyCustomerOtpSchema = z
  .object({
    mobileNo: z.preprocess((v) => (v === '' || v === null ? undefined : v), mobileNumber.optional()),
    customerId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.uuid('Select a customer').optional(),
    ),
    otp: z
      .string({ error: 'Please enter OTP' })
      .trim()
      .regex(/^\d{6}$/, 'OTP must be 6 digits'),
  })
  .refine((v) => v.mobileNo !== undefined || v.customerId !== undefined, {
    message: 'Please enter Mobile No',
    path: ['mobileNo'],
  });
export type VerifyCustomerOtpInput = z.output<typeof verifyCustomerOtpSchema>;

/**
 * Customer/UpdateCustomerStatus's body: `mobile` is accepted as another name for mobileNo (the path of
 * GenerateOtp calls it that).
 */
export const verifyCustomerOtpBodySchema = z.preprocess(
  (body: z.input<typeof verifyCustomerOtpSchema> & { mobile?: unknown }) =>
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    body.mobileNo === undefined &&
    body.mobile !== undefined
      ? { ...body, mobileNo: body.mobile }
      : body,
  verifyCustomerOtpSchema,
);

/** auth/GenerateOtp/{mobile}: the number the code is sent to. */
export const otpMobileParamSchema = z.object({ mobile: mobileNumber });
/** auth/GenerateOtp/{mobile}'s body: whose number it is, when more than one pending customer has it. */
export const generateOtpSchema = z.object({ customerId: z.uuid('Select a customer').optional() });
