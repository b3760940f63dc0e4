import {
  changePasswordCommand,
  endDisplaySessionsCommand,
  LOGIN_OUTCOMES,
  loginLogRowSchema,
  MESSAGES,
  staffConnectCommand,
  staffLogoutCommand,
  startDisplaySessionCommand,
  ValidationError,
} from '@cocoon/domain';
import { z } from 'zod';
import { marketForWrite } from '../auction/access.js';
import { actionRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { createDisplaySession, endDisplaySessions } from './display-sessions.js';
import { marketOpen } from './latest-account-state.js';
import { admitLogin, loginAttemptOf, loginFailed, loginSucceeded } from './login-gate.js';
import { readLoginLog } from './login-log.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.js';
import { createSession, notInClosedMarket, revokeAllSessions, revokeSession } from './sessions.js';

const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }).optional();
const loginLogQuerySchema = z.object({
  from: day,
  to: day,
  username: z.string().trim().max(100).optional(),
  outcome: z.enum(LOGIN_OUTCOMES, { error: `outcome is one of ${LOGIN_OUTCOMES.join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(500, 'pageSize is at most 500').default(50),
});

export function authRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    actionRoute(staffConnectCommand, async ({ input, ctx }) => {
      const { username, password } = input;
      const attempt = await admitLogin(deps, loginAttemptOf(ctx, deps, 'staff', input));
      const user = await db
        .selectFrom('app.staff_users as u')
        .selectAll('u')
        .where((eb) => eb(eb.fn('lower', ['u.username']), '=', username.toLowerCase()))
        .where('u.is_active', '=', 1)
        .where(notInClosedMarket)
        .executeTakeFirst();
      // Verify against a dummy hash for unknown users so the answer time does not reveal which part was wrong.
      const [ok, open] = await Promise.all([
        verifyPassword(user?.password_hash ?? (await DUMMY_HASH), password),
        // The market's own stream, not the read model a moment behind it: deactivated just now is refused.
        user ? marketOpen(deps.streams, user.branch_id) : false,
      ]);
      if (!user || !ok || !open) {
        await loginFailed(deps, attempt);
        deps.logger.warn({ username, ip: ctx.ip }, 'failed login');
        ctx.status = 401;
        ctx.body = { result: 'Failed', message: MESSAGES.loginFailed, statusCode: 401 };
        return undefined;
      }
      await loginSucceeded(ctx, deps, attempt, {
        userId: user.user_id,
        userType: user.user_type,
        marketId: user.market_id,
      });
      const token = await createSession(db, user.user_id, deps.config.SESSION_TTL_MINUTES);
      deps.logger.info({ userId: user.user_id, userType: user.user_type }, 'login');
      return {
        result: 'Success' as const,
        token,
        userName: user.username,
        userType: user.user_type,
        passwordReset:
          user.password_reset_by && user.password_reset_at
            ? { by: user.password_reset_by, at: new Date(user.password_reset_at).toISOString() }
            : null,
      };
    }),
    actionRoute(staffLogoutCommand, async ({ ctx }) => {
      await revokeSession(db, ctx.state.user.tokenHash);
      return { result: 'Success' as const };
    }),
    // Issue 27: the hall's screen gets a view-only session of the market, never the officer's own.
    actionRoute(startDisplaySessionCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(db, ctx, input.marketId);
      const { token, expiresAt } = await createDisplaySession(db, {
        marketId,
        startedBy: ctx.state.user.userId,
        now: deps.clock(),
      });
      return { result: 'Success' as const, token, marketId, expiresAt: expiresAt.toISOString() };
    }),
    actionRoute(endDisplaySessionsCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(db, ctx, input.marketId);
      return { result: 'Success' as const, ended: await endDisplaySessions(db, marketId) };
    }),
    actionRoute(changePasswordCommand, async ({ input, ctx }) => {
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
        .set({
          password_hash: await hashPassword(input.newPassword),
          password_changed_at: deps.clock(),
          // The owner has chosen their own password: the notice of someone else's reset has served.
          password_reset_by: null,
          password_reset_at: null,
        })
        .where('user_id', '=', user.userId)
        .execute();
      await revokeAllSessions(db, user.userId, user.tokenHash);
      return { result: 'Success' as const, message: 'Password changed successfully' };
    }),
    {
      method: 'get',
      path: '/auth/session',
      summary:
        'The session is open (401 when it has ended); calling it keeps an idle session alive (the UI does while someone is at the keyboard)',
      tag: 'auth',
      permission: 'authenticated',
      response: z.object({ result: z.literal('Success'), idleMinutes: z.number() }),
      async handler(ctx) {
        ctx.body = { result: 'Success', idleMinutes: deps.config.SESSION_IDLE_MINUTES };
      },
    },
    {
      method: 'get',
      path: '/Auth/getAll_LoginLog',
      summary: 'Every login attempt (staff and reeler), newest first, a page at a time',
      tag: 'auth',
      permission: 'security.login-log',
      query: loginLogQuerySchema,
      response: z.object({
        data: z.array(loginLogRowSchema),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      async handler(ctx) {
        ctx.body = await readLoginLog(db, parseInput(loginLogQuerySchema, ctx.query));
      },
    },
  ];
}
