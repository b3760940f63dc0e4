import { type Action, can } from '../../auth/permissions.js';
import { parseRole, type Role } from '../../auth/roles.js';
import type { Scope } from '../../auth/scope.js';

/**
 * Who may create or change which staff accounts (spec section 6 plus the hierarchy of domain.md): the master
 * of a role is managed under that master's permission, and never by someone of a lower rank (a Branch Admin
 * cannot create an RJD even though both sit in "users"). Admin accounts are not managed through the masters.
 */
const MASTER_OF: Record<Role, Action | null> = {
  Admin: null,
  RJD: 'masters.rjd',
  AD: 'masters.assistant-director',
  'Branch Admin': 'masters.user',
  'Market Officer': 'masters.market-officer',
};
const RANK: Record<Role, number> = { Admin: 4, RJD: 3, AD: 2, 'Branch Admin': 1, 'Market Officer': 0 };

export function mayManageRole(registrarType: string | null | undefined, target: Role): boolean {
  const registrar = parseRole(registrarType);
  const master = MASTER_OF[target];
  return (
    registrar !== undefined && master !== null && can(registrar, master) && RANK[target] <= RANK[registrar]
  );
}

/**
 * Who may set another account's password, or deactivate or reactivate it: only someone above it — a Branch
 * Admin its market's officers, an AD the Branch Admins of its AD office — never a peer, who could then log in as
 * them, lock them out, or undo the lock-out their superior ordered. An Admin may do so to any account, or nobody
 * could recover a locked-out Admin. Everyone changes their own password through Change Password.
 */
export function mayResetPasswordOf(actorType: string | null | undefined, target: Role): boolean {
  const actor = parseRole(actorType);
  if (actor === undefined) return false;
  if (actor === 'Admin') return true;
  return mayManageRole(actor, target) && RANK[target] < RANK[actor];
}

/** Branch users (auth/Register-MasUsers) work at one market: these are the roles such an account may have. */
export const BRANCH_USER_TYPES = ['Branch Admin', 'Market Officer'] as const satisfies readonly Role[];

export function grantableUserTypes(registrarType: string | null | undefined): Role[] {
  return BRANCH_USER_TYPES.filter((role) => mayManageRole(registrarType, role));
}

/** Where something sits in the hierarchy: a region, an AD office in it, a branch under that AD office. */
export interface OfficePlace {
  regionId: string | null;
  adOfficeId: string | null;
  branchId: string | null;
}

/** Whether a caller of this scope may see or change something at `place` (an RJD its region, and so on). */
export function placeWithinScope(scope: Scope, place: OfficePlace): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'region':
      return place.regionId === scope.regionId;
    case 'adOffice':
      return place.adOfficeId === scope.adOfficeId;
    case 'branch':
      return place.branchId === scope.branchId;
    case 'none':
      return false;
  }
}
