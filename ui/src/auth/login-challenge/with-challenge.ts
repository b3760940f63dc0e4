import type { LoginChallenge, LoginChallengeProof } from '@cocoon/domain';
import { ApiError } from '../../api/errors';

/**
 * Solves in a worker (the work may take seconds on a phone); on the page only where there are no workers, with
 * the hashing code loaded then (a login page on a slow link carries none of it until it is challenged).
 */
async function solveOffThePage(challenge: LoginChallenge): Promise<LoginChallengeProof> {
  if (typeof Worker === 'undefined') return (await import('./proof-of-work')).solveChallenge(challenge);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<LoginChallengeProof>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The browser check failed'));
    };
    worker.postMessage({ token: challenge.token, bits: challenge.bits });
  });
}

/** A new challenge can come with the answer to a solved one (it expired, or was someone else's): a bound. */
const MAX_CHALLENGES = 3;

/**
 * A login that may be answered with a challenge (too many failed logins from this address, api
 * login-gate.ts): the work is done, `checking` tells the page meanwhile, and the login is sent again with it.
 */
export async function withLoginChallenge<T>(
  send: (challenge?: LoginChallengeProof) => Promise<T>,
  checking: (busy: boolean) => void = () => {},
): Promise<T> {
  let proof: LoginChallengeProof | undefined;
  for (let round = 0; ; round++) {
    try {
      return await send(proof);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.challenge || round >= MAX_CHALLENGES) throw error;
      checking(true);
      try {
        proof = await solveOffThePage(error.challenge);
      } finally {
        checking(false);
      }
    }
  }
}
