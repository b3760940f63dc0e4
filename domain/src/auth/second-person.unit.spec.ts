import { describe, expect, it } from 'vitest';
import { maySecondPersonApprove, secondPersonRefusal } from './second-person.js';

const made = { makerId: 'u-maker', marketId: 'm-1', marketAdOfficeId: 'ad-1' };

describe('the second person (maker-checker, issue 25)', () => {
  it('lets another Branch Admin of the market or the AD of its office approve', () => {
    expect(maySecondPersonApprove({ userId: 'u-2', userType: 'Branch Admin', branchId: 'm-1' }, made)).toBe(
      true,
    );
    expect(maySecondPersonApprove({ userId: 'u-3', userType: 'AD', adOfficeId: 'ad-1' }, made)).toBe(true);
  });

  it('never the maker, whatever their role', () => {
    expect(secondPersonRefusal({ userId: 'u-maker', userType: 'Branch Admin', branchId: 'm-1' }, made)).toBe(
      'maker',
    );
    expect(secondPersonRefusal({ userId: 'u-maker', userType: 'AD', adOfficeId: 'ad-1' }, made)).toBe(
      'maker',
    );
  });

  it('not a Branch Admin of another market, an AD of another office, or other roles', () => {
    expect(secondPersonRefusal({ userId: 'u-2', userType: 'Branch Admin', branchId: 'm-2' }, made)).toBe(
      'scope',
    );
    expect(secondPersonRefusal({ userId: 'u-3', userType: 'AD', adOfficeId: 'ad-2' }, made)).toBe('scope');
    expect(
      secondPersonRefusal(
        { userId: 'u-3', userType: 'AD', adOfficeId: 'ad-1' },
        { ...made, marketAdOfficeId: null },
      ),
    ).toBe('scope');
    expect(secondPersonRefusal({ userId: 'u-4', userType: 'Market Officer', branchId: 'm-1' }, made)).toBe(
      'role',
    );
    expect(secondPersonRefusal({ userId: 'u-5', userType: 'Admin' }, made)).toBe('role');
    expect(secondPersonRefusal({ userId: 'u-6', userType: 'RJD' }, made)).toBe('role');
  });
});
