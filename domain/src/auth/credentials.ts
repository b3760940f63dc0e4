import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string({ error: 'Please enter Username' }).trim().min(1, 'Please enter Username').max(100),
  password: z.string({ error: 'Please enter Password' }).min(1, 'Please enter Password').max(200),
});

export const passwordPolicy = z
  .string({ error: 'Please enter the new password' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a digit');

/** Shared by the change-password form and auth/Password-Change, so both say the same thing. */
export const passwordChangeSchema = z
  .object({
    oldPassword: z
      .string({ error: 'Please enter the current password' })
      .min(1, 'Please enter the current password'),
    newPassword: passwordPolicy,
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
