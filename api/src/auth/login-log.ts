import type { LoginLogRow, LoginOutcome } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import type { Context } from 'koa';
import { TooManyRequestsError } from '../http/errors.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';

/** One login attempt at auth/connect or reeler/connect, as the throttle and the log see it. */
export interface LoginAttempt {
  kind: 'staff' | 'reeler';
  username: string;
  ip: string;
  userAgent: string;
}

export const loginAttemptOf = (ctx: Context, kind: LoginAttempt['kind'], username: string): LoginAttempt => ({
  kind,
  username: username.trim(),
  ip: ctx.ip,
  // A log line, not a store for whatever a client sends: long agents are cut.
  userAgent: ctx.get('user-agent').slice(0, 300),
});

const throttleAccount = (attempt: LoginAttempt) => `${attempt.kind}:${attempt.username}`;

async function log(
  db: ReadModelDb,
  attempt: LoginAttempt,
  outcome: LoginOutcome,
  who?: { userId: string; userType: string | null; marketId: string | null },
): Promise<void> {
  await db
    .insertInto('app.login_log')
    .values({
      account_kind: attempt.kind,
      username: attempt.username.slice(0, 100),
      user_id: who?.userId ?? null,
      user_type: who?.userType ?? null,
      market_id: who?.marketId ?? null,
      ip: attempt.ip,
      user_agent: attempt.userAgent,
      outcome,
    })
    .execute();
}

/** Refuses (429) while this account at this address must wait; the refusal is logged too. */
export async function admitLogin(db: ReadModelDb, attempt: LoginAttempt): Promise<void> {
  try {
    await assertLoginAllowed(db, throttleAccount(attempt), attempt.ip);
  } catch (error) {
    if (error instanceof TooManyRequestsError) await log(db, attempt, 'throttled');
    throw error;
  }
}

export async function loginFailed(db: ReadModelDb, attempt: LoginAttempt): Promise<void> {
  await recordLoginFailure(db, throttleAccount(attempt), attempt.ip);
  await log(db, attempt, 'wrong-credentials');
}

export async function loginSucceeded(
  db: ReadModelDb,
  attempt: LoginAttempt,
  who: { userId: string; userType: string | null; marketId: string | null },
): Promise<void> {
  await clearLoginFailures(db, throttleAccount(attempt), attempt.ip);
  await log(db, attempt, 'success', who);
}

export interface LoginLogQuery {
  from?: string | undefined;
  to?: string | undefined;
  username?: string | undefined;
  outcome?: LoginOutcome | undefined;
  page: number;
  pageSize: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Newest first, a page at a time (the log grows by every login of every market). */
export async function readLoginLog(
  db: ReadModelDb,
  query: LoginLogQuery,
): Promise<{ data: LoginLogRow[]; total: number; page: number; pageSize: number }> {
  let base = db.selectFrom('app.login_log');
  // Dates are the market's calendar days (India Standard Time), "to" inclusive.
  if (query.from) base = base.where('at', '>=', new Date(`${query.from}T00:00:00+05:30`));
  if (query.to) base = base.where('at', '<', new Date(Date.parse(`${query.to}T00:00:00+05:30`) + DAY_MS));
  if (query.username)
    base = base.where((eb) => eb(eb.fn('lower', ['username']), '=', query.username!.toLowerCase()));
  if (query.outcome) base = base.where('outcome', '=', query.outcome);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'at', 'account_kind', 'username', 'user_type', 'market_id', 'ip', 'user_agent', 'outcome'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      accountKind: row.account_kind,
      username: row.username,
      userType: row.user_type,
      marketId: row.market_id,
      ip: row.ip,
      userAgent: row.user_agent,
      outcome: row.outcome,
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}
