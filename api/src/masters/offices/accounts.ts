import {
  ForbiddenError,
  mayResetPasswordOf,
  type Role,
  type StaffOffice,
  type StaffProfile,
  type StaffState,
  staff,
  staffEventSchema,
  staffStream,
} from '@cocoon/domain';
import { hashPassword } from '../../auth/passwords.js';
import { revokeAllSessions } from '../../auth/sessions.js';
import type { CommandRun } from '../../commands/run-command.js';
import { loadStaff } from './office-state.js';
import { reserveAccount } from './reservations.js';

export interface NewAccount extends StaffProfile, StaffOffice {
  staffId: string;
  userName: string;
  userType: Role;
  password: string;
  /** The market code events of this account carry (their `marketId` metadata); null above market level. */
  marketCode: string | null;
}

/**
 * A staff account: its credentials row first (reserving the username, unable to log in), then its
 * StaffRegistered event; the run confirms the row when the whole command succeeded. Reserve before any
 * append of the command, so a taken username stops it before anything is recorded. The password is hashed
 * here and goes nowhere but the credentials table.
 */
export async function reserveNewAccount(run: CommandRun, account: NewAccount): Promise<void> {
  await reserveAccount(run, {
    staffId: account.staffId,
    userName: account.userName,
    displayName: account.name,
    userType: account.userType,
    marketId: account.marketCode,
    regionId: account.regionId,
    adOfficeId: account.adOfficeId,
    branchId: account.branchId,
    passwordHash: await hashPassword(account.password),
  });
}

export async function appendNewAccount(run: CommandRun, account: NewAccount): Promise<void> {
  const { password: _password, marketCode: _marketCode, ...registered } = account;
  await run.decide({
    stream: staffStream(account.staffId),
    decider: staff,
    eventSchema: staffEventSchema,
    marketId: run.actor.marketId,
    command: {
      type: 'RegisterStaff',
      data: registered,
    },
  });
}

export interface AccountChange extends StaffProfile {
  isActive: 0 | 1;
  password?: string | undefined;
}

/**
 * Changes an account and brings its credentials in line with its stream. A deactivation locks the account
 * out before the event is appended (a crash in between leaves it locked, never the reverse), and its
 * sessions end; if the command then fails, the credentials are re-derived from the stream.
 */
export async function changeAccount(
  run: CommandRun,
  current: Extract<StaffState, { registered: true }>,
  change: AccountChange,
): Promise<void> {
  const { staffId } = current;
  const switched = change.isActive !== (current.isActive ? 1 : 0);
  if (staffId !== run.actor.userId && !mayResetPasswordOf(run.actor.userType, current.userType)) {
    if (switched) {
      const what = change.isActive ? 'reactivate' : 'deactivate';
      throw new ForbiddenError(`You may not ${what} another ${current.userType}.`);
    }
    if (change.password)
      throw new ForbiddenError(`You may not reset the password of another ${current.userType}.`);
  }
  const passwordHash = change.password ? await hashPassword(change.password) : null;
  if (change.isActive === 0 && current.isActive) {
    await run.db
      .updateTable('app.staff_users')
      .set({ is_active: 0 })
      .where('user_id', '=', staffId)
      .execute();
    await revokeAllSessions(run.db, staffId);
  }
  run.onFailure(() => syncCredentials(run, staffId));
  await run.decide({
    stream: staffStream(staffId),
    decider: staff,
    eventSchema: staffEventSchema,
    marketId: run.actor.marketId,
    command: {
      type: 'UpdateStaff',
      data: {
        staffId,
        name: change.name,
        designation: change.designation,
        mobileNo: change.mobileNo,
        emailId: change.emailId,
        isActive: change.isActive,
        passwordReset: passwordHash !== null,
      },
    },
  });
  if (passwordHash) {
    await run.db
      .updateTable('app.staff_users')
      .set({
        password_hash: passwordHash,
        password_changed_at: run.at,
        // Shown to the owner at their next login until they choose their own password (auth/routes.ts).
        password_reset_by:
          staffId === run.actor.userId ? null : `${run.actor.userName} (${run.actor.userType})`,
        password_reset_at: staffId === run.actor.userId ? null : run.at,
      })
      .where('user_id', '=', staffId)
      .execute();
    await revokeAllSessions(run.db, staffId);
  }
  await syncCredentials(run, staffId);
}

/** The credentials row follows the account's stream: active or not, and the name shown after login. */
export async function syncCredentials(run: CommandRun, staffId: string): Promise<void> {
  const state = await loadStaff(run.deps.streams, staffId);
  if (!state.registered) return;
  await run.db
    .updateTable('app.staff_users')
    .set({ is_active: state.isActive ? 1 : 0, display_name: state.name })
    .where('user_id', '=', staffId)
    .where('pending_command', 'is', null)
    .execute();
  if (!state.isActive) await revokeAllSessions(run.db, staffId);
}
