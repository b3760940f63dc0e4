import {
  BRANCH_USER_TYPES,
  MESSAGES,
  NotFoundError,
  type RegisterBranchUserInput,
  type Role,
  type UpdateStaffInput,
  ValidationError,
} from '@cocoon/domain';
import type { CommandRun } from '../../commands/run-command.js';
import { assertMayManage, assertWithinScope } from './access.js';
import { appendNewAccount, changeAccount, type NewAccount, reserveNewAccount } from './accounts.js';
import { activeMarket, loadStaff, staffPlace } from './office-state.js';

type BranchStaffInput = Omit<RegisterBranchUserInput, 'userType'> & { userType: Role };

/**
 * auth/Register-Market (a Market Officer) and auth/Register-MasUsers (a branch user of a role the registrar
 * may grant): an account working at one market inside the registrar's scope.
 */
export async function registerBranchStaff(run: CommandRun, input: BranchStaffInput) {
  if (!(BRANCH_USER_TYPES as readonly Role[]).includes(input.userType)) {
    const message = `User Type must be ${BRANCH_USER_TYPES.join(' or ')}`;
    throw new ValidationError(message, { userType: [message] });
  }
  assertMayManage(run, input.userType);
  const market = await activeMarket(run.deps.streams, input.branchId);
  assertWithinScope(run, market);
  const account: NewAccount = {
    staffId: run.newId('staff'),
    userName: input.userName,
    password: input.password,
    userType: input.userType,
    name: input.name ?? input.userName,
    designation: input.designation,
    mobileNo: input.mobileNo,
    emailId: input.emailId,
    regionId: market.regionId,
    adOfficeId: market.adOfficeId,
    branchId: market.branchId,
    marketCode: market.branchCode,
  };
  await reserveNewAccount(run, account);
  await appendNewAccount(run, account);
  return { message: MESSAGES.registered, id: account.staffId, staffId: account.staffId };
}

/** MasUsers/UpdateMasUsers: any staff account the caller manages, in its scope (RJDs by Admin, and so on). */
export async function updateStaff(run: CommandRun, input: UpdateStaffInput) {
  const current = await loadStaff(run.deps.streams, input.staffId);
  if (!current.registered) throw new NotFoundError('User not found');
  assertMayManage(run, current.userType);
  assertWithinScope(run, await staffPlace(run.deps.streams, current));
  if (current.staffId === run.actor.userId && input.isActive === 0) {
    const message = 'You cannot deactivate your own account';
    throw new ValidationError(message, { isActive: [message] });
  }
  await changeAccount(run, current, {
    name: input.name,
    designation: input.designation ?? current.designation,
    mobileNo: input.mobileNo,
    emailId: input.emailId,
    isActive: input.isActive,
    password: input.password,
  });
  return { message: MESSAGES.formSubmitted, id: current.staffId };
}
