import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfficesApp } from '../masters/offices/testing.js';
import type { DemoOffices } from '../seed/offices.js';
import type { TestApp } from '../testing/app.js';
import type { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: DemoOffices;

// Behind a proxy the client address comes from X-Forwarded-For: the tests play several addresses with it.
beforeAll(async () => {
  ({ app, api, offices } = await startOfficesApp('session_security', { TRUST_PROXY: 'true' }));
});
afterAll(async () => app?.stop());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const connect = (username: string, password: string, ip: string) =>
  api.call('POST', '/auth/connect', { body: { username, password }, key: null, headers: from(ip) });
const loginAs = async (username: string, password = 'Demo@1234', ip = '10.1.0.1') => {
  const answer = await connect(username, password, ip);
  expect(answer.status).toBe(200);
  return answer.body.token as string;
};

describe('login throttling', () => {
  it('slows the guesser at their address, never the owner elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await connect('ad', `wrong-${i}`, '10.9.9.9')).status).toBe(401);
    const guesser = await connect('ad', 'Demo@1234', '10.9.9.9');
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await connect('ad', 'Demo@1234', '10.2.0.7')).status).toBe(200);
  });

  it('slows one address trying many accounts', async () => {
    for (let i = 0; i < 25; i++)
      expect((await connect(`guess${i}`, 'x-password', '10.8.8.8')).status).toBe(401);
    expect((await connect('rjd', 'Demo@1234', '10.8.8.8')).status).toBe(429);
    expect((await connect('rjd', 'Demo@1234', '10.8.8.9')).status).toBe(200);
  });
});

describe('login log', () => {
  it('records successes, failures and throttled attempts with the address, for the Admin only', async () => {
    const admin = await loginAs('admin');
    const answer = await api.get('/Auth/getAll_LoginLog?username=ad&pageSize=50', admin);
    expect(answer.status).toBe(200);
    const rows = answer.body.data as Array<Record<string, string>>;
    expect(rows.filter((r) => r.outcome === 'wrong-credentials' && r.ip === '10.9.9.9')).toHaveLength(5);
    expect(rows).toContainEqual(expect.objectContaining({ outcome: 'throttled', ip: '10.9.9.9' }));
    expect(rows).toContainEqual(
      expect.objectContaining({ outcome: 'success', ip: '10.2.0.7', userType: 'AD', accountKind: 'staff' }),
    );
    expect(String(rows[0]?.at) >= String(rows.at(-1)?.at)).toBe(true);
    const throttled = await api.get('/Auth/getAll_LoginLog?outcome=throttled', admin);
    expect(throttled.body.data.every((r: { outcome: string }) => r.outcome === 'throttled')).toBe(true);

    expect((await api.get('/Auth/getAll_LoginLog', await loginAs('rjd'))).status).toBe(403);
    expect((await api.get('/Auth/getAll_LoginLog', await loginAs('branch'))).status).toBe(403);
    expect((await api.get('/Auth/getAll_LoginLog')).status).toBe(401);
    const badDate = await api.get('/Auth/getAll_LoginLog?from=2026-13-45', admin);
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.from).toEqual(['Enter a date as YYYY-MM-DD']);
    expect((await api.get('/Auth/getAll_LoginLog?outcome=maybe', admin)).status).toBe(400);
  });
});

describe('idle sessions', () => {
  const idleFor = (token: string, seconds: number) =>
    sql`UPDATE app.sessions SET last_seen_at = now() - make_interval(secs => ${seconds})
        WHERE token_hash = encode(sha256(${token}::bytea), 'hex')`.execute(app.deps.db);

  it('ends a session with no request for the idle setting (5 minutes, plus the keep-alive slack)', async () => {
    const token = await loginAs('officer');
    const session = await api.get('/auth/session', token);
    expect(session.body).toEqual({ result: 'Success', idleMinutes: 5 });
    await idleFor(token, 5 * 60 + 61);
    const ended = await api.get('/auth/session', token);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Your session has expired. Please login again.');
  });

  it('keeps a session alive while its requests keep coming', async () => {
    const token = await loginAs('officer');
    await idleFor(token, 4 * 60);
    expect((await api.get('/auth/session', token)).status).toBe(200);
    await idleFor(token, 0);
    const [row] = (
      await sql<{ idle: number }>`SELECT extract(epoch from now() - last_seen_at) AS idle FROM app.sessions
        WHERE token_hash = encode(sha256(${token}::bytea), 'hex')`.execute(app.deps.db)
    ).rows;
    expect(Number(row!.idle)).toBeLessThan(60);
  });
});

describe('deactivating a market', () => {
  const update = (isActive: 0 | 1) => ({
    branchId: offices.markets.hosur,
    branchName: 'Hosur',
    branchNameTa: 'ஓசூர்',
    adOfficeId: offices.adOfficeId,
    address1: 'Cocoon Market, Bagalur Road',
    city: 'Hosur',
    pinCode: '635109',
    mobileNo: '9443100099',
    emailId: 'hosur.market@example.in',
    isActive,
  });

  // A login reads the market's state from the read model, which follows the command by a moment.
  const marketShows = (isActive: number) =>
    expect
      .poll(
        async () =>
          (
            await app.deps.db
              .selectFrom('read.branches')
              .select('is_active')
              .where('branch_id', '=', offices.markets.hosur)
              .executeTakeFirstOrThrow()
          ).is_active,
        { timeout: 15_000 },
      )
      .toBe(isActive);

  it("ends its staff's sessions at once and keeps them out until it is active again", async () => {
    const officer = await loginAs('officer');
    const ad = await loginAs('ad');
    expect((await api.get('/auth/session', officer)).status, 'open before').toBe(200);
    expect((await api.post('/Tsc/UpdateTsc', update(0), ad)).status, 'deactivated').toBe(200);
    expect((await api.get('/auth/session', officer)).status, 'ended at once').toBe(401);
    await marketShows(0);
    expect((await connect('officer', 'Demo@1234', '10.1.0.1')).status, 'no login').toBe(401);
    expect((await api.get('/auth/session', ad)).status, 'the AD stays').toBe(200);

    expect((await api.post('/Tsc/UpdateTsc', update(1), ad)).status, 'reactivated').toBe(200);
    await marketShows(1);
    const again = await connect('officer', 'Demo@1234', '10.1.0.1');
    expect(again.status, 'login again').toBe(200);
  });
});

describe('a password reset is shown to its owner', () => {
  it('names who reset it at the next login, until the owner chooses their own', async () => {
    const ad = await loginAs('ad');
    const { user_id: officerId } = await app.deps.db
      .selectFrom('app.staff_users')
      .select('user_id')
      .where('username', '=', 'officer')
      .executeTakeFirstOrThrow();
    const before = await connect('officer', 'Demo@1234', '10.1.0.2');
    expect(before.body.passwordReset).toBeNull();
    const reset = await api.post(
      '/MasUsers/UpdateMasUsers',
      {
        staffId: officerId,
        name: 'Market Officer',
        mobileNo: '9443100104',
        emailId: 'officer@example.in',
        password: 'Reset789x',
      },
      ad,
    );
    expect(reset.status).toBe(200);
    const after = await connect('officer', 'Reset789x', '10.1.0.2');
    expect(after.status).toBe(200);
    expect(after.body.passwordReset).toEqual({ by: 'ad (AD)', at: expect.any(String) });

    const changed = await api.post(
      '/auth/Password-Change',
      { oldPassword: 'Reset789x', newPassword: 'Mine@2026x', confirmPassword: 'Mine@2026x' },
      after.body.token,
      null,
    );
    expect(changed.status).toBe(200);
    expect((await connect('officer', 'Mine@2026x', '10.1.0.2')).body.passwordReset).toBeNull();
  });
});

describe('health', () => {
  it('tells anyone only whether the service is up; the details go to an Admin or a local probe', async () => {
    const local = await api.get('/health');
    expect(local.body).toMatchObject({ status: 'ok', database: { ok: true }, redis: { ok: true } });
    const remote = await api.call('GET', '/health', { headers: from('203.0.113.5') });
    expect(remote.status).toBe(200);
    expect(remote.body).toEqual({ status: 'ok' });
    const admin = await api.call('GET', '/health', {
      headers: from('203.0.113.5'),
      token: await loginAs('admin'),
    });
    expect(admin.body).toMatchObject({ status: 'ok', eventStore: { ok: true } });
    const officer = await api.call('GET', '/health', {
      headers: from('203.0.113.5'),
      token: await loginAs('branch'),
    });
    expect(officer.body).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the other helmet headers on pages and the API', async () => {
    for (const path of ['/', '/app/dashboard/analytics', '/api/health']) {
      const answer = await fetch(`${app.url}${path}`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
  });
});
