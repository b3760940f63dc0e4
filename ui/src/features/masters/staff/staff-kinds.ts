import { type Role, registerBranchUserSchema, registerMarketOfficerSchema } from '@cocoon/domain';
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
  registerPath: string;
  registerSchema: z.ZodType<unknown>;
  /** The user master asks which type (of those the caller may grant). */
  choosesType: boolean;
}

export const MARKET_OFFICER: StaffKind = {
  title: 'Market Officer',
  list: MARKET_OFFICER_LIST,
  input: MARKET_OFFICER_INPUT,
  userType: 'Market Officer',
  registerPath: 'auth/Register-Market',
  registerSchema: registerMarketOfficerSchema,
  choosesType: false,
};

export const USER: StaffKind = {
  title: 'User',
  list: USER_LIST,
  input: USER_INPUT,
  registerPath: 'auth/Register-MasUsers',
  registerSchema: registerBranchUserSchema,
  choosesType: true,
};
