import { z } from 'zod';
import { SECOND_PERSON_MESSAGES, secondPersonRefusal } from '../../auth/second-person.js';
import type { Decider } from '../../shared/decider.js';
import {
  assertNever,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../shared/errors.js';
import {
  type ApproveBankChange,
  BANK_CHANGE_MESSAGES,
  BANK_FIELDS,
  type BankChangeActor,
  bankChangeApprovedSchema,
  bankChangeRejectedSchema,
  bankChangeRequestedSchema,
  bankFieldsOf,
  type PendingBankChange,
  type RejectBankChange,
} from './bank-changes.js';
import {
  CUSTOMER_PROFILE_FIELDS,
  CUSTOMER_STATUS,
  CUSTOMER_TYPES,
  type CustomerProfile,
  type CustomerStatus,
  type CustomerType,
} from './customer-fields.js';

/** One stream per customer: its registration, every edit, its verification and status changes. */
export const customerStream = (customerId: string) => `customer-${customerId}`;

export const CUSTOMER_REGISTERED_MESSAGE = 'Your account created successfully. OTP verification pending.';

// Events are parsed leniently (no field rules): an event recorded under older rules must always read back.
const nullableText = z.string().nullable().optional().default(null);
const nullableNumber = z.number().nullable().optional().default(null);
const profileEvent = z.object({
  ledgerName: z.string(),
  fatherName: z.string(),
  address: z.string(),
  streetName: nullableText,
  areaName: nullableText,
  city: z.string(),
  talukId: z.number(),
  districtId: z.number(),
  pincode: z.string(),
  mobileNo: z.string(),
  whatsApp: nullableText,
  altPhone: nullableText,
  emailId: nullableText,
  gstNo: nullableText,
  aadhaarNo: nullableText,
  panNo: nullableText,
  bankAcNo: nullableText,
  bankAcName: nullableText,
  bankName: nullableText,
  bankBranchName: nullableText,
  ifscCode: nullableText,
  bankAcType: z.enum(['Savings', 'Current']).nullable().optional().default(null),
  position: nullableText,
  deviceId: nullableText,
  gender: z.enum(['male', 'female', 'others']),
  community: z.string().nullable().optional().default(null),
  tsc: nullableText,
  basinCount: nullableNumber,
  licenseNo: nullableText,
  licenseDate: nullableText,
  reelerType: nullableText,
  farmerType: nullableText,
});

export const customerEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CustomerRegistered'),
    data: profileEvent.extend({
      customerId: z.string(),
      customerType: z.enum(CUSTOMER_TYPES),
      branchId: z.string(),
      headCode: z.string(),
      isActive: z.literal(CUSTOMER_STATUS.pending),
    }),
  }),
  z.object({
    type: z.literal('CustomerUpdated'),
    // The whole profile after the change, and which fields changed (what an auditor asks first).
    data: profileEvent.extend({ customerId: z.string(), changed: z.array(z.string()) }),
  }),
  z.object({
    type: z.literal('CustomerVerified'),
    data: z.object({ customerId: z.string(), mobileNo: z.string(), verifiedAt: z.string() }),
  }),
  z.object({ type: z.literal('CustomerDeactivated'), data: z.object({ customerId: z.string() }) }),
  z.object({ type: z.literal('CustomerReactivated'), data: z.object({ customerId: z.string() }) }),
  z.object({ type: z.literal('CustomerBankChangeRequested'), data: bankChangeRequestedSchema }),
  z.object({ type: z.literal('CustomerBankChangeApproved'), data: bankChangeApprovedSchema }),
  z.object({ type: z.literal('CustomerBankChangeRejected'), data: bankChangeRejectedSchema }),
]);
export type CustomerEvent = z.output<typeof customerEventSchema>;
export const CUSTOMER_EVENT_TYPES = [
  'CustomerRegistered',
  'CustomerUpdated',
  'CustomerVerified',
  'CustomerDeactivated',
  'CustomerReactivated',
  'CustomerBankChangeRequested',
  'CustomerBankChangeApproved',
  'CustomerBankChangeRejected',
] as const;

export type StoredProfile = z.output<typeof profileEvent>;

export type CustomerCommand =
  | {
      type: 'RegisterCustomer';
      data: {
        customerId: string;
        customerType: CustomerType;
        branchId: string;
        headCode: string;
        profile: CustomerProfile;
        /** Business date (Asia/Kolkata) of the command: a licence cannot date from the future. */
        today: string;
      };
    }
  | {
      type: 'UpdateCustomer';
      data: {
        customerId: string;
        customerType: CustomerType;
        profile: CustomerProfile;
        isActive: CustomerStatus | null;
        today: string;
        /**
         * Who edits, and the id a bank-details change gets: a farmer's new bank details wait for a second
         * person (bank-changes.ts). Absent only where no person edits (the demo seed's own changes apply at once).
         */
        bankChange?: { changeId: string; by: BankChangeActor };
      };
    }
  | { type: 'VerifyCustomer'; data: { customerId: string; mobileNo: string; verifiedAt: string } }
  | ApproveBankChange
  | RejectBankChange;

export type CustomerState =
  | { status: 'none' }
  | {
      status: 'registered';
      customerId: string;
      customerType: CustomerType;
      branchId: string;
      headCode: string;
      profile: StoredProfile;
      isActive: CustomerStatus;
      verified: boolean;
      /** A farmer's bank-details change waiting for its second person, or null. */
      pendingBankChange: PendingBankChange | null;
    };

const pickProfile = (data: StoredProfile): StoredProfile =>
  Object.fromEntries(CUSTOMER_PROFILE_FIELDS.map((f) => [f, data[f] ?? null])) as StoredProfile;

function assertLicenceDate(profile: CustomerProfile, today: string) {
  if (profile.licenseDate && profile.licenseDate > today) {
    throw new ValidationError('License Date cannot be in the future', {
      licenseDate: ['License Date cannot be in the future'],
    });
  }
}

const NOT_VERIFIED = 'Verify the mobile number with the OTP to activate this account';

/** Status events an edit asks for (deactivate / reactivate), given where the account stands. */
function statusChange(
  state: Extract<CustomerState, { status: 'registered' }>,
  wanted: CustomerStatus | null,
): CustomerEvent[] {
  const id = { customerId: state.customerId };
  if (wanted === null || wanted === state.isActive) return [];
  if (wanted === CUSTOMER_STATUS.inactive) return [{ type: 'CustomerDeactivated', data: id }];
  if (wanted === CUSTOMER_STATUS.active && !state.verified) {
    throw new ValidationError(NOT_VERIFIED, { isActive: [NOT_VERIFIED] });
  }
  if (wanted === CUSTOMER_STATUS.pending && state.verified) {
    const message = 'A verified account cannot be set back to Pending';
    throw new ValidationError(message, { isActive: [message] });
  }
  // Here the account is inactive: reactivation returns it to Active, or to Pending if never verified.
  return [{ type: 'CustomerReactivated', data: id }];
}

/** The change a decision is about, if it is still the one waiting (a decided or replaced change is a 409). */
function pendingChange(state: CustomerState, changeId: string): PendingBankChange {
  if (state.status !== 'registered') throw new NotFoundError('Customer not found');
  const pending = state.pendingBankChange;
  if (!pending || pending.changeId !== changeId) throw new ConflictError(BANK_CHANGE_MESSAGES.notPending);
  return pending;
}

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterCustomer': {
        // The customer id derives from the command id: a registered stream here is this command's own retry.
        if (state.status === 'registered') return [];
        const { profile, today, ...rest } = command.data;
        assertLicenceDate(profile, today);
        return [
          {
            type: 'CustomerRegistered',
            data: { ...rest, ...profile, isActive: CUSTOMER_STATUS.pending },
          },
        ];
      }
      case 'UpdateCustomer': {
        if (state.status !== 'registered') throw new NotFoundError('Customer not found');
        const { customerId, customerType, profile, isActive, today } = command.data;
        if (customerType !== state.customerType) {
          const message = `This customer is a ${state.customerType}; the type cannot be changed`;
          throw new ValidationError(message, { customerType: [message] });
        }
        const changedAll = CUSTOMER_PROFILE_FIELDS.filter((f) => (profile[f] ?? null) !== state.profile[f]);
        if (changedAll.includes('licenseDate')) assertLicenceDate(profile, today);
        const bankChange = command.data.bankChange;
        const held = bankChange && state.customerType === 'farmer';
        const bankChanged = changedAll.filter((f) => (BANK_FIELDS as readonly string[]).includes(f));
        // A farmer's new bank details are not applied by the edit: they wait for a second person.
        const changed = held ? changedAll.filter((f) => !bankChanged.includes(f)) : changedAll;
        const events: CustomerEvent[] = [];
        if (held && bankChanged.length > 0) {
          if (state.pendingBankChange) {
            throw new ConflictError(BANK_CHANGE_MESSAGES.pending, bankChanged[0]);
          }
          events.push({
            type: 'CustomerBankChangeRequested',
            data: {
              customerId,
              changeId: bankChange.changeId,
              branchId: state.branchId,
              headCode: state.headCode,
              ledgerName: profile.ledgerName,
              previous: bankFieldsOf(state.profile),
              requested: bankFieldsOf(profile as StoredProfile),
              requestedBy: bankChange.by,
              requestedOn: today,
            },
          });
        }
        if (changed.length > 0) {
          const kept = held ? { ...profile, ...bankFieldsOf(state.profile) } : profile;
          events.unshift({ type: 'CustomerUpdated', data: { customerId, ...kept, changed } });
        }
        return [...events, ...statusChange(state, isActive)];
      }
      case 'VerifyCustomer': {
        if (state.status !== 'registered') throw new NotFoundError('Customer not found');
        if (state.verified) throw new ConflictError('This account is already verified');
        if (state.isActive !== CUSTOMER_STATUS.pending) {
          throw new ConflictError('This account is inactive; reactivate it before verifying');
        }
        if (command.data.mobileNo !== state.profile.mobileNo) {
          throw new ValidationError('The OTP was sent to a different mobile number', {
            mobileNo: ['The OTP was sent to a different mobile number'],
          });
        }
        return [{ type: 'CustomerVerified', data: command.data }];
      }
      case 'ApproveBankChange': {
        const { customerId, changeId, checker, marketAdOfficeId, approvedOn } = command.data;
        const pending = pendingChange(state, changeId);
        const refusal = secondPersonRefusal(checker, {
          makerId: pending.requestedBy.userId,
          marketId: state.status === 'registered' ? state.branchId : '',
          marketAdOfficeId,
        });
        if (refusal) throw new ForbiddenError(SECOND_PERSON_MESSAGES[refusal]);
        return [
          {
            type: 'CustomerBankChangeApproved',
            data: {
              customerId,
              changeId,
              approved: pending.requested,
              approvedBy: { userId: checker.userId, userName: checker.userName },
              approvedOn,
            },
          },
        ];
      }
      case 'RejectBankChange': {
        const { customerId, changeId, reason, by, rejectedOn } = command.data;
        pendingChange(state, changeId);
        return [
          {
            type: 'CustomerBankChangeRejected',
            data: { customerId, changeId, reason, rejectedBy: by, rejectedOn },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CustomerRegistered':
        return {
          status: 'registered',
          customerId: event.data.customerId,
          customerType: event.data.customerType,
          branchId: event.data.branchId,
          headCode: event.data.headCode,
          profile: pickProfile(event.data),
          isActive: CUSTOMER_STATUS.pending,
          verified: false,
          pendingBankChange: null,
        };
      case 'CustomerUpdated':
        return state.status === 'registered' ? { ...state, profile: pickProfile(event.data) } : state;
      case 'CustomerVerified':
        return state.status === 'registered'
          ? { ...state, verified: true, isActive: CUSTOMER_STATUS.active }
          : state;
      case 'CustomerDeactivated':
        return state.status === 'registered' ? { ...state, isActive: CUSTOMER_STATUS.inactive } : state;
      case 'CustomerReactivated':
        return state.status === 'registered'
          ? { ...state, isActive: state.verified ? CUSTOMER_STATUS.active : CUSTOMER_STATUS.pending }
          : state;
      case 'CustomerBankChangeRequested':
        return state.status === 'registered'
          ? {
              ...state,
              pendingBankChange: {
                changeId: event.data.changeId,
                requested: event.data.requested,
                requestedBy: event.data.requestedBy,
              },
            }
          : state;
      case 'CustomerBankChangeApproved':
        return state.status === 'registered'
          ? { ...state, profile: { ...state.profile, ...event.data.approved }, pendingBankChange: null }
          : state;
      case 'CustomerBankChangeRejected':
        return state.status === 'registered' ? { ...state, pendingBankChange: null } : state;
      default:
        return assertNever(event);
    }
  },
};
