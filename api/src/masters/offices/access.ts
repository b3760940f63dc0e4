import { ForbiddenError, mayManageRole, type OfficePlace, placeWithinScope, type Role } from '@cocoon/domain';
import type { CommandRun } from '../../commands/run-command.js';

const SCOPE_WORDS = {
  all: 'the department',
  region: 'your region',
  adOffice: 'your AD office',
  branch: 'your market',
  none: 'any office',
} as const;

/** A registrar creates and changes things only inside its own scope (403 otherwise). */
export function assertWithinScope(run: CommandRun, place: OfficePlace): void {
  if (!placeWithinScope(run.scope, place)) {
    throw new ForbiddenError(`This is outside ${SCOPE_WORDS[run.scope.kind]}.`);
  }
}

/** Nor may it create or change an account of a role it does not manage (a Branch Admin cannot make an RJD). */
export function assertMayManage(run: CommandRun, role: Role): void {
  if (!mayManageRole(run.actor.userType, role)) {
    throw new ForbiddenError(`You may not manage ${role} accounts.`);
  }
}
