import { createHash } from 'node:crypto';
import {
  challengeText,
  type LoginChallenge,
  type LoginChallengeProof,
  leadingZeroBits,
} from '@cocoon/domain';
import type { ApiAnswer, apiClient } from './client.js';

/** The work a browser does for a login challenge, done here in Node. */
export function solveLoginChallenge(challenge: LoginChallenge): LoginChallengeProof {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256').update(challengeText(challenge.token, n)).digest();
    if (leadingZeroBits(digest) >= challenge.bits) return { token: challenge.token, solution: String(n) };
  }
}

export type LoginPath = '/auth/connect' | '/reeler/connect';

/**
 * One browser or phone for login tests: its own cookies (the device cookies the login gives), at one client
 * address (the app must trust X-Forwarded-For: TRUST_PROXY=true).
 */
export function loginBrowser(api: ReturnType<typeof apiClient>, address: string) {
  const cookies = new Map<string, string>();
  async function connect(
    path: LoginPath,
    username: string,
    password: string,
    challenge?: LoginChallengeProof,
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await api.call('POST', path, {
      body: { username, password, ...(challenge ? { challenge } : {}) },
      key: null,
      headers,
    });
    for (const line of answer.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  }
  return {
    cookies,
    connect,
    /** As the login page does: a challenge in the answer is solved and the login sent again with it. */
    async login(path: LoginPath, username: string, password: string) {
      const first = await connect(path, username, password);
      const challenge = first.body?.challenge as LoginChallenge | undefined;
      if (first.status !== 429 || !challenge) return { answer: first, challenged: undefined };
      return {
        answer: await connect(path, username, password, solveLoginChallenge(challenge)),
        challenged: challenge,
      };
    },
  };
}
