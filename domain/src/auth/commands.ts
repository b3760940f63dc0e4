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
export const authCommands: readonly CommandDefinition[] = [
  staffConnectCommand,
  staffLogoutCommand,
  changePasswordCommand,
];
