import { sampleReelerForm } from '@cocoon/domain/testing';
import { waitForProjections } from '@cocoon/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOffices, createTestStaff, nextIdentity, staffFor } from '../masters/customers/testing.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'reeler_access' });
  api = apiClient(app.url);
  const staff = staffFor(await createTestOffices(app.deps.db));
  await createTestStaff(app.deps.db, staff);
  branch = await api.login('c-hsr');
});
afterAll(async () => app?.stop());

/** A reeler with a bidding password, registered by the market's Branch Admin. */
async function reeler() {
  const form = sampleReelerForm({ ...nextIdentity(), password: 'Reeler@1234' });
  const answer = await api.post('/auth/Register-Customer', form, branch);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(await waitForProjections(app.deps.db, answer.body.position, { timeoutMs: 10_000 })).toBe(true);
  return { form, customerId: answer.body.customerId as string, headCode: answer.body.headCode as string };
}

const connect = (username: string, password = 'Reeler@1234') =>
  api.call('POST', '/reeler/connect', { body: { username, password }, key: null });
const me = (token: string) => api.get('/reeler/me', token);

describe("a reeler's access ends with the account", () => {
  it('deactivation ends the open session and refuses a new login', async () => {
    const { form, customerId, headCode } = await reeler();
    const login = await connect(headCode);
    expect(login.status).toBe(200);
    expect((await me(login.body.token)).status).toBe(200);

    const off = await api.post('/Customer/UpdateCustomer', { ...form, customerId, isActive: 0 }, branch);
    expect(off.status).toBe(200);
    expect((await me(login.body.token)).status).toBe(401);
    expect((await api.get('/reeler/lots', login.body.token)).status).toBe(401);
    // A new login reads the reeler's own history, so it is refused at once (before the read side has it too:
    // auth/session-ends.int.spec.ts).
    expect((await connect(headCode)).status).toBe(401);
  });

  it('a password set by staff ends the sessions opened with the old one', async () => {
    const { form, customerId, headCode } = await reeler();
    const login = await connect(headCode);
    expect(login.status).toBe(200);
    const reset = await api.post(
      '/Customer/UpdateCustomer',
      { ...form, customerId, password: 'Changed@1234' },
      branch,
    );
    expect(reset.status).toBe(200);
    expect((await me(login.body.token)).status).toBe(401);
    expect((await connect(headCode, 'Changed@1234')).status).toBe(200);
  });
});
