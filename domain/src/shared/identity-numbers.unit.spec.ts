import { describe, expect, it } from 'vitest';
import {
  aadhaarNumber,
  emailAddress,
  gstinCheckCharacter,
  gstinNumber,
  ifscCode,
  maskLast4,
  mobileNumber,
  panNumber,
  pinCode,
  verhoeffCheckDigit,
  verhoeffValid,
} from './identity-numbers.js';

describe('identity and contact numbers', () => {
  it('checks Aadhaar with the Verhoeff digit', () => {
    const base = '23456789012';
    const valid = base + verhoeffCheckDigit(base);
    expect(verhoeffValid(valid)).toBe(true);
    expect(aadhaarNumber.safeParse(valid).success).toBe(true);
    const wrong = base + String((Number(verhoeffCheckDigit(base)) + 1) % 10);
    expect(aadhaarNumber.safeParse(wrong).error?.issues[0]?.message).toBe(
      'Aadhaar No is not valid (check digit)',
    );
    expect(aadhaarNumber.safeParse('1234').error?.issues[0]?.message).toBe('Aadhaar No must be 12 digits');
    // The published Verhoeff example: 236 has check digit 3.
    expect(verhoeffCheckDigit('236')).toBe('3');
  });

  it('refuses an Aadhaar with a letter as a field message, not a crash', () => {
    expect(verhoeffValid('23412341234X')).toBe(false);
    expect(aadhaarNumber.safeParse('2341 2341 234X').error?.issues[0]?.message).toBe(
      'Aadhaar No must be 12 digits',
    );
  });

  it('checks the GSTIN check character', () => {
    const first14 = '33AABCU9603R1Z';
    const gstin = first14 + gstinCheckCharacter(first14);
    expect(gstinNumber.safeParse(gstin).success).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V'); // a widely published example GSTIN
    expect(gstinNumber.safeParse(`${first14}Q`).success).toBe(gstinCheckCharacter(first14) === 'Q');
  });

  it('checks PAN, IFSC, PIN, mobile and e-mail shapes', () => {
    expect(panNumber.parse('abcde1234f')).toBe('ABCDE1234F');
    expect(panNumber.safeParse('ABCD1234F').success).toBe(false);
    expect(ifscCode.parse('sbin0001234')).toBe('SBIN0001234');
    expect(ifscCode.safeParse('SBIN1001234').success).toBe(false);
    expect(pinCode.safeParse('635109').success).toBe(true);
    expect(pinCode.safeParse('035109').success).toBe(false);
    expect(mobileNumber.safeParse('9876543210').success).toBe(true);
    expect(mobileNumber.safeParse('5876543210').success).toBe(false);
    expect(emailAddress.safeParse('not-an-email').error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('masks all but the last four characters', () => {
    expect(maskLast4('234567890124')).toBe('XXXXXXXX0124');
    expect(maskLast4(null)).toBeNull();
  });
});
