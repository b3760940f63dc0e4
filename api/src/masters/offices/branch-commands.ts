import {
  branch,
  branchEventSchema,
  branchStream,
  MESSAGES,
  NotFoundError,
  type SaveBranchInput,
  type UpdateBranchInput,
} from '@cocoon/domain';
import { endMarketSessions } from '../../auth/sessions.js';
import type { CommandRun } from '../../commands/run-command.js';
import { assertUnreserved, releaseUnique, reserveUnique } from '../../commands/unique-values.js';
import { assertMayManage, assertWithinScope } from './access.js';
import { appendNewAccount, type NewAccount, reserveNewAccount } from './accounts.js';
import { officeKey, textKey } from './office-keys.js';
import { activeAdOffice, loadBranch } from './office-state.js';

const nameKey = (adOfficeId: string, name: string) => `branch-name:${adOfficeId}:${textKey(name)}`;

/** Two branches of one AD office never share a name (the lists and prints would not tell them apart). */
const branchName = (branchId: string, adOfficeId: string, name: string) =>
  officeKey(nameKey(adOfficeId, name), {
    field: 'branchName',
    message: `Branch Name ${name} already exists in this AD Office`,
    ownerId: branchId,
    ownerStream: branchStream,
  });

/**
 * Tsc/SaveTsc: a market or a TSC under an AD office. A market's login becomes its Branch Admin account.
 * Branch codes are unique in the whole department (they name markets on tokens and in the staff records).
 */
export async function saveBranch(run: CommandRun, input: SaveBranchInput) {
  const office = await activeAdOffice(run.deps.streams, input.adOfficeId);
  assertWithinScope(run, { regionId: office.regionId, adOfficeId: office.adOfficeId, branchId: null });
  if (input.kind === 'market') assertMayManage(run, 'Branch Admin');
  const branchId = run.newId('branch');
  const name = branchName(branchId, office.adOfficeId, input.branchName);
  const account: NewAccount | undefined =
    input.kind === 'market' && input.userName && input.password
      ? {
          staffId: run.newId('staff'),
          userName: input.userName,
          password: input.password,
          userType: 'Branch Admin',
          name: `Branch Admin, ${input.branchName}`,
          designation: 'Branch Admin',
          mobileNo: input.mobileNo,
          emailId: input.emailId,
          regionId: office.regionId,
          adOfficeId: office.adOfficeId,
          branchId,
          marketCode: input.branchCode,
        }
      : undefined;
  // What can be checked without an event goes first (the username, the name), so a refused request leaves no
  // reservation behind; the reservations themselves still settle a race.
  if (account) await reserveNewAccount(run, account);
  await assertUnreserved(run, name);
  await reserveUnique(
    run,
    officeKey(`branch-code:${input.branchCode}`, {
      field: 'branchCode',
      message: `Branch Code ${input.branchCode} already exists`,
      ownerId: branchId,
      ownerStream: branchStream,
    }),
  );
  await reserveUnique(run, name);
  await run.decide({
    stream: branchStream(branchId),
    decider: branch,
    eventSchema: branchEventSchema,
    marketId: run.actor.marketId,
    command: {
      type: 'OpenBranch',
      data: {
        branchId,
        branchCode: input.branchCode,
        kind: input.kind,
        branchName: input.branchName,
        branchNameTa: input.branchNameTa,
        adOfficeId: office.adOfficeId,
        regionId: office.regionId,
        ...contactOf(input),
      },
    },
  });
  if (account) await appendNewAccount(run, account);
  return { message: MESSAGES.formSubmitted, id: branchId, branchId, staffId: account?.staffId ?? null };
}

/** A branch's address and contact numbers as its events carry them (absent optional fields are null). */
const contactOf = (input: SaveBranchInput | UpdateBranchInput) => ({
  address1: input.address1,
  address2: input.address2 ?? null,
  city: input.city,
  pinCode: input.pinCode,
  mobileNo: input.mobileNo,
  officeNo: input.officeNo ?? null,
  alternateNo: input.alternateNo ?? null,
  emailId: input.emailId,
});

/**
 * Tsc/UpdateTsc: details, status, or a move to another AD office (which needs scope over that office too, so
 * a Branch Admin may edit its market but not move it). Kind and code stay as opened.
 */
export async function updateBranch(run: CommandRun, input: UpdateBranchInput) {
  const current = await loadBranch(run.deps.streams, input.branchId);
  if (!current.opened) throw new NotFoundError('Branch not found');
  assertWithinScope(run, current);
  let regionId = current.regionId;
  if (input.adOfficeId !== current.adOfficeId) {
    const office = await activeAdOffice(run.deps.streams, input.adOfficeId);
    assertWithinScope(run, { regionId: office.regionId, adOfficeId: office.adOfficeId, branchId: null });
    regionId = office.regionId;
  }
  const renamed =
    nameKey(input.adOfficeId, input.branchName) !== nameKey(current.adOfficeId, current.branchName);
  if (renamed) await reserveUnique(run, branchName(current.branchId, input.adOfficeId, input.branchName));
  await run.decide({
    stream: branchStream(current.branchId),
    decider: branch,
    eventSchema: branchEventSchema,
    marketId: run.actor.marketId,
    command: {
      type: 'UpdateBranch',
      data: {
        branchId: current.branchId,
        branchName: input.branchName,
        branchNameTa: input.branchNameTa,
        adOfficeId: input.adOfficeId,
        regionId,
        ...contactOf(input),
        isActive: input.isActive,
      },
    },
  });
  if (renamed) await releaseUnique(run, branchName(current.branchId, current.adOfficeId, current.branchName));
  if (current.isActive && input.isActive === 0) await endMarketSessions(run.db, current.branchId);
  return { message: MESSAGES.formSubmitted, id: current.branchId };
}
