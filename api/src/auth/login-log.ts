import type { LoginLogRow, LoginOutcome } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';

/** Every login attempt, staff and reeler, whatever became of it (login-gate.ts decides). */
export async function logLoginAttempt(
  db: ReadModelDb,
  attempt: { kind: 'staff' | 'reeler'; username: string; ip: string; userAgent: string },
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
