import { createHash } from 'node:crypto';
import { challengeText, leadingZeroBits } from '@cocoon/domain';
import { sampleReelerForm } from '@cocoon/domain/testing';
import { waitForProjections } from '@cocoon/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOffices, createTestStaff, nextIdentity, staffFor } from '../masters/customers/testing.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { type ApiAnswer, apiClient } from '../testing/client.js';
import { type LoginPath, loginBrowser, solveLoginChallenge } from '../testing/login-browser.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
const REELER_PASSWORD = 'Reeler@1234';
const STAFF = '/auth/connect' as const;
const REELER = '/reeler/connect' as const;
/** Reelers registered for these tests (their head codes). */
let reelers: string[];

// The tests play several addresses through X-Forwarded-For; small challenges keep the solving quick.
beforeAll(async () => {
  app = await startTestApp({
    name: 'login_throttle',
    env: { TRUST_PROXY: 'true', LOGIN_CHALLENGE_BITS: '6', LOGIN_CHALLENGE_MAX_BITS: '10' },
  });
  api = apiClient(app.url);
  await createTestStaff(app.deps.db, staffFor(await createTestOffices(app.deps.db)));
  const branch = await api.login('c-hsr');
  reelers = [];
  for (let i = 0; i < 4; i++) {
    const form = sampleReelerForm({ ...nextIdentity(), password: REELER_PASSWORD });
    const answer = await api.post('/auth/Register-Customer', form, branch);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await waitForProjections(app.deps.db, answer.body.position, { timeoutMs: 10_000 })).toBe(true);
    reelers.push(answer.body.headCode as string);
  }
});
afterAll(async () => app?.stop());

/** 25 wrong passwords from the address, on made-up accounts (5 each, so no account is held): its free ones. */
async function useUpAddress(address: string, path: LoginPath = STAFF) {
  const stranger = loginBrowser(api, address);
  for (let i = 0; i < 25; i++)
    expect((await stranger.connect(path, `made-up-${i % 5}`, `wrong-${i}`)).status).toBe(401);
}

const challengeOf = (answer: ApiAnswer) => {
  expect(answer.status).toBe(429);
  expect(answer.body.challenge).toEqual({
    token: expect.any(String),
    bits: expect.any(Number),
    expiresAt: expect.any(String),
  });
  return answer.body.challenge as { token: string; bits: number; expiresAt: string };
};
/** The same answer apart from the challenge's own token (each is new) or the seconds of a wait. */
const shape = (answer: ApiAnswer) => ({
  status: answer.status,
  retryAfter: answer.headers.get('retry-after') === null ? 'none' : 'given',
  setsCookie: answer.headers.getSetCookie().length > 0,
  body: {
    ...answer.body,
    message: String(answer.body.message).replace(/\d+ seconds/, 'N seconds'),
    ...(answer.body.challenge ? { challenge: { ...answer.body.challenge, token: 'T', expiresAt: 'E' } } : {}),
  },
});

async function outcomesAt(address: string): Promise<string[]> {
  const rows = await app.deps.db
    .selectFrom('app.login_log')
    .select('outcome')
    .where('ip', '=', address)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.outcome);
}

describe('an office behind one address', () => {
  it('a stranger failing 30 times there holds up no one who has logged in there before; a new browser proves itself and logs in', async () => {
    const office = '10.20.0.1';
    const adminPc = loginBrowser(api, office);
    const rjdPc = loginBrowser(api, office);
    expect((await adminPc.connect(STAFF, 'admin', DEMO_PASSWORD)).status).toBe(200);
    expect((await rjdPc.connect(STAFF, 'rjd', DEMO_PASSWORD)).status).toBe(200);

    // Today's main refused everyone at the address after this (429 for 15 minutes at most).
    const stranger = loginBrowser(api, office);
    let challenged = 0;
    for (let i = 0; i < 30; i++) {
      const { answer, challenged: challenge } = await stranger.login(
        STAFF,
        i < 5 ? 'admin' : `made-up-${i % 5}`,
        `wrong-${i}`,
      );
      expect(answer.status).toBe(401);
      if (challenge) challenged += 1;
    }
    expect(challenged).toBe(5);

    // Their own browsers: in at once, though `admin` itself has been guessed at from here ...
    expect((await adminPc.connect(STAFF, 'admin', DEMO_PASSWORD)).status).toBe(200);
    expect((await rjdPc.connect(STAFF, 'rjd', DEMO_PASSWORD)).status).toBe(200);
    // ... where a browser without its cookie is held for `admin` (and the owner's login did not lift that) ...
    const held = await loginBrowser(api, office).connect(STAFF, 'admin', DEMO_PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // ... and for anyone else does the work once, then has its own cookie.
    const newPc = loginBrowser(api, office);
    const first = await newPc.connect(STAFF, 'branch', DEMO_PASSWORD);
    const challenge = challengeOf(first);
    expect(challenge.bits).toBe(6 + 1);
    expect((await newPc.connect(STAFF, 'branch', DEMO_PASSWORD, solveLoginChallenge(challenge))).status).toBe(
      200,
    );
    expect((await newPc.connect(STAFF, 'branch', DEMO_PASSWORD)).status).toBe(200);
    // Another address never noticed.
    expect((await loginBrowser(api, '10.20.0.99').connect(STAFF, 'officer', DEMO_PASSWORD)).status).toBe(200);

    expect(await outcomesAt(office)).toEqual(expect.arrayContaining(['challenged', 'throttled', 'success']));
  });

  it('a device cookie is for its own account, cannot be forged, and has a small failure budget of its own', async () => {
    const office = '10.21.0.1';
    const officerPc = loginBrowser(api, office);
    expect((await officerPc.connect(STAFF, 'officer', DEMO_PASSWORD)).status).toBe(200);
    expect(officerPc.cookies.size).toBe(1);
    await useUpAddress(office);

    challengeOf(await officerPc.connect(STAFF, 'rjd', DEMO_PASSWORD));
    const forged = loginBrowser(api, office);
    for (const [name, value] of officerPc.cookies) forged.cookies.set(name, `x${value}`);
    challengeOf(await forged.connect(STAFF, 'officer', DEMO_PASSWORD));

    // The owner's own typos: answered, never held or challenged, and they cost the office nothing ...
    for (let i = 0; i < 5; i++)
      expect((await officerPc.connect(STAFF, 'officer', `typo-${i}`)).status).toBe(401);
    // ... up to the cookie's budget: after that it is a browser like any other.
    const spent = await officerPc.connect(STAFF, 'officer', DEMO_PASSWORD);
    const proof = solveLoginChallenge(challengeOf(spent));
    expect((await officerPc.connect(STAFF, 'officer', DEMO_PASSWORD, proof)).status).toBe(200);
    expect((await officerPc.connect(STAFF, 'officer', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a challenge is good once, for its own account, solved, and before it expires', async () => {
    const office = '10.22.0.1';
    await useUpAddress(office);
    const pc = loginBrowser(api, office);
    const challenge = challengeOf(await pc.connect(STAFF, 'rjd', 'wrong'));
    const proof = solveLoginChallenge(challenge);
    challengeOf(await pc.connect(STAFF, 'officer', DEMO_PASSWORD, proof));
    challengeOf(await pc.connect(STAFF, 'rjd', DEMO_PASSWORD, unsolvedProof(challenge)));
    expect((await pc.connect(STAFF, 'rjd', 'wrong', proof)).status).toBe(401);
    challengeOf(await pc.connect(STAFF, 'rjd', DEMO_PASSWORD, proof));

    const late = solveLoginChallenge(challengeOf(await pc.connect(STAFF, 'rjd', DEMO_PASSWORD)));
    const clock = app.deps.clock;
    app.deps.clock = () => new Date(Date.now() + 6 * 60 * 1000);
    try {
      challengeOf(await pc.connect(STAFF, 'rjd', DEMO_PASSWORD, late));
    } finally {
      app.deps.clock = clock;
    }
  });
});

describe('reelers', () => {
  it('a password spray over 40 sequential reeler codes from one address is slowed, and a right guess gets through no sooner', async () => {
    const address = '10.30.0.1';
    const [prefix, last, digits] = splitCode(reelers.at(-1)!);
    // Counting down from above the newest code, so the real reelers come last, past the free failures.
    const codes = Array.from(
      { length: 40 },
      (_, i) => `${prefix}${String(last + 36 - i).padStart(digits, '0')}`,
    );
    expect(codes.filter((code) => reelers.includes(code)).length).toBeGreaterThanOrEqual(3);
    const sprayer = loginBrowser(api, address);
    const unsolved: ApiAnswer[] = [];
    const bits: number[] = [];
    let successes = 0;
    let inAfterTheWork = 0;
    for (const code of codes) {
      const answer = await sprayer.connect(REELER, code, REELER_PASSWORD);
      if (answer.status === 200) {
        successes += 1;
        continue;
      }
      if (answer.status === 401) continue;
      unsolved.push(answer);
      const challenge = challengeOf(answer);
      bits.push(challenge.bits);
      // The sprayer does the work, and only then is the guess checked.
      const solved = await sprayer.connect(REELER, code, REELER_PASSWORD, solveLoginChallenge(challenge));
      expect([200, 401]).toContain(solved.status);
      if (solved.status === 200) inAfterTheWork += 1;
    }
    expect(successes).toBe(0);
    // Slowed, not locked: with the work done, the right password is still the right password.
    expect(inAfterTheWork).toBe(codes.filter((code) => reelers.includes(code)).length);
    expect(unsolved).toHaveLength(15);
    // Every guess past the address's free failures was answered alike whether it was right or not.
    expect(
      new Set(unsolved.map((answer) => JSON.stringify(shape(answer)).replace(/"bits":\d+/, ''))).size,
    ).toBe(1);
    expect(bits).toEqual([...bits].sort((a, b) => a - b));
    expect(bits[0]).toBe(6);
    expect(bits.at(-1)).toBe(8);
    expect((await outcomesAt(address)).filter((o) => o === 'challenged')).toHaveLength(15);
  });

  it('reelers sharing one carrier address each log in, whoever guesses from it', async () => {
    const carrier = '10.40.0.1';
    const phones = reelers.map(() => loginBrowser(api, carrier));
    // Successes cost no one anything: every reeler logs in from the carrier's address, again and again.
    for (let round = 0; round < 8; round++)
      for (const code of reelers)
        expect((await loginBrowser(api, carrier).connect(REELER, code, REELER_PASSWORD)).status).toBe(200);
    expect((await phones[0]!.connect(REELER, reelers[0]!, REELER_PASSWORD)).status).toBe(200);
    expect((await phones[1]!.connect(REELER, reelers[1]!, REELER_PASSWORD)).status).toBe(200);

    await useUpAddress(carrier, REELER);
    expect((await phones[0]!.connect(REELER, reelers[0]!, REELER_PASSWORD)).status).toBe(200);
    expect((await phones[1]!.connect(REELER, reelers[1]!, REELER_PASSWORD)).status).toBe(200);
    for (const i of [2, 3]) {
      const { answer, challenged } = await phones[i]!.login(REELER, reelers[i]!, REELER_PASSWORD);
      expect(challenged).toBeDefined();
      expect(answer.status).toBe(200);
    }
  });
});

describe('answers that tell a guesser nothing', () => {
  it('a held attempt gets the same answer with the right password as with a wrong one, and counts as no failure', async () => {
    const address = '10.50.0.1';
    const pc = loginBrowser(api, address);
    for (let i = 0; i < 5; i++) expect((await pc.connect(STAFF, 'ad', `wrong-${i}`)).status).toBe(401);
    const right = await pc.connect(STAFF, 'ad', DEMO_PASSWORD);
    const wrong = await pc.connect(STAFF, 'ad', 'wrong-again');
    expect(right.status).toBe(429);
    expect(shape(right)).toEqual(shape(wrong));
    expect(right.body.message).toMatch(/^Too many failed logins\. Please try again in \d+ seconds\.$/);
    expect((await outcomesAt(address)).slice(-2)).toEqual(['throttled', 'throttled']);
    const counter = await app.deps.db
      .selectFrom('app.login_failures')
      .select('failures')
      .where('key', '=', `account:staff:ad|ip:${address}`)
      .executeTakeFirstOrThrow();
    expect(counter.failures).toBe(5);
  });

  it('a challenged attempt gets the same answer with the right password as with a wrong one', async () => {
    const address = '10.51.0.1';
    await useUpAddress(address);
    const pc = loginBrowser(api, address);
    const right = await pc.connect(STAFF, 'rjd', DEMO_PASSWORD);
    const wrong = await pc.connect(STAFF, 'rjd', 'wrong');
    challengeOf(right);
    expect(shape(right)).toEqual(shape(wrong));
    const reelerRight = await pc.connect(REELER, reelers[0]!, REELER_PASSWORD);
    expect(shape(reelerRight)).toEqual(shape(await pc.connect(REELER, reelers[0]!, 'wrong')));
  });

  it('an unknown account gets the same answer as a known one with a wrong password, plain, held or challenged', async () => {
    const pc = loginBrowser(api, '10.52.0.1');
    expect(shape(await pc.connect(REELER, 'R-NOBODY-1', 'wrong'))).toEqual(
      shape(await pc.connect(REELER, reelers[0]!, 'wrong')),
    );
    for (let i = 0; i < 4; i++) {
      await pc.connect(REELER, 'R-NOBODY-1', 'wrong');
      await pc.connect(REELER, reelers[0]!, 'wrong');
    }
    const heldUnknown = await pc.connect(REELER, 'R-NOBODY-1', 'wrong');
    expect(heldUnknown.status).toBe(429);
    expect(shape(heldUnknown)).toEqual(shape(await pc.connect(REELER, reelers[0]!, 'wrong')));

    const crowded = '10.53.0.1';
    await useUpAddress(crowded);
    const other = loginBrowser(api, crowded);
    expect(shape(await other.connect(STAFF, 'nobody-here', 'wrong'))).toEqual(
      shape(await other.connect(STAFF, 'rjd', 'wrong')),
    );
  });
});

/** A solution that does not have the zero bits asked for. */
function unsolvedProof(challenge: { token: string; bits: number }) {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256').update(challengeText(challenge.token, n)).digest();
    if (leadingZeroBits(digest) < challenge.bits) return { token: challenge.token, solution: String(n) };
  }
}

/** `HSR-R-000004` as its prefix, number and width. */
function splitCode(code: string): [string, number, number] {
  const match = /^(.*?)(\d+)$/.exec(code);
  if (!match?.[2]) throw new Error(`a head code ending in digits, got ${code}`);
  return [match[1]!, Number(match[2]), match[2].length];
}
