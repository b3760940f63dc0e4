import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';

/**
 * Failed-login counters, and what they mean for the next attempt (OWASP Authentication cheat sheet, "Account
 * lockout": slow the guesser, never lock the owner out).
 * - account at address: after 5 failures this account may be tried from this address only after a wait that
 *   doubles each time (30 s, 1 min, 2 min … 15 min). A guesser elsewhere slows only themself.
 * - address: after 25 failures on any accounts, an attempt from it must first solve a proof-of-work challenge,
 *   one bit harder for every 5 more failures. A market office or a carrier shares one address, so it is never
 *   refused outright: a stranger's guesses cost the others a few seconds' work at most.
 * - device cookie: a browser that has logged in to the account before skips both (login-device.ts) while its
 *   own cookie has failed fewer than 5 times.
 * A success clears only the account's counter at that address (a guesser must not reset an address's counter
 * with their own login), or on a device cookie only the cookie's. Failures older than the window are forgotten. Every attempt is in the
 * login log (login-log.ts), where an Admin sees an attack spread over many addresses.
 */
const FREE_FAILURES = { account: 5, address: 25, device: 5 } as const;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
const FAILURES_PER_CHALLENGE_BIT = 5;
const WINDOW = '1 hour';

export function delaySeconds(failures: number): number {
  if (failures < FREE_FAILURES.account) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES.account));
}

/** Zero bits the next challenge from an address needs, or 0 while it has free failures left. */
export function challengeBits(addressFailures: number, bits: { first: number; max: number }): number {
  if (addressFailures < FREE_FAILURES.address) return 0;
  const more = Math.floor((addressFailures - FREE_FAILURES.address) / FAILURES_PER_CHALLENGE_BIT);
  return Math.min(bits.max, bits.first + more);
}

export const deviceTrusted = (deviceFailures: number) => deviceFailures < FREE_FAILURES.device;

/** The counters one attempt is judged by. `device` is the nonce of a valid device cookie, when one came. */
export interface CounterKeys {
  account: string;
  address: string;
  device?: string | undefined;
}

const keyOf = {
  account: (keys: CounterKeys) => `account:${keys.account.trim().toLowerCase()}|ip:${keys.address}`,
  address: (keys: CounterKeys) => `ip:${keys.address}`,
  device: (keys: CounterKeys) => (keys.device ? `device:${keys.device}` : undefined),
};

export interface FailureCounts {
  /** Failures of this account at this address, and the seconds since the last one. */
  account: { failures: number; secondsSince: number };
  address: number;
  device: number;
}

export async function failureCounts(db: ReadModelDb, keys: CounterKeys): Promise<FailureCounts> {
  const wanted = [keyOf.account(keys), keyOf.address(keys), keyOf.device(keys)].filter(
    (key): key is string => key !== undefined,
  );
  const rows = await db
    .selectFrom('app.login_failures')
    .select(['key', 'failures', sql<number>`extract(epoch from now() - last_failure_at)`.as('secondsSince')])
    .where('key', 'in', wanted)
    .where('last_failure_at', '>', sql<Date>`now() - ${WINDOW}::interval`)
    .execute();
  const row = (key: string | undefined) => rows.find((r) => r.key === key);
  const account = row(keyOf.account(keys));
  return {
    account: { failures: account?.failures ?? 0, secondsSince: Number(account?.secondsSince ?? 0) },
    address: row(keyOf.address(keys))?.failures ?? 0,
    device: row(keyOf.device(keys))?.failures ?? 0,
  };
}

/** Seconds this account must still wait at this address (0: none). */
export function waitSeconds(counts: FailureCounts): number {
  return Math.max(0, Math.ceil(delaySeconds(counts.account.failures) - counts.account.secondsSince));
}

/**
 * A failure counts against the trusted device cookie it came with, or else against the account at the
 * address and the address: the owner's own typos on their own browser cost the office nothing.
 */
export async function recordLoginFailure(
  db: ReadModelDb,
  keys: CounterKeys,
  trusted: boolean,
): Promise<void> {
  const counted = trusted ? [keyOf.device(keys)] : [keyOf.account(keys), keyOf.address(keys)];
  for (const key of counted) {
    if (!key) continue;
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

/**
 * A success on a trusted device cookie clears only that cookie's failures: the owner logging in on their own
 * browser must not hand a guesser at the same address a fresh set of free attempts at the account.
 */
export async function clearLoginFailures(
  db: ReadModelDb,
  keys: CounterKeys,
  trusted: boolean,
): Promise<void> {
  const cleared = trusted ? keyOf.device(keys) : keyOf.account(keys);
  if (!cleared) return;
  await db.deleteFrom('app.login_failures').where('key', '=', cleared).execute();
}
