import { describe, expect, it } from 'vitest';
import { changePasswordSchema, profileSchema, signUpSchema } from './template-schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('template form rules', () => {
  it("says 'Invalid email address' for an email without a domain", () => {
    const result = signUpSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b',
      password: 'Silk@2026',
    });
    expect(messages(result)).toEqual({ email: 'Invalid email address' });
  });

  it('accepts a complete sign-up and trims the email', () => {
    const result = signUpSchema.safeParse({
      firstName: 'Meena',
      lastName: 'Kumar',
      email: ' meena@example.in ',
      password: 'Silk@2026',
    });
    expect(result.success && result.data.email).toBe('meena@example.in');
  });

  it("says 'Invalid URL' for a website that is not a web address, and allows none", () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.in', mobile: '' };
    for (const website of ['tnsericulture', 'javascript:alert(1)', 'ftp://files.example.in']) {
      expect(messages(profileSchema.safeParse({ ...base, website }))).toEqual({ website: 'Invalid URL' });
    }
    expect(profileSchema.safeParse({ ...base, website: 'https://www.tn.gov.in/' }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, website: '' }).success).toBe(true);
  });

  it('checks that the new password is typed twice alike', () => {
    const result = changePasswordSchema.safeParse({
      email: 'a@b.in',
      currentPassword: 'x',
      newPassword: 'Silk@2026',
      confirmPassword: 'Silk@2027',
    });
    expect(messages(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
