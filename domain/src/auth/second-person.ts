import { parseRole } from './roles.js';

/**
 * Maker-checker (issue 25): money leaving for a farmer's bank account, and a change of where it goes, need a
 * second person — the usual route of insider fraud is one officer who both changes a farmer's account and
 * releases the payment. The checker is another Branch Admin of the same market or the Assistant Director of the
 * market's AD office; never the maker, never a Market Officer, never someone outside the market's line.
 */
export interface Checker {
  userId: string;
  userType: string;
  branchId?: string | null;
  adOfficeId?: string | null;
}

export interface MadeInMarket {
  /** The user who made the change or built the run. */
  makerId: string;
  marketId: string;
  /** The AD office the market belongs to. */
  marketAdOfficeId: string | null;
}

export type SecondPersonRefusal = 'maker' | 'role' | 'scope';

/** Why `checker` may not approve what was made, or null when they may. */
export function secondPersonRefusal(checker: Checker, made: MadeInMarket): SecondPersonRefusal | null {
  if (checker.userId === made.makerId) return 'maker';
  switch (parseRole(checker.userType)) {
    case 'Branch Admin':
      return checker.branchId === made.marketId ? null : 'scope';
    case 'AD':
      return made.marketAdOfficeId !== null && checker.adOfficeId === made.marketAdOfficeId ? null : 'scope';
    default:
      return 'role';
  }
}

export const maySecondPersonApprove = (checker: Checker, made: MadeInMarket) =>
  secondPersonRefusal(checker, made) === null;

/** The refusal a screen shows (one wording for runs and bank-detail changes alike). */
export const SECOND_PERSON_MESSAGES: Record<SecondPersonRefusal, string> = {
  maker: 'A second person must approve: you made this change',
  role: 'Only a Branch Admin of the market or its Assistant Director may approve',
  scope: 'Only a Branch Admin of the market or its Assistant Director may approve',
};
