import { randomUUID } from 'node:crypto';
import type { AccountEvent, LotEvent } from '@cocoon/domain';
import type { EventStore, Position } from '@cocoon/eventstore';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officesProjection } from '../masters/offices/offices.js';
import { balancesOnDate } from '../reports/customer-reports/customer-balances.js';
import { migrateProjections } from '../runtime/migrate.js';
import { rebuildProjection } from '../runtime/rebuild.js';
import { type ProjectionRunner, startProjectionRunner } from '../runtime/runner.js';
import { createTestEnv, type TestEnv, waitVisible } from '../runtime/testing/fixtures.js';
import type { ReadModelDb } from '../runtime/types.js';
import { waitForProjections } from '../runtime/wait.js';
import { ledgerProjection } from './ledger.js';
import { customerPassbook, latestLedger, reelerStanding, trialBalance } from './ledger.queries.js';
import { LEDGER_MARKET, ledgerMonth, type ToAppend } from './testing/ledger-events.js';

let env: TestEnv;
let runner: ProjectionRunner;

beforeAll(async () => {
  env = await createTestEnv('ledger');
  // The offices' tables too: the outstanding reports' balances (checked below) name each account's market.
  await migrateProjections(env.db, {
    projections: [officesProjection, ledgerProjection],
    logger: env.logger,
  });
  // Small batches, so one generated day spans several transactions and many batches mix event kinds.
  runner = await startProjectionRunner({
    ...env,
    projections: [officesProjection, ledgerProjection],
    batchSize: 37,
    pollIntervalMs: 20,
  });
});
afterAll(async () => {
  await runner?.stop();
  await env?.close();
});

/** Appends in order, consecutive events of one stream together, and waits until the ledger has them. */
async function appendAll(store: EventStore, items: readonly ToAppend[]): Promise<void> {
  let position: Position = '';
  for (let i = 0; i < items.length; ) {
    const stream = items[i]!.stream;
    const group = [];
    while (i < items.length && items[i]!.stream === stream) group.push(items[i++]!.event);
    ({ position } = await store.append(stream, group, 'any'));
  }
  await waitVisible(store, position);
  expect(await waitForProjections(env.db, position, { timeoutMs: 30_000 })).toBe(true);
}

interface PostingRow {
  entry_id: string;
  line_no: number;
  [column: string]: unknown;
}

const allPostings = async (db: ReadModelDb, marketId: string) =>
  (
    await sql<PostingRow>`select * from read.ledger_postings where branch_id = ${marketId}
      order by entry_id, line_no`.execute(db)
  ).rows;
const allTotals = async (db: ReadModelDb, marketId: string) =>
  (
    await sql`select * from read.ledger_account_totals where branch_id = ${marketId} order by account_key`.execute(
      db,
    )
  ).rows;

const allMonths = async (db: ReadModelDb) =>
  (await sql`select * from read.ledger_account_months order by branch_id, account_key, month`.execute(db))
    .rows;

const FAR = '2099-12-31';

describe('accounts.ledger over a generated month', () => {
  // 20 June to 19 July: the accounts' months (ledger_account_months) cross a month's end.
  const days = ledgerMonth({ days: 30, lotsPerDay: 12, firstDate: '2026-06-20' });
  const OPENING_DATE = '19/06/2026';
  let before: PostingRow[] = [];

  async function checkInvariants(asOfDates: readonly string[]): Promise<void> {
    // Trial balance zero, today and on earlier dates.
    for (const asOn of [...asOfDates, FAR]) {
      const trial = await trialBalance(env.db, { marketId: LEDGER_MARKET, asOn });
      expect(trial.differencePaise, `trial balance on ${asOn}`).toBe(0);
      expect(trial.debitTotalPaise).toBeGreaterThan(0);
    }
    // Every entry balances.
    const { rows: unbalanced } = await sql`
      select entry_id from read.ledger_postings group by entry_id
      having sum(debit_paise) <> sum(credit_paise) or count(*) < 2`.execute(env.db);
    expect(unbalanced).toEqual([]);
    // Each account's totals are the sum of its postings; each passbook's balance the sum of its postings.
    const { rows: sums } = await sql<{ account_key: string; debit: string; credit: string }>`
      select account_key, sum(debit_paise) as debit, sum(credit_paise) as credit from read.ledger_postings
      where branch_id = ${LEDGER_MARKET} group by account_key order by account_key`.execute(env.db);
    const totals = (await allTotals(env.db, LEDGER_MARKET)) as {
      account_key: string;
      debit_total: string;
      credit_total: string;
    }[];
    expect(totals.map((t) => [t.account_key, t.debit_total, t.credit_total])).toEqual(
      sums.map((s) => [s.account_key, s.debit, s.credit]),
    );
    const latest = await latestLedger(env.db, { marketId: LEDGER_MARKET });
    expect(latest.rows.length).toBeGreaterThan(5);
    for (const customer of latest.rows) {
      const book = await customerPassbook(env.db, {
        marketId: LEDGER_MARKET,
        customerKind: customer.customerKind,
        customerId: customer.customerId,
        from: '2000-01-01',
        to: FAR,
      });
      const sum = book.lines.reduce((s, l) => s + l.debitPaise - l.creditPaise, 0);
      expect(book.openingBalancePaise).toBe(0);
      expect(book.closingBalancePaise).toBe(sum);
      expect(book.closingBalancePaise).toBe(customer.balancePaise);
      expect(book.lines.at(-1)?.balancePaise).toBe(sum);
    }
    // Each account's months are the sums of its postings by month, and a balance on any date taken from them (the
    // outstanding reports, customer-balances.ts) is the sum of the postings up to that date.
    const { rows: monthSums } = await sql<{
      account_key: string;
      month: string;
      debit: string;
      credit: string;
    }>`
      select account_key, left(posting_date, 7) as month, sum(debit_paise) as debit, sum(credit_paise) as credit
      from read.ledger_postings where branch_id = ${LEDGER_MARKET} group by 1, 2 order by 1, 2`.execute(
      env.db,
    );
    const { rows: months } = await sql<{ account_key: string; month: string; debit: string; credit: string }>`
      select account_key, month, debit_paise::text as debit, credit_paise::text as credit
      from read.ledger_account_months where branch_id = ${LEDGER_MARKET} order by 1, 2`.execute(env.db);
    expect(months).toEqual(monthSums);
    const ctx = { db: env.db, scope: { kind: 'all' } as const, today: FAR };
    for (const { date } of days)
      for (const kind of ['farmer', 'reeler'] as const) {
        const { rows: expected } = await sql<{ account_key: string; balance: string }>`
          select account_key, sum(debit_paise - credit_paise)::text as balance from read.ledger_postings
          where branch_id = ${LEDGER_MARKET} and account_kind = ${kind} and posting_date <= ${date}
          group by account_key having sum(debit_paise - credit_paise) <> 0 order by account_key`.execute(
          env.db,
        );
        const found = await balancesOnDate(ctx, { kind, asOn: date, marketId: LEDGER_MARKET });
        expect(
          found
            .map((b) => ({ account_key: b.account_key, balance: String(b.balance) }))
            .sort((a, b) => (a.account_key < b.account_key ? -1 : 1)),
          `${kind} balances on ${date}`,
        ).toEqual(expected);
      }
    // Postings are only inserted: every row seen before is still there, unchanged.
    const now = await allPostings(env.db, LEDGER_MARKET);
    const byKey = new Map(now.map((r) => [`${r.entry_id}:${r.line_no}`, r]));
    for (const old of before) expect(byKey.get(`${old.entry_id}:${old.line_no}`)).toEqual(old);
    expect(now.length).toBeGreaterThan(before.length);
    before = now;
  }

  it('keeps the trial balance at zero after every stretch, every entry balanced, postings append-only', async () => {
    for (const [from, to] of [
      [0, 3],
      [3, 9],
      [9, 16],
      [16, 30],
    ] as const) {
      await appendAll(
        env.store,
        days.slice(from, to).flatMap((d) => d.events),
      );
      await checkInvariants([days[from]!.date, days[Math.floor((from + to) / 2)]!.date]);
    }
    // Every kind of source made it into the ledger.
    const { rows: kinds } = await sql<{ source_kind: string }>`
      select distinct source_kind from read.ledger_postings order by 1`.execute(env.db);
    expect(kinds.map((k) => k.source_kind)).toEqual([
      'batch',
      'lot',
      'opening',
      'payment',
      'receipt',
      'voucher',
    ]);
    const { rows: failures } = await sql<{ n: number }>`
      select count(*)::int as n from read.ledger_postings where particulars like 'Bank refused%'`.execute(
      env.db,
    );
    expect(failures[0]!.n).toBeGreaterThan(0);
  });

  it('a rebuild gives the same rows', async () => {
    const postings = await allPostings(env.db, LEDGER_MARKET);
    const totals = await allTotals(env.db, LEDGER_MARKET);
    const months = await allMonths(env.db);
    expect(postings.length).toBeGreaterThan(1000);
    await runner.stop();
    try {
      const result = await rebuildProjection({ ...env, projection: ledgerProjection, batchSize: 101 });
      expect(result.generation).toBe(2);
      expect(await allPostings(env.db, LEDGER_MARKET)).toEqual(postings);
      expect(await allTotals(env.db, LEDGER_MARKET)).toEqual(totals);
      expect(await allMonths(env.db)).toEqual(months);
    } finally {
      runner = await startProjectionRunner({
        ...env,
        projections: [officesProjection, ledgerProjection],
        batchSize: 37,
        pollIntervalMs: 20,
      });
    }
  });

  it('writes readable particulars, document numbers and who', async () => {
    const { rows } = await sql<{
      source_kind: string;
      document_no: string | null;
      particulars: string;
      posted_by: string;
    }>`
      select distinct on (source_kind) source_kind, document_no, particulars, posted_by from read.ledger_postings
      where branch_id = ${LEDGER_MARKET} and account_kind in ('farmer', 'reeler') order by source_kind, position, line_no`.execute(
      env.db,
    );
    const byKind = Object.fromEntries(rows.map((r) => [r.source_kind, r]));
    expect(byKind.lot?.particulars).toMatch(
      /^Lot \d+ sold to Reeler \d+ \(HSR-R-\d+\), \d+\.\d{3} kg @ Rs \d+\.\d{2}$/,
    );
    expect(byKind.lot?.document_no).toMatch(/^Lot \d+$/);
    expect(byKind.lot?.posted_by).toBe('hsr.officer');
    expect(byKind.payment?.particulars).toMatch(/^Paid in cash, receipt HSR\/FP202627\/00001/);
    expect(byKind.payment?.posted_by).toBe('hsr.cashier');
    expect(byKind.opening?.particulars).toBe(`Opening balance as on ${OPENING_DATE}`);
  });
});

// ---- A reeler's standing, passbook and trial balance on hand-made events -------------------------------------

const MARKET = '7a1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';
const REELER = 'e1000000-0000-4000-8000-000000000001';
const ADVANCE_REELER = 'e1000000-0000-4000-8000-000000000002';
const FARMER = 'f1000000-0000-4000-8000-000000000001';

const meta = (date: string) => ({
  userId: 'a0000000-0000-4000-8000-000000000001',
  userName: 'hsr.officer',
  marketId: MARKET,
  occurredAt: new Date(`${date}T11:00:00+05:30`).toISOString(),
  schemaVersion: 1,
});

let lotNo = 0;
/** A lot inwarded, approved and weighed on `date` for `amountPaise` with no levies: the reeler owes exactly that. */
function sale(date: string, amountPaise: number, reelerId = REELER): ToAppend[] {
  const lotId = randomUUID();
  const no = ++lotNo;
  const at = (e: LotEvent): ToAppend => ({
    stream: `lot-${lotId}`,
    event: { id: randomUUID(), type: e.type, data: e.data, metadata: meta(date) },
  });
  return [
    at({
      type: 'LotInwarded',
      data: {
        lotId,
        marketId: MARKET,
        inwardDate: date,
        lotNo: no,
        farmerId: FARMER,
        farmerName: 'Muniyappa',
        farmerCode: 'HSR-F-1',
        cocoonTypeId: 'c1',
        silkName: 'BV',
        lays: 100,
        cocoonWeightGrams: 10_000,
        sample: { sampleCount: 1, cocoonWeightMg: 1, shellWeightMg: 1, defectiveCount: 0 },
        settings: { rendittaFactor: 1, silkRatePaise: 1, conversionCostPaise: 1 },
        assay: { shellRatioBp: 1, defectBp: 0, cocoonsPerKg: 1, rendittaX100: 1, floorPricePaisePerKg: 1 },
      },
    }),
    at({
      type: 'BidApproved',
      data: {
        lotId,
        slotId: 's',
        bidId: 'b',
        reelerId,
        reelerName: 'Lakshmi Silks',
        reelerCode: 'HSR-R-1',
        amountPaise: 10_000,
        reason: null,
      },
    }),
    at({
      type: 'LotWeighed',
      data: {
        lotId,
        reelerId,
        ratePaise: 10_000,
        crates: null,
        netGrams: amountPaise / 10,
        farmerLevyBp: 0,
        reelerLevyBp: 0,
        amountPaise,
        farmerLevyPaise: 0,
        reelerLevyPaise: 0,
        farmerNetPaise: amountPaise,
        reelerPayablePaise: amountPaise,
      },
    }),
  ];
}

let receiptNo = 0;
function receipt(
  date: string,
  amountPaise: number,
  reelerId = REELER,
  purpose: 'invoice' | 'advance' = 'invoice',
): ToAppend {
  const e: AccountEvent = {
    type: 'ReelerPaymentReceived',
    data: {
      receiptId: randomUUID(),
      marketId: MARKET,
      receiptNo: `HSR/RR202526/${++receiptNo}`,
      financialYear: '202526',
      sequence: receiptNo,
      reelerId,
      reelerName: 'Lakshmi Silks',
      reelerCode: 'HSR-R-1',
      mode: 'bank',
      chequeNo: null,
      bankReference: 'UTR1',
      amountPaise,
      purpose,
      invoiceNos: [],
      receivedOn: date,
      receivedBy: 'hsr.cashier',
    },
  };
  return {
    stream: `reelerreceipts-${MARKET}`,
    event: { id: randomUUID(), type: e.type, data: e.data, metadata: meta(date) },
  };
}

describe('reelerStanding', () => {
  beforeAll(async () => {
    await appendAll(env.store, [
      ...sale('2026-01-01', 100_000),
      ...sale('2026-01-05', 50_000),
      receipt('2026-01-06', 30_000),
      ...sale('2026-01-20', 20_000),
      receipt('2026-01-21', 80_000),
      receipt('2026-01-10', 50_000, ADVANCE_REELER, 'advance'),
    ]);
  });
  const standing = (asOn: string, reelerId = REELER) =>
    reelerStanding(env.db, { marketId: MARKET, reelerId, asOn, payDays: 7, barDays: 3 });

  it('credits pay the oldest debits first; overdue past D + payDays, barred past D + payDays + barDays', async () => {
    expect(await standing('2026-01-13')).toEqual({
      marketId: MARKET,
      reelerId: REELER,
      asOn: '2026-01-13',
      balancePaise: 120_000,
      availablePaise: 0,
      overduePaise: 120_000,
      barredPaise: 70_000,
      barredSince: '2026-01-12',
      oldestUnpaidDate: '2026-01-01',
    });
    expect(await standing('2026-01-25')).toMatchObject({
      balancePaise: 60_000,
      overduePaise: 40_000,
      barredPaise: 40_000,
      barredSince: '2026-01-16',
      oldestUnpaidDate: '2026-01-05',
    });
  });

  it('on the due date itself nothing is overdue yet', async () => {
    expect(await standing('2026-01-08')).toMatchObject({
      balancePaise: 120_000,
      overduePaise: 0,
      barredPaise: 0,
      barredSince: null,
    });
    expect(await standing('2026-01-09')).toMatchObject({ overduePaise: 70_000, barredPaise: 0 });
  });

  it('the bar starts the day after D + payDays + barDays: not the day before, and barredSince is that first day', async () => {
    // The sale of 2026-01-01 (70,000 of it unpaid) is due on the 8th (7 pay days) and barred after 3 more days.
    expect(await standing('2026-01-11')).toMatchObject({
      overduePaise: 70_000,
      barredPaise: 0,
      barredSince: null,
    });
    expect(await standing('2026-01-12')).toMatchObject({
      overduePaise: 70_000,
      barredPaise: 70_000,
      barredSince: '2026-01-12',
    });
  });

  it('a reeler in advance has the credit available and nothing overdue', async () => {
    expect(await standing('2026-01-31', ADVANCE_REELER)).toMatchObject({
      balancePaise: -50_000,
      availablePaise: 50_000,
      overduePaise: 0,
      barredPaise: 0,
      oldestUnpaidDate: null,
    });
    expect(await standing('2026-01-31', 'e1000000-0000-4000-8000-00000000ffff')).toMatchObject({
      balancePaise: 0,
      oldestUnpaidDate: null,
    });
  });

  it('the passbook brings the balance forward and runs it line by line', async () => {
    const book = await customerPassbook(env.db, {
      marketId: MARKET,
      customerKind: 'reeler',
      customerId: REELER,
      from: '2026-01-05',
      to: '2026-01-20',
    });
    expect(book).toMatchObject({
      customerCode: 'HSR-R-1',
      customerName: 'Lakshmi Silks',
      openingBalancePaise: 100_000,
    });
    expect(book.lines.map((l) => [l.postingDate, l.debitPaise, l.creditPaise, l.balancePaise])).toEqual([
      ['2026-01-05', 50_000, 0, 150_000],
      ['2026-01-06', 0, 30_000, 120_000],
      ['2026-01-20', 20_000, 0, 140_000],
    ]);
    expect(book.closingBalancePaise).toBe(140_000);
    // A late period brings the balance forward from the running total less what came after.
    const late = await customerPassbook(env.db, {
      marketId: MARKET,
      customerKind: 'reeler',
      customerId: REELER,
      from: '2026-01-20',
      to: '2026-01-31',
    });
    expect(late).toMatchObject({ openingBalancePaise: 120_000, closingBalancePaise: 60_000 });
    expect(late.lines).toHaveLength(2);
    expect(book.lines[1]).toMatchObject({
      documentNo: 'HSR/RR202526/1',
      particulars: 'Received by bank, ref UTR1, receipt HSR/RR202526/1, against dues',
    });
  });

  it('the trial balance on a past date leaves out later postings and still balances', async () => {
    const early = await trialBalance(env.db, { marketId: MARKET, asOn: '2026-01-05' });
    expect(early.differencePaise).toBe(0);
    expect(early.rows.find((r) => r.accountKey === `reeler:${REELER}`)).toMatchObject({
      debitTotalPaise: 150_000,
      creditTotalPaise: 0,
    });
    expect(early.rows.find((r) => r.accountKey === `reeler:${ADVANCE_REELER}`)).toBeUndefined();
    const late = await trialBalance(env.db, { marketId: MARKET, asOn: '2026-12-31' });
    expect(late.rows.find((r) => r.accountKey === 'bank:main')).toMatchObject({
      accountName: 'Bank (main)',
      debitTotalPaise: 160_000,
    });
  });
});
