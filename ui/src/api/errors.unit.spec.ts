import { loginChallengeSchema, MESSAGES } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { challengeOf, classifyFailure } from './errors';

const call = { hadToken: true, isLogin: false };

describe('classifyFailure (spec section 8)', () => {
  it('ends the session on a 401 with the spec message', () => {
    expect(classifyFailure({ ...call, status: 401, body: { message: 'x' } })).toEqual({
      kind: 'session-expired',
      status: 401,
      message: MESSAGES.sessionExpired,
      fieldErrors: {},
    });
  });

  it("does not treat the login call's 401 as an expired session: it shows the server's message", () => {
    const failure = classifyFailure({
      hadToken: false,
      isLogin: true,
      status: 401,
      body: { result: 'Failed', message: 'Invalid username or password', statusCode: 401 },
    });
    expect(failure.kind).toBe('message');
    expect(failure.message).toBe('Invalid username or password');
  });

  it('ends the session when no response arrives while a token is stored', () => {
    expect(classifyFailure({ ...call })).toMatchObject({
      kind: 'network',
      status: 'ERR_NETWORK',
      message: MESSAGES.networkError,
    });
  });

  it('only reports a missing response when there is no session to end', () => {
    expect(classifyFailure({ hadToken: false, isLogin: true })).toMatchObject({
      kind: 'message',
      status: 'ERR_NETWORK',
    });
  });

  it('hands a 400 field messages to the form', () => {
    const failure = classifyFailure({
      ...call,
      status: 400,
      body: {
        message: 'Validation failed',
        statusCode: 400,
        errors: { defectCode: ['Please enter Defect Code'], bad: [1], other: 'x' },
      },
    });
    expect(failure.kind).toBe('validation');
    expect(failure.fieldErrors).toEqual({ defectCode: ['Please enter Defect Code'], other: ['x'] });
  });

  it("shows the server's message for 403, 404 and 409", () => {
    for (const status of [403, 404, 409]) {
      expect(
        classifyFailure({ ...call, status, body: { message: `said ${status}`, statusCode: status } }),
      ).toMatchObject({
        kind: 'message',
        message: `said ${status}`,
      });
    }
  });

  it('marks a 404 as not listed yet only when the read side said it had not caught up', () => {
    const notFound = { ...call, status: 404, body: { message: 'Payment not found' } };
    expect(classifyFailure({ ...notFound, readModelStale: true })).toMatchObject({
      kind: 'message',
      message: 'Payment not found',
      notListedYet: true,
    });
    expect(classifyFailure(notFound).notListedYet).toBeUndefined();
    expect(classifyFailure({ ...call, status: 403, readModelStale: true }).notListedYet).toBeUndefined();
  });

  it("puts a 409's message under the field it names", () => {
    const body = { message: 'Username ravi already exists', statusCode: 409, field: 'userName' };
    expect(classifyFailure({ ...call, status: 409, body })).toMatchObject({
      kind: 'message',
      message: body.message,
      fieldErrors: { userName: [body.message] },
    });
  });

  it("says 'An error occurred' with the status otherwise", () => {
    expect(classifyFailure({ ...call, status: 500, body: 'Internal' }).message).toBe(
      'An error occurred (500)',
    );
    expect(classifyFailure({ ...call, status: 409, body: {} }).message).toBe('An error occurred (409)');
    expect(classifyFailure({ ...call, status: 503, body: undefined }).message).toBe(
      'An error occurred (503)',
    );
    expect(classifyFailure({ ...call, status: 500, body: { message: 'An error occurred' } }).message).toBe(
      'An error occurred (500)',
    );
  });

  it("passes on a server error's own message (spec: the response body is passed on)", () => {
    expect(
      classifyFailure({ ...call, status: 500, body: { message: 'Internal server error' } }).message,
    ).toBe('Internal server error');
  });

  it("hands a login's challenge to the login page, and only a login's", () => {
    const challenge = { token: 'v1.n.14.1.s', bits: 14, expiresAt: '2026-01-01T00:00:00.000Z' };
    const body = { message: 'Too many failed logins from this address.', statusCode: 429, challenge };
    expect(classifyFailure({ hadToken: false, isLogin: true, status: 429, body }).challenge).toEqual(
      challenge,
    );
    expect(classifyFailure({ ...call, status: 429, body }).challenge).toBeUndefined();
    const held = { message: 'Too many failed logins. Please try again in 30 seconds.', statusCode: 429 };
    expect(classifyFailure({ hadToken: false, isLogin: true, status: 429, body: held })).toEqual({
      kind: 'message',
      status: 429,
      message: held.message,
      fieldErrors: {},
    });
  });
});

describe('challengeOf, the login challenge read without zod (issue 28)', () => {
  const valid = { token: 'v1.n.14.1.s', bits: 14, expiresAt: '2026-01-01T00:00:00.000Z' };
  const cases: unknown[] = [
    valid,
    { ...valid, bits: 0 },
    { ...valid, bits: 32 },
    { ...valid, bits: 33 },
    { ...valid, bits: -1 },
    { ...valid, bits: 1.5 },
    { ...valid, bits: '14' },
    { ...valid, token: 7 },
    { token: valid.token, bits: 14 },
    { ...valid, extra: 'dropped' },
    null,
    'v1.n.14.1.s',
  ];
  it('agrees with the domain schema on what is a challenge, and answers what the schema parses', () => {
    for (const value of cases) {
      const parsed = loginChallengeSchema.safeParse(value);
      expect(challengeOf(value), JSON.stringify(value)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
