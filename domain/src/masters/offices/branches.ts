import { z } from 'zod';
import type { Decider } from '../../shared/decider.js';
import { assertNever, ConflictError, NotFoundError } from '../../shared/errors.js';
import { activationChange } from './activation.js';
import { email, mobile, optional, phoneNumber, pin, required, tamilText } from './fields.js';

/**
 * A branch: a market (where auctions run, staff work and customers belong) or a TSC (a technical service
 * centre farmers are attached to). Both belong to an AD office (domain.md). Stream `branch-<id>`.
 */
export const branchStream = (branchId: string) => `branch-${branchId}`;

export const BRANCH_KINDS = ['market', 'tsc'] as const;
export type BranchKind = (typeof BRANCH_KINDS)[number];

/** What the TSC/tscinput form edits (spec section 3, Branch/TSC). */
export const branchDetailsSchema = z.object({
  branchName: required('Please enter Branch Name'),
  branchNameTa: tamilText('Please enter Branch Name in Tamil'),
  adOfficeId: z.uuid('Please select an AD Office'),
  address1: required('Please enter Address 1', 200),
  address2: optional(required('Address 2', 200)),
  city: required('Please enter City'),
  pinCode: pin,
  mobileNo: mobile,
  officeNo: optional(phoneNumber('Office No')),
  alternateNo: optional(phoneNumber('Alternate No')),
  emailId: email,
});
export type BranchDetailsInput = z.infer<typeof branchDetailsSchema>;

export interface BranchDetails {
  branchName: string;
  branchNameTa: string;
  adOfficeId: string;
  regionId: string;
  address1: string;
  address2: string | null;
  city: string;
  pinCode: string;
  mobileNo: string;
  officeNo: string | null;
  alternateNo: string | null;
  emailId: string;
}

const detailsData = z.object({
  branchId: z.string(),
  branchName: z.string(),
  branchNameTa: z.string(),
  adOfficeId: z.string(),
  regionId: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  pinCode: z.string(),
  mobileNo: z.string(),
  officeNo: z.string().nullable(),
  alternateNo: z.string().nullable(),
  emailId: z.string(),
});
const id = z.object({ branchId: z.string() });

export const branchEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('BranchOpened'),
    data: detailsData.extend({ branchCode: z.string(), kind: z.enum(BRANCH_KINDS) }),
  }),
  z.object({ type: z.literal('BranchUpdated'), data: detailsData }),
  z.object({ type: z.literal('BranchDeactivated'), data: id }),
  z.object({ type: z.literal('BranchReactivated'), data: id }),
]);
export type BranchEvent = z.infer<typeof branchEventSchema>;
export const BRANCH_EVENT_TYPES = [
  'BranchOpened',
  'BranchUpdated',
  'BranchDeactivated',
  'BranchReactivated',
] as const;

export type BranchCommand =
  | { type: 'OpenBranch'; data: BranchDetails & { branchId: string; branchCode: string; kind: BranchKind } }
  | { type: 'UpdateBranch'; data: BranchDetails & { branchId: string; isActive: 0 | 1 } };

export type BranchState =
  | { opened: false }
  | ({
      opened: true;
      branchId: string;
      branchCode: string;
      kind: BranchKind;
      isActive: boolean;
    } & BranchDetails);

const DETAIL_KEYS = [
  'branchName',
  'branchNameTa',
  'adOfficeId',
  'regionId',
  'address1',
  'address2',
  'city',
  'pinCode',
  'mobileNo',
  'officeNo',
  'alternateNo',
  'emailId',
] as const satisfies ReadonlyArray<keyof BranchDetails>;

export const branch: Decider<BranchCommand, BranchEvent, BranchState> = {
  initialState: { opened: false },

  decide(command, state) {
    switch (command.type) {
      case 'OpenBranch':
        if (state.opened)
          throw new ConflictError(`Branch Code ${state.branchCode} already exists`, 'branchCode');
        return [{ type: 'BranchOpened', data: command.data }];
      case 'UpdateBranch': {
        if (!state.opened) throw new NotFoundError('Branch not found');
        const { isActive, ...details } = command.data;
        const events: BranchEvent[] = [];
        if (DETAIL_KEYS.some((key) => details[key] !== state[key])) {
          events.push({ type: 'BranchUpdated', data: details });
        }
        events.push(
          ...activationChange(
            state.isActive,
            isActive,
            () => ({ type: 'BranchDeactivated' as const, data: { branchId: details.branchId } }),
            () => ({ type: 'BranchReactivated' as const, data: { branchId: details.branchId } }),
          ),
        );
        return events;
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BranchOpened':
        return { opened: true, ...event.data, isActive: true };
      case 'BranchUpdated':
        return state.opened ? { ...state, ...event.data } : state;
      case 'BranchDeactivated':
        return state.opened ? { ...state, isActive: false } : state;
      case 'BranchReactivated':
        return state.opened ? { ...state, isActive: true } : state;
      default:
        return assertNever(event);
    }
  },
};
