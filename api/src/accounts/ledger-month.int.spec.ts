import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { weighLots } from '../billing/testing.js';
import { approveAsAd, drawCash } from './testing.js';

/**
 * The ledger's invariants after a simulated market month driven through the API as the staff work it: inwards and
 * sales on six market days, a weight correction after payment, cash payments and a reversal, an online batch with
 * a paid and a failed row, reelers paying their invoices, opening balances netting the suspense to zero, a journal
 * voucher and its cancellation, the levy remitted. After every day: the trial balance is zero, every passbook's
 * closing balance is the sum of its postings and equals the latest ledger, and every farmer's ledger balance is
 * exactly what the payment screen says is due. At the end a rebuild of the ledger gives the same answers.
 */
let m: AuctionTestMarket;
const DAYS = [0, 2, 6, 11, 17, 24];
const FARMERS = 6;
const REELERS = 3;

beforeAll(async () => {
  m = await startAuctionMarket('ledger_month', { farmers: FARMERS, reelers: REELERS });
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const farmerId = (i: number) => m.farmers[i]!.customerId;
const reelerId = (i: number) => m.reelers[i]!.customerId;

async function ok(answer: Promise<{ status: number; body: any }>, what: string) {
  const done = await answer;
  expect(done.status, `${what}: ${JSON.stringify(done.body)}`).toBe(200);
  return done.body;
}

const get = (path: string) => ok(m.api.get(path, m.staff), path);
const post = (path: string, body: unknown) => ok(m.api.post(path, body, m.staff), path);

async function farmerDues() {
  return (await get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${m.today()}`)).data as any[];
}

/** The invariants that must hold at every moment, checked on the answers the screens and auditors read. */
async function checkInvariants({ duesMatchLedger = true } = {}) {
  await m.app.settle();
  const today = m.today();
  const trial = await get(`/Ledger/TrialBalance?asOn=${today}`);
  expect(trial.differencePaise).toBe(0);
  expect(trial.debitTotalPaise).toBe(trial.creditTotalPaise);
  expect(trial.rows.reduce((t: number, r: any) => t + r.balancePaise, 0)).toBe(0);

  const latest = await get('/Ledger/get_LatestLedger');
  expect(latest.rows.length).toBeGreaterThan(0);
  for (const row of latest.rows) {
    const book = await get(
      `/Ledger/CustomerPassbook?customerId=${row.customerId}&from=2000-01-01&to=${today}`,
    );
    const sum = book.lines.reduce((t: number, l: any) => t + l.debitPaise - l.creditPaise, 0);
    expect(book.openingBalancePaise).toBe(0);
    expect(book.closingBalancePaise).toBe(sum);
    expect(book.closingBalancePaise).toBe(row.balancePaise);
    const trialRow = trial.rows.find((r: any) => r.customerId === row.customerId);
    expect(trialRow?.balancePaise ?? 0).toBe(row.balancePaise);
  }

  // What a farmer is owed in the ledger is what the payment screen shows as due, once nothing sits in an
  // unexported batch (money in a sent batch has left the farmer's account for Payments in transit).
  const dues = await farmerDues();
  const batches = await get(`/Ledger/get-paymentlist-bydate?date=${today}`);
  if (duesMatchLedger && batches.batches.every((b: any) => b.status !== 'open')) {
    const farmers = latest.rows.filter((r: any) => r.customerKind === 'farmer');
    expect(farmers.length).toBeGreaterThan(0);
    for (const row of farmers) {
      // A farmer missing from the payment screen has nothing due.
      const due = dues.find((f) => f.farmerId === row.customerId)?.duePaise ?? 0;
      const opening = openings.get(row.customerId) ?? 0;
      expect(0 - row.balancePaise - opening, row.customerCode).toBe(due);
    }
  }
  return { trial, latest };
}

/** Farmer opening balances (credit: the market owed them at go-live), kept apart from what lots made due. */
const openings = new Map<string, number>();

async function payReelersInFull(mode: 'cash' | 'cheque' | 'bank') {
  await m.app.settle();
  const latest = await get('/Ledger/get_LatestLedger?customerType=reeler');
  for (const row of latest.rows) {
    if (row.balancePaise <= 0) continue;
    await post('/ReelerReceipt/SaveReceipt', {
      reelerId: row.customerId,
      mode,
      chequeNo: mode === 'cheque' ? `CHQ${row.balancePaise % 100_000}` : null,
      bankReference: mode === 'bank' ? `UTR${row.balancePaise}` : null,
      amountPaise: row.balancePaise,
      purpose: 'invoice',
      invoiceNos: [],
      // The ledger's balance counts lots not invoiced yet: what no invoice owes is kept as deposit.
      restAsDeposit: true,
    });
  }
}

describe('a market month through the API', () => {
  it('keeps the trial balance at zero and every passbook true, day after day, and rebuilds to the same ledger', async () => {
    let dayIndex = 0;
    let firstPaymentId = '';
    for (const offset of DAYS) {
      m.setClock('09:00');
      m.shiftClock(offset * 24 * 60);
      // The morning's cash for the farmers' payments, drawn from the bank (issue 22: no cash paid that is not held).
      await drawCash(m, 50_000_000);
      const sales = Array.from({ length: 4 }, (_, i) => ({
        farmer: (dayIndex * 2 + i) % FARMERS,
        reeler: i % REELERS,
        ratePaise: 70_000 + dayIndex * 1_150 + i * 275,
        netGrams: 40_000 + dayIndex * 3_333 + i * 1_001,
      }));
      const lots = await weighLots(m, sales);
      await m.app.settle();

      if (dayIndex === 0) {
        // Go-live balances: a reeler owed the market, two farmers were owed; together they net the suspense to zero.
        await post('/OpeningBalance/SaveOpeningBalance', {
          customerId: reelerId(2),
          side: 'debit',
          amountPaise: 1_250_00,
          asOn: m.today(),
        });
        await post('/OpeningBalance/SaveOpeningBalance', {
          customerId: farmerId(5),
          side: 'credit',
          amountPaise: 480_50,
          asOn: m.today(),
        });
        openings.set(farmerId(5), 480_50);
        // Net of the two, the suspense holds 769.50 to credit until the last balance, a farmer owed 769.50, is in.
        await post('/OpeningBalance/SaveOpeningBalance', {
          customerId: farmerId(4),
          side: 'credit',
          amountPaise: 769_50,
          asOn: m.today(),
        });
        openings.set(farmerId(4), 769_50);
      }

      // Farmers are paid in cash for everything due, except those left for the online batch on day 2.
      const dues = await farmerDues();
      const forBatch = dayIndex === 2 ? dues.slice(0, 2).map((f) => f.farmerId) : [];
      for (const farmer of dues) {
        if (forBatch.includes(farmer.farmerId) || farmer.duePaise <= 0) continue;
        const due = farmer.lots.filter((l: any) => l.duePaise > 0 && l.inTransitPaise === 0);
        if (due.length === 0) continue;
        const paid = await post('/FarmerPayment/PayCash', {
          farmerId: farmer.farmerId,
          lotIds: due.map((l: any) => l.lotId),
        });
        firstPaymentId ||= paid.paymentId;
      }

      if (dayIndex === 1) {
        // A payment made in error is reversed (its lots are due again and paid on a later day), and a lot already
        // paid is corrected: the difference shows on the farmer's account.
        await post('/FarmerPayment/ReversePayment', {
          paymentId: firstPaymentId,
          reason: 'Paid to the wrong farmer',
        });
        await post('/CocoonAuction/CorrectWeight', {
          lotId: lots[0]!.lotId,
          netGrams: lots[0]!.netGrams + 1_500,
          reason: 'Scale recalibrated',
        });
      }

      if (dayIndex === 2) {
        await post('/OnlinePayment/AddToBatch', { batchDate: m.today(), farmerIds: forBatch });
        await m.app.settle();
        const listed = await get(`/Ledger/get-paymentlist-bydate?date=${m.today()}`);
        const batch = listed.batches[0];
        await approveAsAd(m, batch.batchId);
        const exported = await m.api.post(
          '/OnlinePayment/ExportBankFile',
          { batchId: batch.batchId },
          m.staff,
        );
        expect(exported.status).toBe(200);
        await checkInvariants();
        await post('/OnlinePayment/RecordResults', {
          batchId: batch.batchId,
          results: [
            { rowId: batch.rows[0].rowId, outcome: 'paid', bankReference: 'UTR0001' },
            { rowId: batch.rows[1].rowId, outcome: 'failed', reason: 'Account closed' },
          ],
        });
        await m.app.settle();
        const failed = (await farmerDues()).find((f) => f.farmerId === batch.rows[1].farmerId);
        expect(failed).toMatchObject({ duePaise: batch.rows[1].amountPaise, inTransitPaise: 0 });
        expect(failed.bank).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
      }

      if (dayIndex === 3) {
        const posted = await post('/Voucher/SaveVoucher', {
          voucherType: 'Journal',
          voucherDate: m.today(),
          lines: [
            { account: { kind: 'reeler', customerId: reelerId(0) }, debitPaise: 350_00, creditPaise: 0 },
            { account: { kind: 'farmer', customerId: farmerId(1) }, debitPaise: 0, creditPaise: 350_00 },
          ],
          notes: 'Price difference agreed at the counter',
        });
        await checkInvariants({ duesMatchLedger: false });
        await post('/Voucher/CancelVoucher', {
          voucherId: posted.voucherId,
          reason: 'Entered against the wrong reeler',
          date: m.today(),
        });
        // The levy collected so far is remitted to the department from the bank.
        const trial = await get(`/Ledger/TrialBalance?asOn=${m.today()}`);
        const levy = 0 - trial.rows.find((r: any) => r.accountKind === 'farmer-levy').balancePaise;
        expect(levy).toBeGreaterThan(0);
        await post('/LevyRemittance/SaveLevyRemittance', {
          remittedOn: m.today(),
          challanNo: 'CHALLAN-17',
          farmerLevyPaise: levy,
          notes: 'Farmer levy remitted to the department',
        });
      }

      await payReelersInFull((['cash', 'cheque', 'bank'] as const)[dayIndex % 3]!);
      await checkInvariants();
      dayIndex += 1;
    }

    const { trial, latest } = await checkInvariants();
    const suspense = trial.rows.find((r: any) => r.accountKind === 'opening-balance-suspense');
    expect(suspense?.balancePaise ?? 0).toBe(0);
    const transit = trial.rows.find((r: any) => r.accountKind === 'payments-in-transit');
    expect(transit?.balancePaise ?? 0).toBe(0);
    // Every reeler paid what they owed.
    for (const row of latest.rows.filter((r: any) => r.customerKind === 'reeler'))
      expect(row.balancePaise).toBe(0);

    const passbooks = async () =>
      Promise.all(
        latest.rows.map((row: any) =>
          get(`/Ledger/CustomerPassbook?customerId=${row.customerId}&from=2000-01-01&to=${m.today()}`),
        ),
      );
    const before = { trial, books: await passbooks() };
    const { ledgerProjection, rebuildProjection } = await import('@cocoon/projectors');
    const rebuilt = await rebuildProjection({
      store: m.app.deps.store,
      db: m.app.deps.db,
      projection: ledgerProjection,
      logger: m.app.deps.logger,
      batchSize: 7,
    });
    expect(rebuilt.generation).toBeGreaterThan(rebuilt.previousGeneration);
    expect({ trial: await get(`/Ledger/TrialBalance?asOn=${m.today()}`), books: await passbooks() }).toEqual(
      before,
    );
  }, 600_000);
});
