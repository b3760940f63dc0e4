import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { signatureMatches, signed } from './login-key.js';

/**
 * OWASP's device cookies: a browser or phone that has logged in to an account gets a signed cookie for that
 * account, and a later attempt on the account carrying it is judged by the cookie's own failures, not by its
 * address's (login-throttle.ts). The office PC of someone who has logged in before is never held up by a
 * stranger guessing from the same address. The cookie names the account only through the key's signature,
 * is HttpOnly, SameSite=Strict and sent to the login route alone.
 */
const MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const cookieName = (key: string, account: string) =>
  `cm_device_${signed(key, `device-cookie-name|${account}`).slice(0, 16)}`;
const signedPart = (account: string, nonce: string, expires: string) =>
  `device-cookie|${account}|${nonce}|${expires}`;

/** The nonce of the valid device cookie for this account that came with the request, if one did. */
export function deviceCookieOf(ctx: Context, key: string, account: string, now: Date): string | undefined {
  const value = ctx.cookies.get(cookieName(key, account));
  const [nonce, expires, signature, extra] = value?.split('.') ?? [];
  if (!nonce || !expires || !signature || extra !== undefined || !/^\d{1,15}$/.test(expires))
    return undefined;
  if (Number(expires) <= now.getTime()) return undefined;
  return signatureMatches(key, signedPart(account, nonce, expires), signature) ? nonce : undefined;
}

/** After a successful login: a fresh cookie (new nonce, so a fresh failure budget) for this account. */
export function giveDeviceCookie(ctx: Context, key: string, account: string, now: Date): void {
  const nonce = randomBytes(16).toString('base64url');
  const expires = String(now.getTime() + MAX_AGE_DAYS * DAY_MS);
  ctx.cookies.set(
    cookieName(key, account),
    `${nonce}.${expires}.${signed(key, signedPart(account, nonce, expires))}`,
    {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      path: ctx.path,
      maxAge: MAX_AGE_DAYS * DAY_MS,
      overwrite: true,
    },
  );
}
