import type { StaffConnectAnswer } from '@cocoon/domain';
import { navigate } from 'wouter/use-browser-location';
import { apiRequest } from '../api/client';
import { ApiError } from '../api/errors';
import { clearSession, type Session, saveSession } from '../api/session';
import { LOGIN_PATH } from '../app/product';
import { withLoginChallenge } from './login-challenge/with-challenge';
import { savePasswordResetNotice } from './password-reset-notice';

/**
 * auth/connect: the user counts as logged in only when the answer's result is Success (spec section 4). A
 * challenge in the answer is solved and the login sent again; `checking` says when that work is going on.
 */
export async function login(
  username: string,
  password: string,
  checking?: (busy: boolean) => void,
): Promise<Session> {
  const answer = await withLoginChallenge(
    (challenge) =>
      apiRequest<StaffConnectAnswer>('auth/connect', {
        method: 'POST',
        body: { username, password, challenge },
        isLogin: true,
      }),
    checking,
  );
  if (answer.result !== 'Success' || !answer.token) {
    throw new ApiError({
      kind: 'message',
      status: 401,
      message: answer.message ?? 'Login failed',
      fieldErrors: {},
    });
  }
  const session = {
    token: answer.token,
    userName: answer.userName ?? username,
    userType: answer.userType ?? '',
  };
  saveSession(session);
  savePasswordResetNotice(answer.passwordReset);
  return session;
}

/** Spec: logout clears all local storage and goes to /login whether or not the server call succeeds. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('auth/logout', { method: 'POST', body: {}, ignoreSessionFailure: true });
  } catch {
    // The server session may already be gone; the browser side ends regardless.
  } finally {
    clearSession();
    navigate(LOGIN_PATH, { replace: true });
  }
}

/** Keeps the server's session alive while someone is at the keyboard (the server also ends idle sessions). */
export async function keepSessionAlive(): Promise<void> {
  await apiRequest('auth/session');
}
