import { z } from 'zod';

/**
 * auth/connect and reeler/connect answer 200 either way (spec section 4): logged in only when `result` is
 * Success; a refusal carries the message and status code instead of the token.
 */
const connectAnswer = z.object({
  result: z.enum(['Success', 'Failed']),
  token: z.string().optional(),
  message: z.string().optional(),
  statusCode: z.number().int().optional(),
});

export const staffConnectAnswerSchema = connectAnswer.extend({
  userName: z.string().optional(),
  userType: z.string().optional(),
  /** Set while the password is one someone else set (a reset) and its owner has not changed it since. */
  passwordReset: z.object({ by: z.string(), at: z.string() }).nullable().optional(),
});
export type StaffConnectAnswer = z.infer<typeof staffConnectAnswerSchema>;

/** The reeler a bidding session belongs to. */
export const reelerProfileSchema = z.object({
  reelerId: z.string(),
  name: z.string(),
  headCode: z.string(),
  marketId: z.string(),
  marketName: z.string().nullable(),
  /** Customer status (1 active, 0 deactivated, 2 pending): only active reelers may bid. */
  isActive: z.number().int(),
});
export type ReelerProfileAnswer = z.infer<typeof reelerProfileSchema>;

export const reelerConnectAnswerSchema = connectAnswer.extend({
  reeler: reelerProfileSchema.nullable().optional(),
});
export type ReelerConnectAnswer = z.infer<typeof reelerConnectAnswerSchema>;

export const reelerMeAnswerSchema = z.object({ result: z.literal('Success'), reeler: reelerProfileSchema });
/** GET /reeler/session: the session is open (a touch of the page; it has ended when the answer is 401). */
export const reelerSessionAnswerSchema = z.object({ result: z.literal('Success') });

/**
 * What became of a login attempt: `throttled` was held (this account at this address must wait), `challenged`
 * was answered with a proof-of-work challenge (its address has failed too often); neither had its password
 * checked.
 */
export const LOGIN_OUTCOMES = ['success', 'wrong-credentials', 'throttled', 'challenged'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** One row of the login log an Admin reads (every staff and reeler login attempt). */
export const loginLogRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  accountKind: z.enum(['staff', 'reeler']),
  username: z.string(),
  userType: z.string().nullable(),
  marketId: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  outcome: z.enum(LOGIN_OUTCOMES),
});
export type LoginLogRow = z.infer<typeof loginLogRowSchema>;

/** auth/Password-Change: changed, and every other session of the user ended. */
export const passwordChangedAnswerSchema = z.object({ result: z.literal('Success'), message: z.string() });
