import { describe, expect, it } from 'vitest';
import {
  checkOtp,
  OTP_MESSAGES,
  OTP_POLICY,
  otpExpiry,
  otpIssueDecision,
  verifyCustomerOtpSchema,
} from './otp.js';

const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('OTP issue limit', () => {
  it('allows three codes in fifteen minutes and refuses the fourth until the first ages out', () => {
    expect(otpIssueDecision([], T0)).toEqual({ allowed: true });
    expect(otpIssueDecision([at(0), at(1)], at(2))).toEqual({ allowed: true });
    expect(otpIssueDecision([at(0), at(1), at(2)], at(3))).toEqual({
      allowed: false,
      retryAfterSeconds: 12 * 60,
    });
    expect(otpIssueDecision([at(0), at(1), at(2)], at(15))).toEqual({ allowed: true });
  });
});

describe('OTP check', () => {
  const issued = { expiresAt: otpExpiry(T0), wrongAttempts: 0, consumedAt: null };

  it('accepts the right code within five minutes', () => {
    expect(otpExpiry(T0)).toEqual(at(5));
    expect(checkOtp(issued, true, at(4.9))).toBe('valid');
  });

  it('refuses a wrong code, an expired code and a used code', () => {
    expect(checkOtp(issued, false, at(1))).toBe('wrong');
    expect(checkOtp(issued, true, at(5))).toBe('expired');
    expect(checkOtp({ ...issued, consumedAt: at(1) }, true, at(2))).toBe('used');
    expect(checkOtp(undefined, true, at(1))).toBe('none');
  });

  it('locks the code after five wrong attempts, even against the right code', () => {
    expect(checkOtp({ ...issued, wrongAttempts: OTP_POLICY.maxWrongAttempts - 1 }, true, at(1))).toBe(
      'valid',
    );
    expect(checkOtp({ ...issued, wrongAttempts: OTP_POLICY.maxWrongAttempts }, true, at(1))).toBe('locked');
  });

  it('tells how many attempts are left', () => {
    expect(OTP_MESSAGES.wrong(4)).toBe('Invalid OTP. 4 attempts left.');
    expect(OTP_MESSAGES.wrong(1)).toBe('Invalid OTP. 1 attempt left.');
  });

  it('needs a 6-digit code and a mobile number or customer id', () => {
    const messages = (input: unknown) =>
      verifyCustomerOtpSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ otp: '12345' })).toEqual(['OTP must be 6 digits', 'Please enter Mobile No']);
    expect(messages({ mobileNo: '9843012345', otp: '123456' })).toBeUndefined();
  });
});
