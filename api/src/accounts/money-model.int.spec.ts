import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startAuctionMarket } from '../auction/testing.js';
import { checkLedger, checkScreensAndReports, readBalances } from './money-model/checks.js';
import { moneyCommands } from './money-model/commands.js';
import {
  cloneBalances,
  type Enforced,
  FARMER_LEVY_BP,
  type MoneyModel,
  REELER_LEVY_BP,
  type RealMarket,
} from './money-model/model.js';
import { fail, get, same } from './money-model/real.js';
import { previousMonth } from './testing.js';

/**
 * Issue 22, "Proof, not examples": a model-based test of the money invariants. fast-check draws sequences of
 * user actions (inward, auction, approval, weight and its correction, bills, cash payments and their reversal,
 * the online batch to the bank's answers, reelers' receipts, Journal / Receipt / Contra vouchers and their
 * cancellation, month close; some requests retried with the same key or clicked twice, and races of two requests
 * on one lot) and runs them through the real API on one market with its own PostgreSQL database,
 * keeping by hand a small model of every account. After every step: the trial balance is zero and every account
 * the model knows is at the model's figure; cash on hand is never negative; no farmer is paid past what was
 * owed. Every few steps (and at the end of each run) the payment screen, the farmer and reeler outstanding
 * reports and the date-wise levy report are checked too (totals = rows = model). At the end the ledger is rebuilt
 * from the events and must answer the same.
 *
 * Each run (and each replay while shrinking) starts a market of its own, with its own database: a failure
 * cannot poison the next run, and a shrunk counterexample replays on empty books.
 *
 * Knobs (environment): MONEY_MODEL_RUNS (runs, default 4), MONEY_MODEL_STEPS (commands drawn per run, at most;
 * default 240, about half apply), MONEY_MODEL_SEED (default 22: fixed so CI is reproducible, and one whose four
 * runs are full days), MONEY_MODEL_PATH (replay a counterexample: fast-check prints seed and path on a failure),
 * MONEY_MODEL_SHRINK=0 (stop at the first failure), MONEY_MODEL_VERBOSE=1 (print every run's story),
 * MONEY_MODEL_FULL_CHECK_EVERY (steps between the screen and report checks, default 5), MONEY_MODEL_ENFORCE
 * (flags of ENFORCED below to switch on). Thousands of steps: MONEY_MODEL_RUNS=40 (about 10 minutes).
 */
/**
 * What today's server enforces. Cash on hand >= 0 is checked after every step either way; a flag off means the
 * server does not refuse yet, so the model never asks for an overdraft (today's code would make one). The
 * merger switches a flag to true when the rule lands (or runs with MONEY_MODEL_ENFORCE=name,name): the model
 * then also asks for overdrafts and expects each to be refused with a 4xx.
 */
const ENFORCED: Enforced = {
  /** FarmerPayment/PayCash beyond the cash in hand is refused (being added beside this work: off until merged). */
  cashNeverNegative: true,
  /** A Contra voucher or a cancellation taking Cash below zero is refused (not planned yet). */
  cashNeverNegativeVouchers: true,
};
for (const name of (process.env.MONEY_MODEL_ENFORCE ?? '').split(',').filter(Boolean)) {
  if (!(name in ENFORCED))
    throw new Error(`MONEY_MODEL_ENFORCE: no flag ${name} (${Object.keys(ENFORCED).join(', ')})`);
  ENFORCED[name as keyof Enforced] = true;
}

const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 4);
/** Commands drawn per run, at most; those whose `check` fails on the model are skipped (about half). */
const STEPS = Number(process.env.MONEY_MODEL_STEPS ?? 240);
const SEED = Number(process.env.MONEY_MODEL_SEED ?? 22);
const FARMERS = 4;
const REELERS = 3;

const report = (text: string) => process.stdout.write(`${text}\n`);
const expectedRefusals = new Map<string, number>();
const unknownRefusals = new Map<string, number>();

/**
 * The PostgreSQL server is shared with the other test files (about 23 connections a market): a full server at
 * the start of a run is waited out, not taken for a counterexample (it would steer the shrinking).
 */
async function startMarket() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAuctionMarket('money_model', { farmers: FARMERS, reelers: REELERS });
    } catch (error) {
      if (attempt >= 6 || !/too many clients/i.test(String(error))) throw error;
      await new Promise((done) => setTimeout(done, 5_000 * attempt));
    }
  }
}

/**
 * A market of its own for one run. Its setup is no part of the property: a setup that fails (the shared server
 * busy) is tried again, said at the end, and never shrunk on.
 */
const setupRetries: string[] = [];
async function openMarket(): Promise<RealMarket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openMarketOnce();
    } catch (error) {
      if (attempt >= 3) throw error;
      setupRetries.push(String(error).slice(0, 300));
    }
  }
}

/** The demo offices, a few farmers and reelers, the levy rates of the model. */
async function openMarketOnce(): Promise<RealMarket> {
  const m = await startMarket();
  try {
    const admin = await m.api.login('admin');
    const from = `${previousMonth(previousMonth(m.today()))}-01`;
    for (const [key, value] of [
      ['farmerlevy', FARMER_LEVY_BP],
      ['reelerlevy', REELER_LEVY_BP],
    ] as const) {
      const set = await m.api.post(
        '/dataManager/SetKeyValue',
        { key, value, effectiveFrom: from, marketId: m.hosurId },
        admin,
      );
      if (set.status !== 200) throw new Error(`setting ${key}: ${JSON.stringify(set.body)}`);
    }
    // The books start on the first of last month (issue 22): vouchers dated last month and its close are valid.
    const live = await m.api.post(
      '/Configmonth/SetGoLive',
      { goLive: `${previousMonth(m.today())}-01` },
      m.staff,
    );
    if (live.status !== 200) throw new Error(`setting the go-live: ${JSON.stringify(live.body)}`);
    await m.app.settle();
    m.setClock('06:00');
    return {
      m,
      adToken: await m.api.login('ad.krishnagiri'),
      reelerTokens: await Promise.all(m.reelers.map((r) => m.loginReeler(r.headCode))),
      log: [],
      unknownRefusals,
      expectedRefusals,
    };
  } catch (error) {
    await m.app.stop();
    throw error;
  }
}

/** The last closed ledger month as the server has it (this year's and last year's months). */
async function closedThrough(real: RealMarket, today: string): Promise<string | null> {
  const years = new Set<string>();
  for (const date of [today, `${previousMonth(today)}-01`]) {
    const year = Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) < 4 ? 1 : 0);
    years.add(`${year}${String((year + 1) % 100).padStart(2, '0')}`);
  }
  let last: string | null = null;
  for (const year of years) {
    const answer = await get(real, `/Configmonth/GetMonth?financialYear=${year}`);
    for (const row of answer.data as Array<{ month: string; status: string }>)
      if (row.status === 'closed' && (last === null || row.month > last)) last = row.month;
  }
  return last;
}

/** The model at the start of a run: the books as the server has them (empty: each run has its own market). */
async function startModel(real: RealMarket): Promise<MoneyModel> {
  await real.m.app.settle();
  const today = real.m.today();
  const opening = await readBalances(real, today);
  const model: MoneyModel = {
    enforced: ENFORCED,
    today,
    closedThrough: await closedThrough(real, today),
    cashPaidOn: {},
    cashDatedBack: 0,
    lots: [],
    payments: [],
    batches: [],
    vouchers: [],
    receipts: [],
    billed: { farmers: new Set(), reelers: new Set() },
    opening,
    balances: cloneBalances(opening),
    levyToday: { farmerLevyPaise: 0, reelerLevyPaise: 0, amountPaise: 0, grams: 0, lots: 0 },
    step: 0,
  };
  real.log.push(`market day ${today}, levy ${FARMER_LEVY_BP} / ${REELER_LEVY_BP} bp, nothing on the books`);
  return model;
}

/** A rebuild of the ledger from the events answers the same trial balance, latest ledger and passbooks. */
async function checkRebuild(real: RealMarket, today: string) {
  const snapshot = async () => {
    const latest = await get(real, '/Ledger/get_LatestLedger');
    return {
      trial: await get(real, `/Ledger/TrialBalance?asOn=${today}`),
      latest,
      books: await Promise.all(
        latest.rows.map((row: { customerId: string }) =>
          get(real, `/Ledger/CustomerPassbook?customerId=${row.customerId}&from=2000-01-01&to=${today}`),
        ),
      ),
    };
  };
  await real.m.app.settle();
  const before = await snapshot();
  for (const book of before.books) {
    const sum = book.lines.reduce(
      (t: number, l: { debitPaise: number; creditPaise: number }) => t + l.debitPaise - l.creditPaise,
      0,
    );
    same(
      real,
      book.closingBalancePaise,
      book.openingBalancePaise + sum,
      `passbook of ${book.customerCode}: closing = Σ postings`,
    );
  }
  const { ledgerProjection, rebuildProjection } = await import('@cocoon/projectors');
  const rebuilt = await rebuildProjection({
    store: real.m.app.deps.store,
    db: real.m.app.deps.db,
    projection: ledgerProjection,
    logger: real.m.app.deps.logger,
    batchSize: 50,
  });
  if (rebuilt.generation <= rebuilt.previousGeneration)
    fail(real, 'the ledger rebuild did not make a new generation');
  same(real, await snapshot(), before, 'the ledger rebuilt from the events');
}

describe('the money model (issue 22)', () => {
  it(`keeps every account to the model's figure over random market days (${RUNS} runs of up to ${STEPS} commands)`, async () => {
    const started = Date.now();
    let runs = 0;
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(
        // Unbiased: fast-check's bias would draw a handful of commands on some runs; these want full days.
        fc.noBias(fc.commands(moneyCommands(FARMERS, REELERS), { maxCommands: STEPS, size: 'max' })),
        async (commands) => {
          const real = await openMarket();
          try {
            const model = await startModel(real);
            await fc.asyncModelRun(() => ({ model, real }), commands);
            // The end of the run: everything, whatever the step count, then the rebuild.
            await real.m.app.settle();
            await checkLedger(model, real);
            await checkScreensAndReports(model, real);
            await checkRebuild(real, model.today);
            runs += 1;
            steps += model.step;
            if (process.env.MONEY_MODEL_VERBOSE) report(real.log.join('\n'));
          } finally {
            await real.m.app.stop();
          }
        },
      ),
      {
        numRuns: RUNS,
        seed: SEED,
        // A counterexample's replay: MONEY_MODEL_PATH="0:1:1" (fast-check prints seed and path on a failure).
        ...(process.env.MONEY_MODEL_PATH ? { path: process.env.MONEY_MODEL_PATH } : {}),
        endOnFailure: process.env.MONEY_MODEL_SHRINK === '0',
      },
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    report(
      `money model: ${runs} runs, ${steps} steps in ${seconds} s (seed ${SEED}); enforced: ${JSON.stringify(ENFORCED)}\n` +
        `refusals the model predicted: ${JSON.stringify(Object.fromEntries(expectedRefusals))}\n` +
        `refusals by rules the model does not know: ${JSON.stringify(Object.fromEntries(unknownRefusals))}` +
        (setupRetries.length ? `\nmarket setups tried again: ${JSON.stringify(setupRetries)}` : ''),
    );
    expect(steps).toBeGreaterThan(0);
  }, 3_600_000);
});
