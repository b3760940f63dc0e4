import type { ReelerConnectAnswer } from '@cocoon/domain';
import { withLoginChallenge } from '../../auth/login-challenge/with-challenge';
import { reelerRequest } from './reeler-client';
import { saveReelerSession } from './reeler-session';

// Apart from the bid page's reeler-api.ts: the login page's chunk and the bid page's then share nothing of their
// own, so the bid page's code comes in one chunk (one request less on a slow link, issue 28).

/**
 * reeler/connect: stores the reeler's own session (never the staff one). A challenge in the answer is solved
 * and the login sent again; `checking` says when that work is going on.
 */
export async function reelerLogin(
  username: string,
  password: string,
  checking?: (busy: boolean) => void,
): Promise<void> {
  const answer = await withLoginChallenge(
    (challenge) =>
      reelerRequest<ReelerConnectAnswer>('reeler/connect', {
        method: 'POST',
        body: { username, password, challenge },
        isLogin: true,
      }),
    checking,
  );
  if (answer.result !== 'Success' || !answer.token || !answer.reeler) {
    throw new Error(answer.message ?? 'Login failed');
  }
  saveReelerSession({ token: answer.token, reeler: answer.reeler });
}
