import { type Role, registerBranchUserSchema, registerMarketOfficerSchema } from '@cocoon/domain';
import type { z } from 'zod';
import { MARKET_OFFICER_INPUT, MARKET_OFFICER_LIST, USER_INPUT, USER_LIST } from '../paths';

/** The market officer master and the user master: one screen each, on the same staff records. */
export interface StaffKind {
  title: 'Market Officer' | 'User';
  listPath: string;
  inputPath: string;
  /** The list's filter; undefined lists every account in the caller's scope. */
  userType?: Role;
  registerPath: string;
  registerSchema: z.ZodType<unknown>;
  /** The user master asks which type (of those the caller may grant). */
  choosesType: boolean;
}

export const MARKET_OFFICER: StaffKind = {
  title: 'Market Officer',
  listPath: MARKET_OFFICER_LIST,
  inputPath: MARKET_OFFICER_INPUT,
  userType: 'Market Officer',
  registerPath: 'auth/Register-Market',
  registerSchema: registerMarketOfficerSchema,
  choosesType: false,
};

export const USER: StaffKind = {
  title: 'User',
  listPath: USER_LIST,
  inputPath: USER_INPUT,
  registerPath: 'auth/Register-MasUsers',
  registerSchema: registerBranchUserSchema,
  choosesType: true,
};
