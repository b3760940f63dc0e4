import { z } from 'zod';
import { ROLES, type Role } from '../../auth/roles.js';
import type { Decider } from '../../shared/decider.js';
import { assertNever, ConflictError, NotFoundError } from '../../shared/errors.js';
import { activationChange } from './activation.js';

/**
 * A staff account as the department sees it: who, which role, which office. The credentials (password hash,
 * sessions) are not business facts and never enter an event (design.md); they live in app.staff_users,
 * keyed by the same id. Stream `staff-<id>`.
 */
export const staffStream = (staffId: string) => `staff-${staffId}`;

export interface StaffProfile {
  name: string;
  designation: string | null;
  mobileNo: string;
  emailId: string;
}

/** The office a staff account works at; only the one its role needs is set (RJD region, AD office, branch). */
export interface StaffOffice {
  regionId: string | null;
  adOfficeId: string | null;
  branchId: string | null;
}

const profile = {
  name: z.string(),
  designation: z.string().nullable(),
  mobileNo: z.string(),
  emailId: z.string(),
};
const id = z.object({ staffId: z.string() });

export const staffEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('StaffRegistered'),
    data: z.object({
      staffId: z.string(),
      userName: z.string(),
      userType: z.enum(ROLES),
      ...profile,
      regionId: z.string().nullable(),
      adOfficeId: z.string().nullable(),
      branchId: z.string().nullable(),
    }),
  }),
  z.object({ type: z.literal('StaffUpdated'), data: z.object({ staffId: z.string(), ...profile }) }),
  // Only the fact and its author; the password itself never leaves the credentials table.
  z.object({ type: z.literal('StaffPasswordReset'), data: id }),
  z.object({ type: z.literal('StaffDeactivated'), data: id }),
  z.object({ type: z.literal('StaffReactivated'), data: id }),
]);
export type StaffEvent = z.infer<typeof staffEventSchema>;
export const STAFF_EVENT_TYPES = [
  'StaffRegistered',
  'StaffUpdated',
  'StaffPasswordReset',
  'StaffDeactivated',
  'StaffReactivated',
] as const;

export type StaffCommand =
  | {
      type: 'RegisterStaff';
      data: StaffProfile & StaffOffice & { staffId: string; userName: string; userType: Role };
    }
  | {
      type: 'UpdateStaff';
      data: StaffProfile & { staffId: string; isActive: 0 | 1; passwordReset: boolean };
    };

export type StaffState =
  | { registered: false }
  | ({
      registered: true;
      staffId: string;
      userName: string;
      userType: Role;
      isActive: boolean;
    } & StaffProfile &
      StaffOffice);

const PROFILE_KEYS = ['name', 'designation', 'mobileNo', 'emailId'] as const;

export const staff: Decider<StaffCommand, StaffEvent, StaffState> = {
  initialState: { registered: false },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterStaff':
        if (state.registered)
          throw new ConflictError(`Username ${state.userName} already exists`, 'userName');
        return [{ type: 'StaffRegistered', data: command.data }];
      case 'UpdateStaff': {
        if (!state.registered) throw new NotFoundError('User not found');
        const { isActive, passwordReset, ...changes } = command.data;
        const events: StaffEvent[] = [];
        if (PROFILE_KEYS.some((key) => changes[key] !== state[key])) {
          events.push({ type: 'StaffUpdated', data: changes });
        }
        if (passwordReset) events.push({ type: 'StaffPasswordReset', data: { staffId: changes.staffId } });
        events.push(
          ...activationChange(
            state.isActive,
            isActive,
            () => ({ type: 'StaffDeactivated' as const, data: { staffId: changes.staffId } }),
            () => ({ type: 'StaffReactivated' as const, data: { staffId: changes.staffId } }),
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
      case 'StaffRegistered':
        return { registered: true, ...event.data, isActive: true };
      case 'StaffUpdated':
        return state.registered ? { ...state, ...event.data } : state;
      case 'StaffPasswordReset':
        return state;
      case 'StaffDeactivated':
        return state.registered ? { ...state, isActive: false } : state;
      case 'StaffReactivated':
        return state.registered ? { ...state, isActive: true } : state;
      default:
        return assertNever(event);
    }
  },
};
