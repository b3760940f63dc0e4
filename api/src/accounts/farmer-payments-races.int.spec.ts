import { randomUUID } from 'node:crypto';
import { farmerPaymentsStream, MESSAGES } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';
import { approveAsAd, openWithCash } from './testing.js';

/**
 * Paying at once: a double click, a retried request, two officers, a batch export while a payment is made. One
 * stream per market holds every payment, so each of these is one decision: never a lot paid twice, never more
 * than due.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];

beforeAll(async () => {
  m = await startAuctionMarket('farmer_payment_races', { farmers: 5, reelers: 2 });
  await openWithCash(m);
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 0, reeler: 1, ratePaise: 71_350, netGrams: 61_237 },
    { farmer: 1, reeler: 0, ratePaise: 70_500, netGrams: 55_555 },
    { farmer: 2, reeler: 1, ratePaise: 73_125, netGrams: 47_891 },
    { farmer: 3, reeler: 0, ratePaise: 71_000, netGrams: 52_000 },
  ]);
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const farmerId = (i: number) => m.farmers[i]!.customerId;
const lotsOf = (i: number) => lots.filter((l) => l.farmerIndex === i);
const netOf = (i: number) => lotsOf(i).reduce((t, l) => t + l.farmerNetPaise, 0);
const payCash = (i: number, token = m.staff) =>
  m.api.post(
    '/FarmerPayment/PayCash',
    { farmerId: farmerId(i), lotIds: lotsOf(i).map((l) => l.lotId) },
    token,
  );
const events = async () => m.app.deps.store.readStream(farmerPaymentsStream(m.hosurId));
/** What the stream paid or holds in transit per lot: never more than the lot's net. */
async function movedPerLot(): Promise<Map<string, number>> {
  const moved = new Map<string, number>();
  const add = (lotId: string, paise: number) => moved.set(lotId, (moved.get(lotId) ?? 0) + paise);
  const rows = new Map<string, Array<{ lotId: string; amountPaise: number }>>();
  for (const e of await events()) {
    const data = e.data as any;
    if (e.type === 'FarmerPaidInCash') for (const l of data.lots) add(l.lotId, l.amountPaise);
    if (e.type === 'FarmerPaymentReversed') for (const l of data.lots) add(l.lotId, -l.amountPaise);
    if (e.type === 'BatchRowsAdded')
      for (const row of data.rows) {
        rows.set(row.rowId, row.lots);
        for (const l of row.lots) add(l.lotId, l.amountPaise);
      }
    if (e.type === 'BatchRowRemoved' || e.type === 'BatchRowFailed')
      for (const l of rows.get(data.rowId) ?? []) add(l.lotId, -l.amountPaise);
  }
  return moved;
}

describe('farmer payment races', () => {
  it('20 parallel cash payments of the same farmer with different keys make one payment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => payCash(0)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe(MESSAGES.alreadyProcessed);
    }
    const paid = (await events()).filter((e) => e.type === 'FarmerPaidInCash');
    expect(paid).toHaveLength(1);
    expect((paid[0]!.data as any).totalPaise).toBe(netOf(0));
  });

  it('two officers paying the same farmer at once, with retries of the same key: one payment', async () => {
    const other = await m.api.login('branch');
    const key = randomUUID();
    const body = { farmerId: farmerId(1), lotIds: lotsOf(1).map((l) => l.lotId) };
    const answers = await Promise.all([
      m.api.post('/FarmerPayment/PayCash', body, m.staff, key),
      m.api.post('/FarmerPayment/PayCash', body, m.staff, key),
      m.api.post('/FarmerPayment/PayCash', body, other),
    ]);
    const ok = answers.filter((a) => a.status === 200);
    // The retried key answers what it stored (or that it is in progress); the other officer's payment conflicts.
    const receipts = new Set(ok.map((a) => a.body.receiptNo));
    expect(receipts.size).toBe(1);
    expect((await events()).filter((e) => e.type === 'FarmerPaidInCash')).toHaveLength(2);
  });

  it('putting lots in a batch while a cashier pays them: exactly one wins', async () => {
    const [batch, cash] = await Promise.all([
      m.api.post('/OnlinePayment/AddToBatch', { batchDate: m.today(), farmerIds: [farmerId(2)] }, m.staff),
      payCash(2),
    ]);
    expect([batch.status, cash.status].sort()).toEqual([200, 409]);
    for (const [lotId, moved] of await movedPerLot()) {
      const lot = lots.find((l) => l.lotId === lotId)!;
      expect(moved, `lot ${lot.lotNo}`).toBeLessThanOrEqual(lot.farmerNetPaise);
    }
  });

  it('a batch export racing a cash payment of a farmer in it: the export goes, the cash is refused', async () => {
    await m.app.settle();
    const added = await m.api.post(
      '/OnlinePayment/AddToBatch',
      { batchDate: m.today(), farmerIds: [farmerId(3)] },
      m.staff,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await approveAsAd(m, added.body.batchId);
    const [exported, cash] = await Promise.all([
      m.api.post('/OnlinePayment/ExportBankFile', { batchId: added.body.batchId }, m.staff),
      payCash(3),
    ]);
    expect(exported.status).toBe(200);
    expect(cash.status).toBe(409);
    expect((await events()).filter((e) => e.type === 'BatchExported')).toHaveLength(1);
    for (const [lotId, moved] of await movedPerLot()) {
      const lot = lots.find((l) => l.lotId === lotId)!;
      expect(moved, `lot ${lot.lotNo}`).toBeLessThanOrEqual(lot.farmerNetPaise);
    }
  });
});
