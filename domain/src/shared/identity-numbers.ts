import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * Field rules every master shares: Indian mobile, e-mail, PIN, Aadhaar
 * with its Verhoeff check digit, PAN, IFSC, GSTIN with its check character. Used by the forms and the api alike.
 */

// Verhoeff tables (the dihedral group D5), as UIDAI uses for Aadhaar's last digit.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

export function verhoeffValid(digits: string): boolean {
  // zod runs every refinement, so this also sees what the 12-digit rule has already refused.
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c]![P[i % 8]![Number(reversed[i])]!]!;
  return c === 0;
}

/** The check digit to append to `digits` (used to make valid fictitious demo numbers). */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) c = D[c]![P[(i + 1) % 8]![Number(reversed[i])]!]!;
  return String(INV[c]);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTIN's 15th character: a base-36 checksum over the first 14 (alternate weights 1 and 2). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const mobileNumber = z
  .string({ error: 'Please enter Mobile No' })
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Mobile No must be a 10-digit Indian mobile number');
export const emailAddress = z.string().trim().toLowerCase().email(MESSAGES.invalidEmail).max(120);
export const pinCode = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits');
export const aadhaarNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => /^[2-9]\d{11}$/.test(v), 'Aadhaar No must be 12 digits')
  .refine((v) => verhoeffValid(v), 'Aadhaar No is not valid (check digit)');
export const panNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'PAN must look like AAAAA9999A');
export const ifscCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'IFSC must look like AAAA0XXXXXX');
export const gstinNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'GSTIN must be 15 characters like 33AAAAA9999A1Z5')
  .refine((v) => gstinCheckCharacter(v.slice(0, 14)) === v[14], 'GSTIN is not valid (check character)');
export const bankAccountNumber = z
  .string()
  .trim()
  .regex(/^\d{9,18}$/, 'Bank account number must be 9 to 18 digits');
export const bankAccountType = z.enum(['Savings', 'Current'], {
  error: 'Account type must be Savings or Current',
});
export const gender = z.enum(['male', 'female', 'others'], {
  error: 'Gender must be male, female or others',
});

/** Lists, logs and exports show only the last 4 characters of Aadhaar, PAN and bank account numbers. */
export function maskLast4(value: string | null | undefined): string | null {
  if (!value) return value ?? null;
  const visible = value.slice(-4);
  return `${'X'.repeat(Math.max(0, value.length - 4))}${visible}`;
}
