import { randomUUID } from 'node:crypto';
import { customerStream } from '@cocoon/domain';
import { sampleFarmerForm, sampleReelerForm } from '@cocoon/domain/testing';
import { waitForProjections } from '@cocoon/projectors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../platform/sms/index.js';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';
import { createTestOffices, createTestStaff, nextIdentity, staffFor } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
const token: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ name: 'customer_otp' });
  api = apiClient(app.url);
  const staff = staffFor(await createTestOffices(app.deps.db));
  await createTestStaff(app.deps.db, staff);
  for (const s of staff) token[s.username] = await api.login(s.username);
});
afterAll(async () => app?.stop());

/** A pending farmer at Hosur, registered by its Branch Admin. */
async function pendingFarmer(overrides: Record<string, unknown> = {}) {
  const form = sampleFarmerForm({ ...nextIdentity(), ...overrides });
  const answer = await api.post('/auth/Register-Customer', form, token['c-hsr']);
  expect(answer.status).toBe(200);
  // Other sessions (officer, another branch) read it too: wait until the projections have it.
  expect(await waitForProjections(app.deps.db, answer.body.position, { timeoutMs: 10_000 })).toBe(true);
  return { form, customerId: answer.body.customerId as string, mobile: form.mobileNo as string };
}
const generate = (mobile: string, user = 'c-hsr', body: Record<string, unknown> = {}, key?: string) =>
  api.post(`/auth/GenerateOtp/${mobile}`, body, token[user], key);
const verify = (body: Record<string, unknown>, user = 'c-hsr', key?: string) =>
  api.post('/Customer/UpdateCustomerStatus', body, token[user], key);
/** The code in the newest SMS the development sender put in the outbox for this number. */
async function codeSentTo(mobile: string): Promise<string> {
  const [message] = await readOutbox(app.deps.db, mobile);
  expect(message?.purpose).toBe('otp');
  const code = /\b(\d{6})\b/.exec(message!.body)?.[1];
  expect(code).toBeDefined();
  return code!;
}
const statusOf = async (customerId: string) =>
  (await api.get(`/Customer/get_Customer/${customerId}`, token['c-hsr'])).body.data;

describe('customer OTP verification, end to end through the SMS outbox', () => {
  it('sends a code to a pending customer and activates the account with it', async () => {
    const { customerId, mobile } = await pendingFarmer();
    const sent = await generate(mobile);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      result: 'Success',
      message: 'OTP sent to the registered mobile number',
      mobileNo: `${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}`,
      customerId,
      expiresInSeconds: 300,
    });
    const code = await codeSentTo(mobile);
    const verified = await verify({ mobile, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      message: 'Mobile number verified. The account is now Active.',
      customerId,
      isActive: 1,
      status: 'Active',
    });
    expect(await statusOf(customerId)).toMatchObject({ isActive: 1, status: 'Active' });
    const events = await app.deps.store.readStream(customerStream(customerId));
    expect(events.map((e) => e.type)).toEqual(['CustomerRegistered', 'CustomerVerified']);
    expect(events[1]!.metadata).toMatchObject({ userName: 'c-hsr' });

    // Once Active: no second verification, no further codes; deactivate and reactivate now work.
    expect((await verify({ customerId, otp: code })).status).toBe(409);
    expect((await generate(mobile)).status).toBe(404);
    const form = { ...(await statusOf(customerId)), customerType: 'farmer' };
    const edit = (isActive: number) =>
      api.post(
        '/Customer/UpdateCustomer',
        { ...sampleFarmerForm(), ...pick(form), customerId, isActive },
        token['c-hsr'],
      );
    expect((await edit(0)).status).toBe(200);
    expect((await edit(1)).status).toBe(200);
    expect(await statusOf(customerId)).toMatchObject({ isActive: 1, status: 'Active' });
  });

  it('counts wrong codes and locks the code after five', async () => {
    const { mobile } = await pendingFarmer();
    await generate(mobile);
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify({ mobileNo: mobile, otp: wrong });
    expect(first.status).toBe(400);
    expect(first.body.errors).toEqual({ otp: ['Invalid OTP. 4 attempts left.'] });
    for (let i = 0; i < 3; i++) await verify({ mobileNo: mobile, otp: wrong });
    const fifth = await verify({ mobileNo: mobile, otp: wrong });
    expect(fifth.body.errors).toEqual({ otp: ['Too many wrong attempts. Please generate a new OTP.'] });
    const right = await verify({ mobileNo: mobile, otp: code });
    expect(right.body.errors).toEqual({ otp: ['Too many wrong attempts. Please generate a new OTP.'] });
    // A new code starts afresh.
    await generate(mobile);
    expect((await verify({ mobileNo: mobile, otp: await codeSentTo(mobile) })).status).toBe(200);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const { mobile } = await pendingFarmer();
    await generate(mobile);
    const old = await codeSentTo(mobile);
    await generate(mobile);
    const current = await codeSentTo(mobile);
    if (old !== current) {
      expect((await verify({ mobileNo: mobile, otp: old })).body.errors.otp[0]).toMatch(/^Invalid OTP/);
    }
    // Five minutes pass (moved in the table: tests never wait on the clock).
    await sql`UPDATE app.customer_otps SET expires_at = now() - interval '1 second' WHERE mobile_no = ${mobile}`.execute(
      app.deps.db,
    );
    const expired = await verify({ mobileNo: mobile, otp: current });
    expect(expired.body.errors).toEqual({ otp: ['OTP has expired. Please generate a new one.'] });
  });

  it('answers a number that never got a code', async () => {
    const { mobile } = await pendingFarmer();
    const answer = await verify({ mobileNo: mobile, otp: '123456' });
    expect(answer.body.errors).toEqual({
      otp: ['No OTP has been generated for this mobile number. Please generate one.'],
    });
  });

  it('sends at most three codes per number in fifteen minutes (429 with Retry-After)', async () => {
    const { mobile } = await pendingFarmer();
    for (let i = 0; i < 3; i++) expect((await generate(mobile)).status).toBe(200);
    const fourth = await generate(mobile);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(
      'Too many OTP requests for this mobile number. Please try again in 15 minutes.',
    );
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readOutbox(app.deps.db, mobile)).toHaveLength(3);
  });

  it('sends one SMS when the same request is retried', async () => {
    const { mobile } = await pendingFarmer();
    const key = randomUUID();
    const answers = await Promise.all([
      generate(mobile, 'c-hsr', {}, key),
      generate(mobile, 'c-hsr', {}, key),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await readOutbox(app.deps.db, mobile)).toHaveLength(1);
  });

  it('verifies once when the same request is retried, and a retried wrong code costs one attempt', async () => {
    const { customerId, mobile } = await pendingFarmer();
    await generate(mobile);
    const code = await codeSentTo(mobile);
    const wrongKey = randomUUID();
    const wrong = code === '999999' ? '888888' : '999999';
    await verify({ customerId, otp: wrong }, 'c-hsr', wrongKey);
    const retriedWrong = await verify({ customerId, otp: wrong }, 'c-hsr', wrongKey);
    expect(retriedWrong.body.errors).toEqual({ otp: ['Invalid OTP. 4 attempts left.'] });
    const nextWrong = await verify({ customerId, otp: wrong });
    expect(nextWrong.body.errors).toEqual({ otp: ['Invalid OTP. 3 attempts left.'] });
    const key = randomUUID();
    const answers = await Promise.all([
      verify({ customerId, otp: code }, 'c-hsr', key),
      verify({ customerId, otp: code }, 'c-hsr', key),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const types = (await app.deps.store.readStream(customerStream(customerId))).map((e) => e.type);
    expect(types).toEqual(['CustomerRegistered', 'CustomerVerified']);
  });

  it('asks which customer when a farmer and a reeler of one market share the number', async () => {
    const { customerId, mobile } = await pendingFarmer();
    const reeler = await api.post(
      '/auth/Register-Customer',
      sampleReelerForm({ mobileNo: mobile }),
      token['c-hsr'],
    );
    expect(reeler.status).toBe(200);
    const ambiguous = await generate(mobile);
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.errors).toEqual({
      customerId: ['More than one pending customer has this mobile number; choose the customer'],
    });
    expect((await generate(mobile, 'c-hsr', { customerId })).status).toBe(200);
    const verified = await verify({ customerId, otp: await codeSentTo(mobile) });
    expect(verified.body).toMatchObject({ customerId, status: 'Active' });
    expect((await statusOf(reeler.body.customerId)).status).toBe('Pending');
  });

  it('checks login, role and market scope', async () => {
    const { mobile, customerId } = await pendingFarmer();
    expect((await api.post(`/auth/GenerateOtp/${mobile}`, {})).status).toBe(401);
    expect((await generate(mobile, 'c-officer')).status).toBe(403);
    expect((await generate(mobile, 'c-kgi')).status).toBe(404);
    expect((await generate(mobile, 'c-kgi', { customerId })).status).toBe(403);
    expect((await generate('12345')).status).toBe(400);
    expect((await verify({ customerId, otp: '123456' }, 'c-officer')).status).toBe(403);
    expect((await api.post('/Customer/UpdateCustomerStatus', { customerId, otp: '123456' })).status).toBe(
      401,
    );
    const malformed = await verify({ otp: '12' });
    expect(malformed.body.errors).toEqual({
      otp: ['OTP must be 6 digits'],
      mobileNo: ['Please enter Mobile No'],
    });
    expect((await generate(mobile, 'c-ad-a')).status).toBe(200);
  });

  it('does not verify a deactivated account', async () => {
    const { form, customerId, mobile } = await pendingFarmer();
    const off = await api.post(
      '/Customer/UpdateCustomer',
      { ...form, customerId, isActive: 0 },
      token['c-hsr'],
    );
    expect(off.status).toBe(200);
    const answer = await verify({ customerId, otp: '123456' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This account is inactive; reactivate it before verifying');
    expect((await generate(mobile)).status).toBe(404);
  });
});

/** The editable fields of a record read back from get_Customer. */
function pick(record: Record<string, unknown>): Record<string, unknown> {
  const {
    customerId,
    branchId,
    headCode,
    isActive,
    status,
    verifiedAt,
    createdAt,
    updatedAt,
    updatedBy,
    ...form
  } = record;
  return form;
}
