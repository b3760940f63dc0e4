import { MESSAGES } from '@cocoon/domain';
import { z } from 'zod';

/** Spec section 5: an email input is checked against a pattern and gives 'Invalid email address'. */
export const emailField = z.string().trim().email({ error: MESSAGES.invalidEmail });

/** Spec section 5: a URL input gives 'Invalid URL'. Only web addresses count (no javascript: links). */
export const urlField = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: MESSAGES.invalidUrl,
});

const required = (what: string) => z.string().trim().min(1, `Please enter ${what}`);
const newPassword = z.string().min(8, 'Password must be at least 8 characters').max(64);

export const signUpSchema = z.object({
  firstName: required('First Name').max(60),
  lastName: required('Last Name').max(60),
  email: emailField,
  password: newPassword,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Please enter Password'),
});

export const resetRequestSchema = z.object({ email: emailField });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const changePasswordSchema = z
  .object({
    email: emailField,
    currentPassword: z.string().min(1, 'Please enter Current Password'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const profileSchema = z.object({
  firstName: required('First Name').max(60),
  lastName: required('Last Name').max(60),
  email: emailField,
  mobile: z
    .string()
    .trim()
    .regex(/^$|^[6-9]\d{9}$/, 'Enter a 10-digit mobile number'),
  website: z.union([z.literal(''), urlField]),
});
