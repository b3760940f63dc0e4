import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsInForce } from '../auction/access.js';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type AuctionSeedTotals, type SeedAuctionDaysOptions, seedAuctionDays } from './auction-days.js';

/**
 * Ten past market days at Hosur, seeded and paid: cash receipts, online batches answered by the bank with one
 * failed row, a few farmers left unpaid, read back through the payment calls.
 */
let m: AuctionTestMarket;
let options: SeedAuctionDaysOptions;
let totals: AuctionSeedTotals;

beforeAll(async () => {
  m = await startAuctionMarket('seed-payments', { farmers: 10, reelers: 4 });
  const { db, store } = m.app.deps;
  const types = await db.selectFrom('read.cocoon_types').select(['cocoon_id', 'short_name']).execute();
  options = {
    markets: [
      {
        marketId: m.hosurId,
        marketCode: 'HSR',
        staffUserName: 'hosur.admin',
        lotsPerDay: [5, 8],
        lotsToday: 2,
      },
    ],
    customerIds: [...m.farmers, ...m.reelers].map((c) => c.customerId),
    cocoonTypes: types.map((t) => ({ cocoonTypeId: String(t.cocoon_id), silkName: String(t.short_name) })),
    settings: await settingsInForce(db, m.hosurId, m.today()),
    days: 10,
  };
  totals = await seedAuctionDays(db, store, options);
  await m.app.settle();
}, 300_000);
afterAll(async () => {
  await m?.app.stop();
});

const daysAgo = (n: number) =>
  new Date(Date.parse(`${m.today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('seeded farmer payments', () => {
  it('pays in cash, by online batches with one failed row, and leaves some unpaid', async () => {
    expect(totals.cashPayments).toBeGreaterThan(0);
    expect(totals.batchRows).toBeGreaterThan(0);
    expect(totals.failedRows).toBe(1);
    let rows = 0;
    let failed = 0;
    const failedRows: Array<{ farmerId: string; amountPaise: number }> = [];
    for (let d = 10; d >= 1; d--) {
      const day = await m.api.get(`/Ledger/get-paymentlist-bydate?date=${daysAgo(d)}`, m.staff);
      for (const batch of day.body.batches) {
        rows += batch.rows.length;
        const failures = batch.rows.filter((r: { status: string }) => r.status === 'failed');
        failed += failures.length;
        failedRows.push(...failures);
        expect(batch.status).not.toBe('open');
      }
    }
    expect(rows).toBe(totals.batchRows);
    expect(failed).toBe(1);
    const dues = await m.api.get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${m.today()}`, m.staff);
    expect(dues.body.data.length).toBeGreaterThan(0);
    // The failed row's lots are due again.
    const again = dues.body.data.find((f: { farmerId: string }) => f.farmerId === failedRows[0]?.farmerId);
    expect(again.duePaise).toBeGreaterThanOrEqual(failedRows[0]!.amountPaise);
    expect(dues.body.data.some((f: { oldestDays: number }) => f.oldestDays > 3)).toBe(true);
  });

  it('has the reelers pay their invoices, mostly on time, and keeps the ledger balanced', async () => {
    expect(totals.reelerReceipts).toBeGreaterThan(0);
    const receipts = await m.api.get(
      `/ReelerReceipt/getAll_Receipts?from=${daysAgo(10)}&to=${m.today()}`,
      m.staff,
    );
    expect(receipts.status).toBe(200);
    expect(receipts.body.total).toBe(totals.reelerReceipts);
    expect(new Set(receipts.body.data.map((r: { mode: string }) => r.mode)).size).toBeGreaterThan(1);
    const trial = await m.api.get(`/Ledger/TrialBalance?asOn=${m.today()}`, m.staff);
    expect(trial.body.differencePaise).toBe(0);
    // Reelers owe only what is not yet due or paid late, never everything they bought.
    const bought = trial.body.rows
      .filter((r: { accountKind: string }) => r.accountKind === 'reeler')
      .reduce((t: number, r: { debitTotalPaise: number }) => t + r.debitTotalPaise, 0);
    const owed = trial.body.rows
      .filter((r: { accountKind: string }) => r.accountKind === 'reeler')
      .reduce((t: number, r: { balancePaise: number }) => t + r.balancePaise, 0);
    expect(owed).toBeGreaterThan(0);
    expect(owed).toBeLessThan(bought / 2);
  });

  it('appends nothing when run again', async () => {
    const count = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from eventstore.events`.execute(m.app.deps.db))
          .rows[0]!.n,
      );
    const before = await count();
    expect(await seedAuctionDays(m.app.deps.db, m.app.deps.store, options)).toEqual(totals);
    expect(await count()).toBe(before);
  });
});

describe('seeded cash', () => {
  it('never closes a day below zero: opening cash, reelers paying partly in cash, cash drawn from the bank before paydays', async () => {
    const { rows } = await sql<{ posting_date: string; source_kind: string; net: string }>`
      select posting_date, source_kind, sum(debit_paise - credit_paise) as net
      from read.ledger_postings where branch_id = ${m.hosurId} and account_key = 'cash'
      group by posting_date, source_kind order by posting_date`.execute(m.app.deps.db);
    const kinds = new Set(rows.map((r) => r.source_kind));
    expect([...kinds].sort()).toEqual(['opening', 'payment', 'receipt', 'voucher']);
    const closings = new Map<string, number>();
    let running = 0;
    for (const row of rows) {
      running += Number(row.net);
      closings.set(row.posting_date, running);
    }
    expect(Math.min(...closings.values())).toBeGreaterThanOrEqual(0);
    // The cash book's own figure agrees with the ledger.
    const answer = await m.api.get('/CashBook/get_CashOnHand', m.staff);
    expect(answer.body.cashOnHandPaise).toBe(running);
  });
});
