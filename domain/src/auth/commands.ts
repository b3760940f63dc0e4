import { z } from 'zod';
import { successAnswerSchema } from '../shared/command-answers.js';
import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import { passwordChangedAnswerSchema, staffConnectAnswerSchema } from './auth-answers.js';
import { loginSchema, passwordChangeSchema } from './credentials.js';
import { loginChallengeProofSchema } from './login-challenge.js';

/** The login form's fields, and the solved challenge when the last answer asked for one (login-gate.ts). */
export const staffConnectSchema = loginSchema.extend({ challenge: loginChallengeProofSchema.optional() });

export const staffConnectCommand = /* @__PURE__ */ defineCommand({
  call: '/auth/connect',
  summary: 'Log in; answers a bearer token',
  tag: 'auth',
  keyed: false,
  input: staffConnectSchema,
  answer: staffConnectAnswerSchema,
  responses: {
    200: 'Logged in (and a device cookie for the account)',
    401: 'Wrong username or password',
    429: 'Too many failed logins: wait (Retry-After), or solve the challenge in the answer and send it along',
  },
  example: { request: async (w) => ({ body: { username: 'ad', password: w.staffPassword } }) },
});

export const staffLogoutCommand = /* @__PURE__ */ defineCommand({
  call: '/auth/logout',
  summary: 'Revoke the current session',
  tag: 'auth',
  permission: 'authenticated',
  keyed: false,
  answer: successAnswerSchema,
  example: { freshSession: true, request: async () => ({}) },
});

export const changePasswordCommand = /* @__PURE__ */ defineCommand({
  call: '/auth/Password-Change',
  summary: "Change the logged-in user's password; other sessions are revoked",
  tag: 'auth',
  permission: 'authenticated',
  keyed: false,
  input: passwordChangeSchema,
  answer: passwordChangedAnswerSchema,
  example: {
    // The Market Officer's own account, changed to the same password: nothing else depends on it.
    as: 'Market Officer',
    request: async (w) => {
      await w.resetOfficerPassword();
      const password = w.staffPassword;
      return { body: { oldPassword: password, newPassword: password, confirmPassword: password } };
    },
  },
});

/** The auth commands, in the order the command fuzz runs them (command-catalogue.ts). */
/** Issue 27: the hall's display board on a view-only session of one market (api/src/auth/display-sessions.ts). */
export const displaySessionSchema = z.object({ marketId: z.uuid('Select a market') });
export const displaySessionAnswerSchema = z.object({
  result: z.literal('Success'),
  /** The display session's bearer token: it reads that market's live board and nothing else. */
  token: z.string(),
  marketId: z.string(),
  /** The market day's end: the session lasts no longer. */
  expiresAt: z.string(),
});
export const displaySessionsEndedAnswerSchema = z.object({
  result: z.literal('Success'),
  ended: z.number().int(),
});

export const startDisplaySessionCommand = /* @__PURE__ */ defineCommand({
  call: '/auth/display-session',
  summary:
    "Start a view-only display session for a market's live board (the hall's screen), lasting the market day; the officer's own session keeps the idle rule",
  tag: 'auth',
  permission: 'auction.live-bidding',
  keyed: false,
  input: displaySessionSchema,
  answer: displaySessionAnswerSchema,
  example: { as: 'Branch Admin', request: async (w) => ({ body: { marketId: w.marketBranchId } }) },
});

export const endDisplaySessionsCommand = /* @__PURE__ */ defineCommand({
  call: '/auth/display-session/end',
  summary:
    'End every display session of a market (a hall screen taken down, or lost): their boards close at once',
  tag: 'auth',
  permission: 'auction.live-bidding',
  keyed: false,
  input: displaySessionSchema,
  answer: displaySessionsEndedAnswerSchema,
  example: { as: 'Branch Admin', request: async (w) => ({ body: { marketId: w.marketBranchId } }) },
});

export const authCommands: readonly CommandDefinition[] = [
  staffConnectCommand,
  staffLogoutCommand,
  changePasswordCommand,
  startDisplaySessionCommand,
  endDisplaySessionsCommand,
];
