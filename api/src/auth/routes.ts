import {
  loginSchema,
  MESSAGES,
  passwordChangeSchema,
  staffConnectAnswerSchema,
  ValidationError,
} from '@cocoon/domain';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';
import { createSession, revokeAllSessions, revokeSession } from './sessions.js';

export function authRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'post',
      path: '/auth/connect',
      response: staffConnectAnswerSchema,
      summary: 'Log in; answers a bearer token',
      tag: 'auth',
      body: loginSchema,
      responses: { 200: 'Logged in', 401: 'Wrong username or password', 429: 'Too many failed logins' },
      async handler(ctx) {
        const { username, password } = parseInput(loginSchema, ctx.request.body);
        await assertLoginAllowed(db, username, ctx.ip);
        const user = await db
          .selectFrom('app.staff_users')
          .selectAll()
          .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
          .where('is_active', '=', 1)
          .executeTakeFirst();
        // Verify against a dummy hash for unknown users so the answer time does not reveal which part was wrong.
        const ok = await verifyPassword(user?.password_hash ?? (await DUMMY_HASH), password);
        if (!user || !ok) {
          await recordLoginFailure(db, username, ctx.ip);
          deps.logger.warn({ username, ip: ctx.ip }, 'failed login');
          ctx.status = 401;
          ctx.body = { result: 'Failed', message: MESSAGES.loginFailed, statusCode: 401 };
          return;
        }
        await clearLoginFailures(db, username);
        const token = await createSession(db, user.user_id, deps.config.SESSION_TTL_MINUTES);
        deps.logger.info({ userId: user.user_id, userType: user.user_type }, 'login');
        ctx.body = { result: 'Success', token, userName: user.username, userType: user.user_type };
      },
    },
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'Revoke the current session',
      tag: 'auth',
      permission: 'authenticated',
      async handler(ctx) {
        await revokeSession(db, ctx.state.user.tokenHash);
        ctx.body = { result: 'Success' };
      },
    },
    {
      method: 'post',
      path: '/auth/Password-Change',
      summary: "Change the logged-in user's password; other sessions are revoked",
      tag: 'auth',
      permission: 'authenticated',
      body: passwordChangeSchema,
      async handler(ctx) {
        const input = parseInput(passwordChangeSchema, ctx.request.body);
        const user = ctx.state.user;
        const row = await db
          .selectFrom('app.staff_users')
          .select('password_hash')
          .where('user_id', '=', user.userId)
          .executeTakeFirstOrThrow();
        if (!(await verifyPassword(row.password_hash, input.oldPassword))) {
          throw new ValidationError('The current password is wrong', {
            oldPassword: ['The current password is wrong'],
          });
        }
        await db
          .updateTable('app.staff_users')
          .set({ password_hash: await hashPassword(input.newPassword), password_changed_at: deps.clock() })
          .where('user_id', '=', user.userId)
          .execute();
        await revokeAllSessions(db, user.userId, user.tokenHash);
        ctx.body = { result: 'Success', message: 'Password changed successfully' };
      },
    },
  ];
}
