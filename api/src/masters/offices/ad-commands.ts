import {
  adOffice,
  adOfficeEventSchema,
  adOfficeStream,
  ConflictError,
  MESSAGES,
  NotFoundError,
  type RegisterAdInput,
  type UpdateAdInput,
  ValidationError,
} from '@cocoon/domain';
import type { CommandRun } from '../../commands/run-command.js';
import { holderOf, reserveUnique, type UniqueValue } from '../../commands/unique-values.js';
import { assertMayManage, assertWithinScope } from './access.js';
import { appendNewAccount, changeAccount, type NewAccount, reserveNewAccount } from './accounts.js';
import { officeKey, officeKeyStream } from './office-keys.js';
import { activeRegion, loadAdOffice, loadStaff } from './office-state.js';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** As for regions: a known AD Code with the same office name and region gets a new AD; otherwise 409. */
async function adOfficeFor(
  run: CommandRun,
  input: RegisterAdInput,
): Promise<{ adOfficeId: string; code?: UniqueValue }> {
  const key = `ad-code:${input.adCode}`;
  const duplicate = new ConflictError(`AD Code ${input.adCode} already exists`, 'adCode');
  const holder = await holderOf(run, officeKeyStream(key));
  const existing = holder ? await loadAdOffice(run.deps.streams, holder) : null;
  // A holder that never came into being (a crashed command) is not a known code: reserving decides about it.
  if (existing?.opened) {
    if (existing.regionId !== input.regionId || !sameName(existing.adOfficeName, input.adOfficeName)) {
      throw duplicate;
    }
    if (!existing.isActive) {
      const message = `AD Office ${existing.adOfficeName} is inactive`;
      throw new ValidationError(message, { adCode: [message] });
    }
    return { adOfficeId: existing.adOfficeId };
  }
  const adOfficeId = run.newId('adoffice');
  // The code to reserve for the new office: the caller reserves it once nothing else can refuse the command.
  const code: UniqueValue = officeKey(key, {
    field: 'adCode',
    message: duplicate.message,
    ownerId: adOfficeId,
    ownerStream: adOfficeStream,
  });
  return { adOfficeId, code };
}

/** auth/Register-AD: the AD office (when new) and its Assistant Director's account. */
export async function registerAd(run: CommandRun, input: RegisterAdInput) {
  assertMayManage(run, 'AD');
  await activeRegion(run.deps.streams, input.regionId);
  assertWithinScope(run, { regionId: input.regionId, adOfficeId: null, branchId: null });
  const { adOfficeId, code } = await adOfficeFor(run, input);
  const account: NewAccount = {
    staffId: run.newId('staff'),
    userName: input.userName ?? input.adCode,
    password: input.password,
    userType: 'AD',
    name: input.name,
    designation: 'Assistant Director',
    mobileNo: input.mobileNo,
    emailId: input.emailId,
    regionId: input.regionId,
    adOfficeId,
    branchId: null,
    marketCode: null,
  };
  // The username first: its check appends nothing, so a taken one refuses the registration before the AD
  // code's reservation is appended (a refused request must leave no event behind).
  await reserveNewAccount(run, account);
  if (code) {
    await reserveUnique(run, code);
    await run.decide({
      stream: adOfficeStream(adOfficeId),
      decider: adOffice,
      eventSchema: adOfficeEventSchema,
      marketId: run.actor.marketId,
      command: {
        type: 'OpenAdOffice',
        data: {
          adOfficeId,
          adCode: input.adCode,
          adOfficeName: input.adOfficeName,
          regionId: input.regionId,
        },
      },
    });
  }
  await appendNewAccount(run, account);
  return { message: MESSAGES.registered, id: adOfficeId, adOfficeId, staffId: account.staffId };
}

/**
 * MasAssistantDirector/UpdateMasAssistantDirector: the office's name and the AD's contact details, password
 * and status. isActive applies to both: an inactive AD master row is an office nobody can log in to.
 */
export async function updateAd(run: CommandRun, input: UpdateAdInput) {
  assertMayManage(run, 'AD');
  const office = await loadAdOffice(run.deps.streams, input.adOfficeId);
  if (!office.opened) throw new NotFoundError('AD Office not found');
  assertWithinScope(run, { regionId: office.regionId, adOfficeId: office.adOfficeId, branchId: null });
  const ad = input.staffId ? await loadStaff(run.deps.streams, input.staffId) : undefined;
  if (ad && (!ad.registered || ad.userType !== 'AD' || ad.adOfficeId !== office.adOfficeId)) {
    const message = 'Not the Assistant Director of this AD Office';
    throw new ValidationError(message, { staffId: [message] });
  }
  await run.decide({
    stream: adOfficeStream(office.adOfficeId),
    decider: adOffice,
    eventSchema: adOfficeEventSchema,
    marketId: run.actor.marketId,
    command: {
      type: 'UpdateAdOffice',
      data: { adOfficeId: office.adOfficeId, adOfficeName: input.adOfficeName, isActive: input.isActive },
    },
  });
  if (ad?.registered) {
    await changeAccount(run, ad, {
      name: input.name,
      designation: ad.designation,
      mobileNo: input.mobileNo,
      emailId: input.emailId,
      isActive: input.isActive,
      password: input.password,
    });
  }
  return { message: MESSAGES.formSubmitted, id: office.adOfficeId };
}
