import {
  ConflictError,
  MESSAGES,
  NotFoundError,
  type RegisterRjdInput,
  region,
  regionEventSchema,
  regionStream,
  type UpdateRegionInput,
  ValidationError,
} from '@cocoon/domain';
import type { CommandRun } from '../../commands/run-command.js';
import { holderOf, reserveUnique, type UniqueValue } from '../../commands/unique-values.js';
import { assertMayManage } from './access.js';
import { appendNewAccount, type NewAccount, reserveNewAccount } from './accounts.js';
import { officeKey, officeKeyStream } from './office-keys.js';
import { loadRegion } from './office-state.js';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Which region an RJD registration is for. A new code opens a region; a known code with the same name gets
 * another RJD (a successor, or a registration whose account step failed); a known code with another name
 * is a duplicate code.
 */
async function regionFor(
  run: CommandRun,
  input: RegisterRjdInput,
): Promise<{ regionId: string; code?: UniqueValue }> {
  const key = `region-code:${input.regionCode}`;
  const duplicate = new ConflictError(`Region Code ${input.regionCode} already exists`, 'regionCode');
  const holder = await holderOf(run, officeKeyStream(key));
  const existing = holder ? await loadRegion(run.deps.streams, holder) : null;
  // A holder that never came into being (a crashed command) is not a known code: reserving decides about it.
  if (existing?.registered) {
    if (!sameName(existing.regionName, input.regionName)) throw duplicate;
    if (!existing.isActive) {
      throw new ValidationError(`Region ${existing.regionName} is inactive`, {
        regionCode: [`Region ${existing.regionName} is inactive`],
      });
    }
    return { regionId: existing.regionId };
  }
  const regionId = run.newId('region');
  // The code to reserve for the new region: the caller reserves it once nothing else can refuse the command.
  const code = officeKey(key, {
    field: 'regionCode',
    message: duplicate.message,
    ownerId: regionId,
    ownerStream: regionStream,
  });
  return { regionId, code };
}

/** auth/Register-RJD: the region (when new) and its Regional Joint Director's account. */
export async function registerRjd(run: CommandRun, input: RegisterRjdInput) {
  assertMayManage(run, 'RJD');
  const { regionId, code } = await regionFor(run, input);
  const account: NewAccount = {
    staffId: run.newId('staff'),
    userName: input.userName,
    password: input.password,
    userType: 'RJD',
    name: input.name,
    designation: 'Regional Joint Director',
    mobileNo: input.mobileNo,
    emailId: input.emailId,
    regionId,
    adOfficeId: null,
    branchId: null,
    marketCode: null,
  };
  // The username first: its check appends nothing, so a taken one refuses the registration before the region
  // code's reservation is appended (a refused request must leave no event behind).
  await reserveNewAccount(run, account);
  if (code) {
    await reserveUnique(run, code);
    await run.decide({
      stream: regionStream(regionId),
      decider: region,
      eventSchema: regionEventSchema,
      marketId: run.actor.marketId,
      command: {
        type: 'RegisterRegion',
        data: { regionId, regionCode: input.regionCode, regionName: input.regionName },
      },
    });
  }
  await appendNewAccount(run, account);
  return { message: MESSAGES.registered, id: account.staffId, staffId: account.staffId, regionId };
}

/** MasRegion/UpdateMasRegion: rename, deactivate or reactivate a region (its code stays). */
export async function updateRegion(run: CommandRun, input: UpdateRegionInput) {
  assertMayManage(run, 'RJD');
  const state = await loadRegion(run.deps.streams, input.regionId);
  if (!state.registered) throw new NotFoundError('Region not found');
  await run.decide({
    stream: regionStream(input.regionId),
    decider: region,
    eventSchema: regionEventSchema,
    marketId: run.actor.marketId,
    command: {
      type: 'UpdateRegion',
      data: input,
    },
  });
  return { message: MESSAGES.formSubmitted, id: input.regionId };
}
