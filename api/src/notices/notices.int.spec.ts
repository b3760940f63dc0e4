import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  displayDate,
  lotStream,
  matchesTemplate,
  NOTICES_QUEUE,
  type NoticeMessageRow,
  nextWorkingDay,
  SEND_NOTICE_JOB,
} from '@cocoon/domain';
import { createLogger } from '@cocoon/platform';
import {
  Msg91NoticeSender,
  type NoticeSender,
  noticeMessageEvents,
  OutboxNoticeSender,
  sha256,
} from '@cocoon/workers';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuctionMarket } from '../auction/testing.js';
import { marketCalendar } from '../masters/holiday-calendar.js';
import { exampleWorld, signedDeliveryReportRequest } from '../testing/example-world.js';
import { signDeliveryReport } from './delivery-signature.js';

const logger = createLogger({ level: 'silent', name: 'notices-test' });
// The worker's sender is switched per test: the development outbox, or MSG91's adapter at a fake gateway.
let current: NoticeSender = new OutboxNoticeSender(logger);
const switching: NoticeSender = {
  get name() {
    return current.name;
  },
  send: (notice) => current.send(notice),
};

const m = await startAuctionMarket('notices', { farmers: 4, reelers: 2 }, {}, { noticeSender: switching });
afterAll(async () => m?.app.stop());
const { db } = m.app.deps;
const admin = await m.api.login('admin');
const hosur = await db
  .selectFrom('read.branches')
  .select(['region_id', 'ad_office_id'])
  .where('branch_id', '=', m.hosurId)
  .executeTakeFirstOrThrow();
const ad = await m.api.login('ad.krishnagiri');
async function run<T>(role: string, path: string, body: unknown) {
  const tokens: Record<string, string> = { Admin: admin, AD: ad };
  const token = tokens[role] ?? (role === 'reeler' ? await m.loginReeler(m.reelers[0]!.headCode) : m.staff);
  const answer = await m.api.post<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  await m.app.settle();
  return answer.body;
}
const w = exampleWorld({ m, regionId: String(hosur.region_id), adOfficeId: String(hosur.ad_office_id), run });

const outbox = async () =>
  (await m.api.get<{ data: NoticeMessageRow[]; language: string }>('/Notices/get_Outbox', m.staff)).body;

/** Bounded wait for a message of the farmer and purpose that has settled (sent, blocked, failed, opted out). */
async function messageFor(
  farmerId: string,
  purpose: string,
  done: (row: NoticeMessageRow) => boolean = (row) => row.status !== 'queued',
  skip: ReadonlySet<string> = new Set(),
): Promise<NoticeMessageRow> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const found = (await outbox()).data.find(
      (row) => row.farmerId === farmerId && row.purpose === purpose && !skip.has(row.messageId),
    );
    if (found && done(found)) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no settled ${purpose} message for ${farmerId}`);
}

const farmerSecrets = async (farmerId: string) => {
  const row = await db
    .selectFrom('read.customers')
    .select(['bank_ac_no', 'aadhaar_no', 'mobile_no'])
    .where('customer_id', '=', farmerId)
    .executeTakeFirstOrThrow();
  return row;
};
const seen = new Set<string>();

describe('the template registry', () => {
  it('lists the registered templates with their SMS parts; only the Admin may change them', async () => {
    const list = await m.api.get('/Notices/get_Templates', admin);
    expect(list.status).toBe(200);
    const tamil = list.body.data.find(
      (t: { purpose: string; language: string }) => t.purpose === 'lot-sold' && t.language === 'ta',
    );
    const english = list.body.data.find(
      (t: { purpose: string; language: string }) => t.purpose === 'lot-sold' && t.language === 'en',
    );
    expect(tamil).toMatchObject({ encoding: 'UCS-2', active: true, header: 'TNSERI' });
    expect(tamil.segments).toBeGreaterThanOrEqual(2);
    expect(english).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect((await m.api.get('/Notices/get_Templates', m.staff)).status).toBe(403);
    expect((await m.api.post('/Notices/SaveTemplate', {}, m.staff)).status).toBe(403);
  });

  it('saves, supersedes, updates and deactivates; refuses a bad header, a last-word value and an unknown value', async () => {
    const body = {
      purpose: 'bank-details-changed',
      dltTemplateId: '1107999999999999001',
      header: 'tnseri',
      language: 'en',
      text: 'Cocoon market: bank A/c changed to one ending {#var#} on {#var#}. Not you? Visit the office. -TN Sericulture',
      slots: [
        { name: 'account', maxLength: 4 },
        { name: 'date', maxLength: 10 },
      ],
    };
    const bad = await m.api.post(
      '/Notices/SaveTemplate',
      { ...body, header: 'TN1', text: 'Returned on {#var#}', slots: [{ name: 'aadhaar', maxLength: 40 }] },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['header', 'text']));
    const saved = await m.api.post('/Notices/SaveTemplate', body, admin);
    expect(saved.status).toBe(200);
    const again = await m.api.post('/Notices/SaveTemplate', body, admin);
    expect(again).toMatchObject({ status: 409 });
    await m.app.settle();
    const rows = (await m.api.get('/Notices/get_Templates', admin)).body.data as {
      templateId: string;
      purpose: string;
      language: string;
      active: boolean;
      header: string;
    }[];
    const inForce = rows.filter(
      (t) => t.purpose === 'bank-details-changed' && t.language === 'en' && t.active,
    );
    expect(inForce.map((t) => t.templateId)).toEqual([saved.body.templateId]);
    expect(inForce[0]!.header).toBe('TNSERI');
    const updated = await m.api.post(
      '/Notices/UpdateTemplate',
      { ...body, templateId: saved.body.templateId, header: 'TNSILK' },
      admin,
    );
    expect(updated.status).toBe(200);
    const off = await m.api.post('/Notices/DeactivateTemplate', { templateId: saved.body.templateId }, admin);
    expect(off.status).toBe(200);
    const twice = await m.api.post(
      '/Notices/DeactivateTemplate',
      { templateId: saved.body.templateId },
      admin,
    );
    expect(twice).toMatchObject({ status: 409, body: { message: 'This template is already deactivated' } });
  });
});

describe('farmers told by SMS', () => {
  it('puts a Tamil message matching its template in the outbox when a lot is weighed, with the credit date', async () => {
    const farmer = m.farmers[0]!;
    const lot = await w.weighedLot(0);
    const message = await messageFor(farmer.customerId, 'lot-sold');
    seen.add(message.messageId);
    expect(message).toMatchObject({ status: 'sent', language: 'ta', encoding: 'UCS-2', sender: 'outbox' });
    expect(message.segments).toBeGreaterThanOrEqual(2);
    const creditDate = nextWorkingDay(m.today(), await marketCalendar(m.app.deps, m.hosurId));
    expect(message.text).toContain(`லாட் ${lot.lotNo},`);
    expect(message.text).toContain('84.250 கி.கி');
    expect(message.text).toContain(`${displayDate(creditDate)} அன்று`);
    expect(message.textSha256).toBe(sha256(message.text!));
    const template = (await m.api.get('/Notices/get_Templates', admin)).body.data.find(
      (t: { dltTemplateId: string }) => t.dltTemplateId === message.dltTemplateId,
    );
    expect(matchesTemplate(message.text!, template.text)).toBe(true);
    const secrets = await farmerSecrets(farmer.customerId);
    expect(message.text).not.toContain(secrets.bank_ac_no!);
    expect(message.mobileMasked).not.toContain(secrets.mobile_no.slice(2, 8));
    const events = await noticeMessageEvents(db, message.messageId);
    expect(events.map((e) => e.type)).toEqual(['NoticeRendered', 'NoticeSent']);
    expect(events.every((e) => e.textSha256 === message.textSha256)).toBe(true);

    // The reactor run twice (a job for the same weighing under another id): still one message, sent once.
    const [weighed] = (await m.app.deps.store.readStream(lotStream(lot.lotId))).filter(
      (e) => e.type === 'LotWeighed',
    );
    const prefix = m.app.deps.documentsQueue.opts.prefix;
    const queue = new Queue(NOTICES_QUEUE, { connection: m.app.deps.redis, prefix });
    const queueEvents = new QueueEvents(NOTICES_QUEUE, {
      connection: { url: m.app.deps.config.REDIS_URL },
      prefix,
    });
    try {
      await queueEvents.waitUntilReady();
      const again = await queue.add(SEND_NOTICE_JOB, {
        purpose: 'lot-sold',
        sourceEventId: weighed!.id,
        sourceStream: weighed!.streamName,
        data: weighed!.data,
        occurredOn: m.today(),
        afterPosition: weighed!.position,
      });
      await again.waitUntilFinished(queueEvents, 30_000);
    } finally {
      await queueEvents.close();
      await queue.close();
    }
    const forFarmer = (await outbox()).data.filter(
      (row) => row.farmerId === farmer.customerId && row.purpose === 'lot-sold',
    );
    expect(forFarmer.map((row) => row.messageId)).toEqual([message.messageId]);
    expect((await noticeMessageEvents(db, message.messageId)).length).toBe(2);
  });

  it("writes in the farmer's language, credited with the last 4 digits and the UTR, returned with the reason", async () => {
    const farmer = m.farmers[0]!;
    const chosen = await m.api.post(
      '/Notices/SetFarmerPreference',
      { farmerId: farmer.customerId, language: 'en', optOut: false },
      m.staff,
    );
    expect(chosen).toMatchObject({
      status: 200,
      body: { message: `Farmer ${farmer.headCode} is written to in English` },
    });
    await m.app.settle();
    const secrets = await farmerSecrets(farmer.customerId);

    const paid = await w.exportedBatch();
    await run('Branch Admin', '/OnlinePayment/RecordResults', {
      batchId: paid.batchId,
      results: [{ rowId: paid.row.rowId, outcome: 'paid', bankReference: 'SBINN52612345678' }],
    });
    const credited = await messageFor(farmer.customerId, 'credited');
    expect(credited).toMatchObject({ status: 'sent', language: 'en', encoding: 'GSM-7', segments: 1 });
    expect(credited.text).toContain(`A/c ending ${secrets.bank_ac_no!.slice(-4)}`);
    expect(credited.text).toContain('UTR SBINN52612345678');
    expect(credited.text).not.toContain(secrets.bank_ac_no!);
    if (secrets.aadhaar_no) expect(credited.text).not.toContain(secrets.aadhaar_no);

    const returned = await w.exportedBatch();
    await run('Branch Admin', '/OnlinePayment/RecordResults', {
      batchId: returned.batchId,
      results: [{ rowId: returned.row.rowId, outcome: 'failed', reason: 'Account closed or transferred' }],
    });
    const back = await messageFor(farmer.customerId, 'returned');
    expect(back).toMatchObject({ status: 'sent', language: 'en' });
    expect(back.text).toContain('(Account closed or transferred). Please bring your bank passbook');
  });

  it('sends nothing to a farmer who opted out, and says so in the outbox', async () => {
    const farmer = m.farmers[1]!;
    await run('Branch Admin', '/Notices/SetFarmerPreference', {
      farmerId: farmer.customerId,
      language: null,
      optOut: true,
    });
    await w.weighedLot(1);
    const message = await messageFor(farmer.customerId, 'lot-sold');
    expect(message).toMatchObject({ status: 'opted-out', text: null, sender: null });
    // The farmer form reads the choice back: the market's language (Tamil), opted out.
    const shown = await m.api.get(`/Notices/get_FarmerPreference?farmerId=${farmer.customerId}`, m.staff);
    expect(shown.body).toEqual({
      farmerId: farmer.customerId,
      marketId: m.hosurId,
      language: null,
      marketLanguage: 'ta',
      optOut: true,
    });
    // A reeler is not a farmer; another market's Branch Admin does not see Hosur's farmer.
    const reeler = await m.api.get(
      `/Notices/get_FarmerPreference?farmerId=${m.reelers[0]!.customerId}`,
      m.staff,
    );
    expect(reeler.status).toBe(404);
    const dharmapuri = await m.api.login('dharmapuri.admin');
    const neighbour = await m.api.get(
      `/Notices/get_FarmerPreference?farmerId=${farmer.customerId}`,
      dharmapuri,
    );
    expect(neighbour.status).toBe(403);
    const other = await m.api.post(
      '/Notices/SetFarmerPreference',
      { farmerId: '00000000-0000-4000-8000-000000000000', language: 'ta', optOut: false },
      m.staff,
    );
    expect(other.status).toBe(404);
  });
});

describe('bank details changed', () => {
  it('tells the farmer in Tamil with the last 4 digits of the new account only', async () => {
    const { form, customerId } = await w.farmer();
    const old = String(form.bankAcNo);
    const bankAcNo = `${old.slice(0, -4)}${old.endsWith('7788') ? '6655' : '7788'}`;
    await run('Branch Admin', '/Customer/UpdateCustomer', { ...form, customerId, bankAcNo });
    const message = await messageFor(customerId, 'bank-details-changed');
    expect(message).toMatchObject({ status: 'sent', language: 'ta', encoding: 'UCS-2' });
    expect(message.text).toContain(`இலக்கங்கள் ${bankAcNo.slice(-4)} கொண்ட`);
    expect(message.text).not.toContain(bankAcNo);
    expect(message.text).not.toContain(old);
    if (form.aadhaarNo) expect(message.text).not.toContain(String(form.aadhaarNo));
  });
});

describe('the delivery-report callback', () => {
  const secret = m.app.deps.config.NOTICES_CALLBACK_SECRET;
  const post = (request: { body: unknown; headers: Record<string, string> }, raw?: string) =>
    m.api.call('POST', '/Notices/DeliveryReport', {
      body: request.body,
      headers: request.headers,
      key: null,
      ...(raw !== undefined ? { rawBody: raw } : {}),
    });

  it('records a signed report on its message, and refuses a replay, a bad signature and a stale one', async () => {
    const message = await messageFor(m.farmers[0]!.customerId, 'lot-sold', undefined);
    const signed = signedDeliveryReportRequest(secret, m.app.deps.clock(), 1);
    const request = { ...signed, body: { ...signed.body, requestId: message.gatewayMessageId } };
    const raw = JSON.stringify(request.body);
    const timestamp = request.headers['x-notice-timestamp'];
    request.headers['x-notice-signature'] = signDeliveryReport(secret, timestamp, raw);

    expect(await post(request, raw)).toMatchObject({ status: 200, body: { result: 'Recorded' } });
    expect(await post(request, raw)).toMatchObject({ status: 409 });
    const delivered = (await outbox()).data.find((row) => row.messageId === message.messageId);
    expect(delivered?.delivery).toMatchObject({ status: 'delivered' });
    const events = await noticeMessageEvents(db, message.messageId);
    expect(events.at(-1)).toMatchObject({ type: 'NoticeDeliveryReported', textSha256: message.textSha256 });

    const fresh = signedDeliveryReportRequest(secret, m.app.deps.clock(), 2);
    const tampered = { ...fresh.body, status: 'failed' };
    expect((await post({ ...fresh, body: tampered })).status).toBe(401);
    expect((await post({ body: fresh.body, headers: {} })).status).toBe(401);
    const stale = signedDeliveryReportRequest(
      secret,
      new Date(m.app.deps.clock().getTime() - 10 * 60_000),
      3,
    );
    expect((await post(stale)).status).toBe(401);
    const wrongSecret = signedDeliveryReportRequest('x'.repeat(40), m.app.deps.clock(), 4);
    expect((await post(wrongSecret)).status).toBe(401);
    // Signed but malformed: 400, never recorded.
    const badBody = { reportId: 'r 1', requestId: 'q', status: 'lost', reportedAt: 'yesterday' };
    const ts = String(Math.floor(m.app.deps.clock().getTime() / 1000));
    const badRaw = JSON.stringify(badBody);
    const bad = await post(
      {
        body: badBody,
        headers: { 'x-notice-timestamp': ts, 'x-notice-signature': signDeliveryReport(secret, ts, badRaw) },
      },
      badRaw,
    );
    expect(bad.status).toBe(400);
    // Still good after all that: the first fresh report goes in.
    expect((await post(fresh)).status).toBe(200);
  });
});

describe("MSG91's flow API adapter against a fake gateway", () => {
  it('sends the template id, the values and unicode; a 5xx is retried, a 4xx recorded as failed', async () => {
    const requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
    const answers: { status: number; body: string }[] = [
      { status: 503, body: 'Service Unavailable' },
      { status: 200, body: '{"type":"success","message":"3566716f6e6f313031"}' },
      { status: 400, body: '{"type":"error","message":"Template id missing or invalid"}' },
    ];
    const gateway = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(text) });
        const answer = answers.shift() ?? { status: 500, body: '' };
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
    const { port } = gateway.address() as AddressInfo;
    current = new Msg91NoticeSender({
      authKey: 'fake-auth-key-0001',
      baseUrl: `http://127.0.0.1:${port}/api/v5/flow`,
      timeoutMs: 5_000,
    });
    try {
      const farmer = m.farmers[2]!;
      const lot = await w.weighedLot(2);
      const sent = await messageFor(
        farmer.customerId,
        'lot-sold',
        (row) => row.status === 'sent' || row.status === 'failed',
      );
      expect(sent).toMatchObject({
        status: 'sent',
        sender: 'msg91',
        gatewayMessageId: '3566716f6e6f313031',
        attempts: 2,
      });
      expect(requests).toHaveLength(2);
      const [first] = requests;
      expect(first!.headers.authkey).toBe('fake-auth-key-0001');
      const mobile = (await farmerSecrets(farmer.customerId)).mobile_no;
      expect(first!.body).toMatchObject({
        template_id: sent.dltTemplateId,
        sender: 'TNSERI',
        unicode: 1,
        recipients: [{ mobiles: `91${mobile}`, VAR1: String(lot.lotNo), VAR2: '84.250' }],
      });
      const events = await noticeMessageEvents(db, sent.messageId);
      expect(events.map((e) => e.type)).toEqual(['NoticeRendered', 'NoticeSendAttemptFailed', 'NoticeSent']);

      const refusedFarmer = m.farmers[3]!;
      await w.weighedLot(3);
      const refused = await messageFor(refusedFarmer.customerId, 'lot-sold');
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
      expect(refused.reason).toContain('Template id missing or invalid');
      expect(requests).toHaveLength(3);
    } finally {
      current = new OutboxNoticeSender(logger);
      await new Promise((done) => gateway.close(done));
    }
  }, 120_000);
});
