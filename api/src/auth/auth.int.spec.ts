import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';
import { challengeBits, delaySeconds } from './login-throttle.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  app = await startTestApp({ name: 'auth' });
  api = apiClient(app.url);
});
afterAll(async () => app?.stop());

const connect = (username: string, password: string) =>
  api.call('POST', '/auth/connect', { body: { username, password }, key: null });

describe('auth/connect', () => {
  it('answers Success with an opaque token, the user name and type', async () => {
    const answer = await connect('branch', 'Demo@1234');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: 'Success',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      userName: 'branch',
      userType: 'Branch Admin',
      passwordReset: null,
    });
    const stored = await app.deps.db.selectFrom('app.sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(answer.body.token);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await connect('nobody', 'Demo@1234');
    const wrong = await connect('rjd', 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ result: 'Failed', message: 'Invalid username or password' });
  });

  it('validates the body', async () => {
    const answer = await api.call('POST', '/auth/connect', { body: { username: '' }, key: null });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      username: ['Please enter Username'],
      password: ['Please enter Password'],
    });
  });

  it('slows down repeated failures for one account at one address, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await connect('ad', `wrong-${i}`)).status).toBe(401);
    const blocked = await connect('ad', 'Demo@1234');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(delaySeconds(4)).toBe(0);
    expect(delaySeconds(5)).toBe(30);
    expect(delaySeconds(7)).toBe(120);
    expect(delaySeconds(50)).toBe(900);
    const bits = { first: 14, max: 20 };
    expect([24, 25, 29, 30, 40, 99].map((failures) => challengeBits(failures, bits))).toEqual([
      0, 14, 14, 15, 17, 20,
    ]);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = await api.login('rjd');
    expect((await api.get('/MasCocoon/getAll_MasCocoon', token)).status).toBe(200);
    expect((await api.post('/auth/logout', {}, token, null)).status).toBe(200);
    expect((await api.get('/MasCocoon/getAll_MasCocoon', token)).status).toBe(401);
  });

  it('logging in again works whatever stale token the browser still sends', async () => {
    const stale = await api.login('rjd');
    expect((await api.post('/auth/logout', {}, stale, null)).status).toBe(200);
    const again = await api.call('POST', '/auth/connect', {
      body: { username: 'rjd', password: 'Demo@1234' },
      token: stale,
      key: null,
    });
    expect(again.status).toBe(200);
    expect((await api.get('/MasCocoon/getAll_MasCocoon', again.body.token)).status).toBe(200);
    expect((await api.get('/MasCocoon/getAll_MasCocoon', stale)).status).toBe(401);
    const reeler = await api.call('POST', '/reeler/connect', {
      body: { username: 'nobody', password: 'x' },
      token: 'rl_made-up',
      key: null,
    });
    expect(reeler.status).not.toBe(500);
    expect(reeler.body.message).not.toMatch(/session/i);
  });

  it('an expired session answers 401 with the spec message', async () => {
    const token = await api.login('rjd');
    await app.deps.db
      .updateTable('app.sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const answer = await api.get('/MasCocoon/getAll_MasCocoon', token);
    expect(answer.body).toEqual({
      message: 'Your session has expired. Please login again.',
      statusCode: 401,
    });
  });

  it('Password-Change checks the old password, applies the policy and revokes other sessions', async () => {
    const token = await api.login('officer');
    const other = await api.login('officer');
    const change = (body: unknown) => api.post('/auth/Password-Change', body, token, null);
    const wrongOld = await change({
      oldPassword: 'nope',
      newPassword: 'Better@2025',
      confirmPassword: 'Better@2025',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errors.oldPassword).toEqual(['The current password is wrong']);
    const weak = await change({ oldPassword: 'Demo@1234', newPassword: 'short', confirmPassword: 'other' });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors)).toEqual(expect.arrayContaining(['newPassword', 'confirmPassword']));
    const ok = await change({
      oldPassword: 'Demo@1234',
      newPassword: 'Better@2025',
      confirmPassword: 'Better@2025',
    });
    expect(ok.status).toBe(200);
    expect((await api.get('/MasCocoon/getAll_MasCocoon', other)).status).toBe(401);
    expect((await connect('officer', 'Demo@1234')).status).toBe(401);
    expect((await connect('officer', 'Better@2025')).status).toBe(200);
  });
});
