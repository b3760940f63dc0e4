import type { LoginChallengeProof } from '@cocoon/domain';
import type { Context } from 'koa';
import type { AppDeps } from '../http/context.js';
import { LoginChallengeError, TooManyRequestsError } from '../http/errors.js';
import { acceptChallengeProof, issueChallenge } from './login-challenge.js';
import { deviceCookieOf, giveDeviceCookie } from './login-device.js';
import { logLoginAttempt } from './login-log.js';
import {
  type CounterKeys,
  challengeBits,
  clearLoginFailures,
  deviceTrusted,
  failureCounts,
  recordLoginFailure,
  waitSeconds,
} from './login-throttle.js';

/** One login attempt at auth/connect or reeler/connect, as the throttle and the log see it. */
export interface LoginAttempt {
  kind: 'staff' | 'reeler';
  username: string;
  ip: string;
  userAgent: string;
  /** What the counters, the device cookie and a challenge are bound to: the kind and the name as typed. */
  account: string;
  /** The nonce of a valid device cookie for the account, when the request brought one. */
  device: string | undefined;
  proof: LoginChallengeProof | undefined;
}

/** An attempt let through to the password check; `trusted`: on a device cookie within its failure budget. */
export interface AdmittedLogin extends LoginAttempt {
  trusted: boolean;
}

export function loginAttemptOf(
  ctx: Context,
  deps: AppDeps,
  kind: LoginAttempt['kind'],
  input: { username: string; challenge?: LoginChallengeProof | undefined },
): LoginAttempt {
  const username = input.username.trim();
  const account = `${kind}:${username.toLowerCase()}`;
  return {
    kind,
    username,
    ip: ctx.ip,
    // A log line, not a store for whatever a client sends: long agents are cut.
    userAgent: ctx.get('user-agent').slice(0, 300),
    account,
    device: deviceCookieOf(ctx, deps.config.LOGIN_KEY, account, deps.clock()),
    proof: input.challenge,
  };
}

const counterKeys = (attempt: LoginAttempt): CounterKeys => ({
  account: attempt.account,
  address: attempt.ip,
  device: attempt.device,
});

/**
 * Decides, before any password is looked at, whether this attempt is checked (login-throttle.ts has the
 * rule). A held attempt is refused (429 with the wait) and one from an address past its free failures is
 * answered with a challenge (429 with it) whatever its password, so neither answer says anything about it.
 * Both are logged.
 */
export async function admitLogin(deps: AppDeps, attempt: LoginAttempt): Promise<AdmittedLogin> {
  const counts = await failureCounts(deps.db, counterKeys(attempt));
  if (attempt.device !== undefined && deviceTrusted(counts.device)) return { ...attempt, trusted: true };
  const wait = waitSeconds(counts);
  if (wait > 0) {
    await logLoginAttempt(deps.db, attempt, 'throttled');
    throw new TooManyRequestsError(`Too many failed logins. Please try again in ${wait} seconds.`, wait);
  }
  const bits = challengeBits(counts.address, {
    first: deps.config.LOGIN_CHALLENGE_BITS,
    max: deps.config.LOGIN_CHALLENGE_MAX_BITS,
  });
  const where = { account: attempt.account, address: attempt.ip, now: deps.clock() };
  if (bits === 0) return { ...attempt, trusted: false };
  if (attempt.proof && (await acceptChallengeProof(deps.redis, deps.config.LOGIN_KEY, attempt.proof, where)))
    return { ...attempt, trusted: false };
  await logLoginAttempt(deps.db, attempt, 'challenged');
  throw new LoginChallengeError(
    issueChallenge(deps.config.LOGIN_KEY, attempt.account, attempt.ip, bits, where.now),
  );
}

export async function loginFailed(deps: AppDeps, attempt: AdmittedLogin): Promise<void> {
  await recordLoginFailure(deps.db, counterKeys(attempt), attempt.trusted);
  await logLoginAttempt(deps.db, attempt, 'wrong-credentials');
}

/** Clears the account's counters and gives (or renews) this browser's device cookie for the account. */
export async function loginSucceeded(
  ctx: Context,
  deps: AppDeps,
  attempt: AdmittedLogin,
  who: { userId: string; userType: string | null; marketId: string | null },
): Promise<void> {
  await clearLoginFailures(deps.db, counterKeys(attempt), attempt.trusted);
  await logLoginAttempt(deps.db, attempt, 'success', who);
  giveDeviceCookie(ctx, deps.config.LOGIN_KEY, attempt.account, deps.clock());
}
