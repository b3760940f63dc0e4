import { createHash } from 'node:crypto';
import { challengeText, type LoginChallengeProof, leadingZeroBits } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { withLoginChallenge } from './with-challenge';

const challenged = (token: string) =>
  new ApiError({
    kind: 'message',
    status: 429,
    message: 'Too many failed logins from this address.',
    fieldErrors: {},
    challenge: { token, bits: 6, expiresAt: '2026-01-01T00:00:00.000Z' },
  });

describe('a login answered with a challenge', () => {
  it('is sent again with the solved challenge, saying "checking" only while the work goes on', async () => {
    const sent: Array<LoginChallengeProof | undefined> = [];
    const checking: boolean[] = [];
    const answer = await withLoginChallenge(
      async (proof) => {
        sent.push(proof);
        if (!proof) throw challenged('v1.first.6.1.sig');
        return 'logged in';
      },
      (busy) => checking.push(busy),
    );
    expect(answer).toBe('logged in');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.token).toBe('v1.first.6.1.sig');
    const digest = createHash('sha256').update(challengeText('v1.first.6.1.sig', sent[1]!.solution)).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(6);
    expect(checking).toEqual([true, false]);
  });

  it('passes any other failure on, and gives up after a few challenges in a row', async () => {
    const wrong = new ApiError({
      kind: 'message',
      status: 401,
      message: 'Invalid username or password',
      fieldErrors: {},
    });
    await expect(withLoginChallenge(() => Promise.reject(wrong))).rejects.toBe(wrong);
    let rounds = 0;
    await expect(
      withLoginChallenge(() => {
        rounds += 1;
        return Promise.reject(challenged(`v1.round${rounds}.6.1.sig`));
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(rounds).toBe(4);
  });
});
