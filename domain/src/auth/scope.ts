import { parseRole } from './roles.js';

/**
 * Which markets' data a staff member sees (design.md, security model): Branch Admin and Market Officer their
 * market (branch), AD the markets of the AD office, RJD the region, Admin everything. A staff record missing
 * the office its role needs sees nothing rather than everything.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'region'; regionId: string }
  | { kind: 'adOffice'; adOfficeId: string }
  | { kind: 'branch'; branchId: string }
  | { kind: 'none' };

export interface ScopedStaff {
  userType: string;
  regionId?: string | null;
  adOfficeId?: string | null;
  branchId?: string | null;
}

export function scopeOf(staff: ScopedStaff): Scope {
  switch (parseRole(staff.userType)) {
    case 'Admin':
      return { kind: 'all' };
    case 'RJD':
      return staff.regionId ? { kind: 'region', regionId: staff.regionId } : { kind: 'none' };
    case 'AD':
      return staff.adOfficeId ? { kind: 'adOffice', adOfficeId: staff.adOfficeId } : { kind: 'none' };
    case 'Branch Admin':
    case 'Market Officer':
      return staff.branchId ? { kind: 'branch', branchId: staff.branchId } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
