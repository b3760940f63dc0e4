import {
  type Role,
  registerBranchUserCommand,
  registerBranchUserSchema,
  registerMarketOfficerCommand,
  registerMarketOfficerSchema,
} from '@cocoon/domain';
import type { z } from 'zod';
import type { ScreenDef } from '../../shell/screen';
import { MARKET_OFFICER_INPUT, MARKET_OFFICER_LIST, USER_INPUT, USER_LIST } from '../../shell/screens';

/** The market officer master and the user master: one screen each, on the same staff records. */
export interface StaffKind {
  title: 'Market Officer' | 'User';
  list: ScreenDef;
  input: ScreenDef;
  /** The list's filter; undefined lists every account in the caller's scope. */
  userType?: Role;
  /** The command registering one, and its input: the form's schema. */
  register: typeof registerMarketOfficerCommand | typeof registerBranchUserCommand;
  registerSchema: z.ZodType<unknown>;
  /** The user master asks which type (of those the caller may grant). */
  choosesType: boolean;
}

export const MARKET_OFFICER: StaffKind = {
  title: 'Market Officer',
  list: MARKET_OFFICER_LIST,
  input: MARKET_OFFICER_INPUT,
  userType: 'Market Officer',
  register: registerMarketOfficerCommand,
  registerSchema: registerMarketOfficerSchema,
  choosesType: false,
};

export const USER: StaffKind = {
  title: 'User',
  list: USER_LIST,
  input: USER_INPUT,
  register: registerBranchUserCommand,
  registerSchema: registerBranchUserSchema,
  choosesType: true,
};
