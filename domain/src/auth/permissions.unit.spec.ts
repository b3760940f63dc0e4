import { describe, expect, it } from 'vitest';
import { can, PICKER_MASTER } from './permissions.js';
import { parseRole, ROLES } from './roles.js';

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

  it("lets a market's Branch Admin keep its holidays, and the offices and Admin read them", () => {
    expect(ROLES.filter((r) => can(r, 'masters.holiday'))).toEqual(['Branch Admin']);
    expect(ROLES.filter((r) => can(r, 'masters.holiday-view'))).toEqual(
      ROLES.filter((r) => r !== 'Market Officer'),
    );
  });

  it('refuses an unknown user type everything', () => {
    expect(can('Guest', 'dashboard')).toBe(false);
  });

  it('opens each picker to every role of its master, and the customer record to every role of either customer master', () => {
    for (const picker of Object.keys(PICKER_MASTER) as Array<keyof typeof PICKER_MASTER>) {
      expect(ROLES.filter((r) => can(r, PICKER_MASTER[picker]) && !can(r, picker))).toEqual([]);
    }
    const eitherMaster = ROLES.filter((r) => can(r, 'masters.farmer') || can(r, 'masters.reeler'));
    expect(ROLES.filter((r) => can(r, 'masters.customer'))).toEqual(eitherMaster);
  });

  it('gives the Market Officer, whose only screen is the dashboard, no picker and no customer record', () => {
    for (const action of [
      'pickers.region',
      'pickers.ad-office',
      'pickers.branch',
      'masters.customer',
    ] as const) {
      expect(can('Market Officer', action)).toBe(false);
    }
  });
});
