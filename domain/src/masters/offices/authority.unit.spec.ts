import { describe, expect, it } from 'vitest';
import { grantableUserTypes, mayManageRole, mayResetPasswordOf, placeWithinScope } from './authority.js';

const R = 'r1';
const A = 'a1';
const B = 'b1';
const branchPlace = { regionId: R, adOfficeId: A, branchId: B };

describe('who may manage which staff', () => {
  it('follows the masters of section 6 and never grants a higher role', () => {
    expect(mayManageRole('Admin', 'RJD')).toBe(true);
    expect(mayManageRole('RJD', 'RJD')).toBe(false);
    expect(mayManageRole('RJD', 'AD')).toBe(true);
    expect(mayManageRole('AD', 'AD')).toBe(false);
    expect(mayManageRole('AD', 'Market Officer')).toBe(true);
    expect(mayManageRole('Branch Admin', 'Market Officer')).toBe(false);
    expect(mayManageRole('Branch Admin', 'RJD')).toBe(false);
    expect(mayManageRole('Market Officer', 'Market Officer')).toBe(false);
    expect(mayManageRole('Admin', 'Admin')).toBe(false);
  });

  it('lets only someone above an account reset its password, never a peer', () => {
    expect(mayResetPasswordOf('Branch Admin', 'Branch Admin')).toBe(false);
    expect(mayResetPasswordOf('AD', 'Branch Admin')).toBe(true);
    expect(mayResetPasswordOf('AD', 'Market Officer')).toBe(true);
    expect(mayResetPasswordOf('RJD', 'RJD')).toBe(false);
    expect(mayResetPasswordOf('RJD', 'AD')).toBe(true);
    expect(mayResetPasswordOf('Market Officer', 'Market Officer')).toBe(false);
    expect(mayResetPasswordOf('Admin', 'Admin')).toBe(true);
    expect(mayResetPasswordOf(undefined, 'Market Officer')).toBe(false);
  });

  it('offers each registrar the branch user types it may grant', () => {
    expect(grantableUserTypes('Admin')).toEqual(['Branch Admin', 'Market Officer']);
    expect(grantableUserTypes('ad')).toEqual(['Branch Admin', 'Market Officer']);
    expect(grantableUserTypes('branchadmin')).toEqual(['Branch Admin']);
    expect(grantableUserTypes('Market Officer')).toEqual([]);
  });

  it('places a branch inside its region, AD office and itself only', () => {
    expect(placeWithinScope({ kind: 'all' }, branchPlace)).toBe(true);
    expect(placeWithinScope({ kind: 'region', regionId: R }, branchPlace)).toBe(true);
    expect(placeWithinScope({ kind: 'region', regionId: 'r2' }, branchPlace)).toBe(false);
    expect(placeWithinScope({ kind: 'adOffice', adOfficeId: A }, branchPlace)).toBe(true);
    expect(placeWithinScope({ kind: 'branch', branchId: B }, branchPlace)).toBe(true);
    expect(placeWithinScope({ kind: 'branch', branchId: B }, { ...branchPlace, branchId: null })).toBe(false);
    expect(placeWithinScope({ kind: 'none' }, branchPlace)).toBe(false);
  });
});
