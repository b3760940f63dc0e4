import { describe, expect, it } from 'vitest';
import { can } from './permissions.js';
import { parseRole } from './roles.js';

describe('roles and permissions (spec section 6)', () => {
  it('matches the stored user type ignoring spaces and case', () => {
    expect(parseRole('branchadmin')).toBe('Branch Admin');
    expect(parseRole(' MARKET officer ')).toBe('Market Officer');
    expect(parseRole('farmer')).toBeUndefined();
    expect(parseRole(null)).toBeUndefined();
  });

  it('gives cocoon type and defect masters to AD, RJD and Branch Admin only', () => {
    expect(
      ['AD', 'RJD', 'Branch Admin', 'Admin', 'Market Officer'].filter((r) => can(r, 'masters.cocoon-defect')),
    ).toEqual(['AD', 'RJD', 'Branch Admin']);
  });

  it('lets opening balance exclude Admin while voucher entry includes it', () => {
    expect(can('Admin', 'accounts.voucher')).toBe(true);
    expect(can('Admin', 'accounts.opening-balance')).toBe(false);
    expect(can('AD', 'accounts.opening-balance')).toBe(true);
  });

  it('refuses an unknown user type everything', () => {
    expect(can('Guest', 'dashboard')).toBe(false);
  });
});
