import { z } from 'zod';
import { passwordPolicy } from '../../auth/credentials.js';
import { emailAddress, mobileNumber, pinCode } from '../../shared/identity-numbers.js';

/** Field rules of the office and staff masters (spec section 3), shared by the forms and the api. */

export const required = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/^Please (enter|select) /, '')} must be at most ${max} characters`);

export const officeCode = (label: string) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, { message: `Please enter ${label}`, abort: true })
    .regex(/^[A-Za-z0-9]{2,10}$/, `${label} must be 2 to 10 letters or digits`)
    .transform((v) => v.toUpperCase());

export const userName = z
  .string({ error: 'Please enter Username' })
  .trim()
  .min(1, { message: 'Please enter Username', abort: true })
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain only letters, digits and . _ - @');

export const password = z.string({ error: 'Please enter Password' }).pipe(passwordPolicy);
export const email = z.string({ error: 'Please enter Email' }).pipe(emailAddress);
export const mobile = mobileNumber;
export const pin = z.string({ error: 'Please enter PIN code' }).pipe(pinCode);

/** Office and alternate numbers may be landlines with an STD code ("04344 222333"). */
export const phoneNumber = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{6,12}$/.test(v), `${label} must be 6 to 12 digits`);

/** Optional text: empty means absent, so the form may send '' for a blank field. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const tamilText = (message: string) =>
  required(message).refine(
    (v) => /[\u0B80-\u0BFF]/.test(v),
    `${message.replace(/^Please enter /, '')} must be written in Tamil`,
  );

export const entityId = (message: string) => z.uuid(message);

/** isActive of spec section 4: 1 Active, 0 inActive. An update sends the wanted state. */
export const isActive = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'isActive must be 1 (Active) or 0 (inActive)' })
  .transform((v) => (v === true || v === 1 ? 1 : 0) as 0 | 1);

export const regionName = required('Please enter Region Name');
export const regionCode = officeCode('Region Code');
export const adCode = officeCode('AD Code');
export const adOfficeName = required('Please enter AD Office Name');
export const branchCode = officeCode('Branch Code');
