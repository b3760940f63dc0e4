import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { TooManyRequestsError } from '../http/errors.js';

/**
 * Repeated failed logins are slowed down, never locked: after the free attempts each further attempt must
 * wait twice as long as the one before (30 s, 1 min, 2 min ... capped at 15 min). The counters are kept per
 * account *and address*, so a guesser elsewhere slows only themself and never locks the owner out; a second
 * counter per address catches one machine trying many accounts. A market office puts all its staff behind
 * one address, so an address gets more free attempts than an account. A success clears the account's
 * counter at that address. Failures older than the window are forgotten. Every attempt is in the login log
 * (login-log.ts), which an Admin reads to see a spread-out attack on one account.
 */
const FREE_ATTEMPTS = { account: 5, ip: 25 } as const;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
const WINDOW = '1 hour';

type CounterKind = keyof typeof FREE_ATTEMPTS;

export function delaySeconds(failures: number, kind: CounterKind = 'account'): number {
  const free = FREE_ATTEMPTS[kind];
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - free));
}

const accountKey = (account: string, ip: string) => `account:${account.trim().toLowerCase()}|ip:${ip}`;
const keysFor = (account: string, ip: string) => [accountKey(account, ip), `ip:${ip}`];
const kindOf = (key: string): CounterKind => (key.startsWith('ip:') ? 'ip' : 'account');

/** Throws 429 with the wait in seconds while this account at this address (or this address) must wait. */
export async function assertLoginAllowed(db: ReadModelDb, account: string, ip: string): Promise<void> {
  const rows = await db
    .selectFrom('app.login_failures')
    .select(['key', 'failures', sql<number>`extract(epoch from now() - last_failure_at)`.as('secondsSince')])
    .where('key', 'in', keysFor(account, ip))
    .where('last_failure_at', '>', sql<Date>`now() - ${WINDOW}::interval`)
    .execute();
  for (const row of rows) {
    const wait = delaySeconds(row.failures, kindOf(row.key)) - Number(row.secondsSince);
    if (wait > 0) {
      const seconds = Math.ceil(wait);
      throw new TooManyRequestsError(
        `Too many failed logins. Please try again in ${seconds} seconds.`,
        seconds,
      );
    }
  }
}

export async function recordLoginFailure(db: ReadModelDb, account: string, ip: string): Promise<void> {
  for (const key of keysFor(account, ip)) {
    await db
      .insertInto('app.login_failures')
      .values({ key, failures: 1, last_failure_at: sql`now()` })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql`CASE WHEN app.login_failures.last_failure_at > now() - ${WINDOW}::interval
                        THEN app.login_failures.failures + 1 ELSE 1 END`,
          last_failure_at: sql`now()`,
        }),
      )
      .execute();
  }
}

// Only the account's counter at this address is cleared: a guesser must not reset an address's counter
// with their own login.
export async function clearLoginFailures(db: ReadModelDb, account: string, ip: string): Promise<void> {
  await db.deleteFrom('app.login_failures').where('key', '=', accountKey(account, ip)).execute();
}
