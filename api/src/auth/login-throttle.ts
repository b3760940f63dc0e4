import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { TooManyRequestsError } from '../http/errors.js';

/**
 * Repeated failed logins for one username or from one address are slowed down: after the free attempts
 * each further attempt must wait twice as long as the one before (30 s, 1 min, 2 min ... capped at 15 min).
 * A success clears the username's counter. Failures older than the window are forgotten. A market office
 * puts all its staff behind one address, so an address gets more free attempts than a username.
 */
const FREE_ATTEMPTS = { user: 5, ip: 25 } as const;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
const WINDOW = '1 hour';

export function delaySeconds(failures: number, kind: keyof typeof FREE_ATTEMPTS = 'user'): number {
  const free = FREE_ATTEMPTS[kind];
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - free));
}

const keysFor = (username: string, ip: string) => [`user:${username.trim().toLowerCase()}`, `ip:${ip}`];

export async function assertLoginAllowed(db: ReadModelDb, username: string, ip: string): Promise<void> {
  const rows = await db
    .selectFrom('app.login_failures')
    .select(['key', 'failures', sql<number>`extract(epoch from now() - last_failure_at)`.as('secondsSince')])
    .where('key', 'in', keysFor(username, ip))
    .where('last_failure_at', '>', sql<Date>`now() - ${WINDOW}::interval`)
    .execute();
  for (const row of rows) {
    const wait =
      delaySeconds(row.failures, row.key.startsWith('ip:') ? 'ip' : 'user') - Number(row.secondsSince);
    if (wait > 0) {
      const seconds = Math.ceil(wait);
      throw new TooManyRequestsError(
        `Too many failed logins. Please try again in ${seconds} seconds.`,
        seconds,
      );
    }
  }
}

export async function recordLoginFailure(db: ReadModelDb, username: string, ip: string): Promise<void> {
  for (const key of keysFor(username, ip)) {
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

// Only the username's counter is cleared: a guesser must not reset an address's counter with their own login.
export async function clearLoginFailures(db: ReadModelDb, username: string): Promise<void> {
  await db.deleteFrom('app.login_failures').where('key', '=', keysFor(username, '')[0]!).execute();
}
