import type { Balances, MoneyModel, RealMarket } from './model.js';
import { dueOf } from './model.js';
import { fail, get, same } from './real.js';

/**
 * The invariants, read from the answers the screens and auditors read, after the read side has caught up with
 * every committed event (TestApp.settle: the projections' checkpoints at the newest committed position).
 */

/** The full checks (payment screen, reports, latest ledger) every this many steps and at the end of a run. */
export const FULL_CHECK_EVERY = Number(process.env.MONEY_MODEL_FULL_CHECK_EVERY ?? 5);

interface TrialRow {
  accountKind: string;
  customerId: string | null;
  balancePaise: number;
  debitTotalPaise: number;
  creditTotalPaise: number;
}

export async function readBalances(real: RealMarket, today: string): Promise<Balances> {
  const trial = await get(real, `/Ledger/TrialBalance?asOn=${today}`);
  const rows = trial.rows as TrialRow[];
  const kind = (k: string) => rows.filter((r) => r.accountKind === k).reduce((t, r) => t + r.balancePaise, 0);
  const customer = (id: string) => rows.find((r) => r.customerId === id)?.balancePaise ?? 0;
  return {
    farmers: real.m.farmers.map((f) => customer(f.customerId)),
    reelers: real.m.reelers.map((r) => customer(r.customerId)),
    cash: kind('cash'),
    bank: kind('bank'),
    transit: kind('payments-in-transit'),
    farmerLevy: kind('farmer-levy'),
    reelerLevy: kind('reeler-levy'),
  };
}

export async function checkAfterStep(model: MoneyModel, real: RealMarket) {
  await real.m.app.settle();
  await checkLedger(model, real);
  if (model.step % FULL_CHECK_EVERY === 0) await checkScreensAndReports(model, real);
}

/** Trial balance zero; every account the model knows at the model's figure; cash never below zero; farmers never overpaid. */
export async function checkLedger(model: MoneyModel, real: RealMarket) {
  const trial = await get(real, `/Ledger/TrialBalance?asOn=${model.today}`);
  same(real, trial.differencePaise, 0, 'trial balance difference');
  same(real, trial.debitTotalPaise, trial.creditTotalPaise, 'trial balance debits = credits');
  const rows = trial.rows as TrialRow[];
  same(
    real,
    rows.reduce((t, r) => t + r.balancePaise, 0),
    0,
    'sum of the trial balance rows',
  );
  const server = await readBalances(real, model.today);
  const expected = model.balances;
  same(real, server.cash, expected.cash, 'Cash account (debit - credit)');
  same(real, server.bank, expected.bank, 'Bank account');
  same(real, server.transit, expected.transit, 'Payments in transit');
  same(real, server.farmerLevy, expected.farmerLevy, 'Farmer levy account');
  same(real, server.reelerLevy, expected.reelerLevy, 'Reeler levy account');
  for (const [i, balance] of server.farmers.entries())
    same(real, balance, expected.farmers[i], `farmer F${i + 1}'s ledger balance`);
  for (const [i, balance] of server.reelers.entries())
    same(real, balance, expected.reelers[i], `reeler R${i + 1}'s ledger balance`);

  if (server.cash < 0) fail(real, `cash on hand is negative: ${server.cash} paise`);
  // A farmer's account is in credit (the market owes) or zero: no payment took a farmer past what was owed,
  // unless a correction lowered a lot already paid (or sent to the bank).
  for (const [i, balance] of server.farmers.entries()) {
    const corrected = model.lots.some((l) => l.farmer === i && l.correctedAfterPayment);
    if (balance > 0 && !corrected) fail(real, `farmer F${i + 1} was paid ${balance} paise more than owed`);
  }
}

const sumOf = (rows: ReadonlyArray<Record<string, unknown>>, key: string) =>
  rows.reduce((t, r) => t + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0);

interface ReportAnswer {
  columns: Array<{ key: string; total?: string | null }>;
  rows: Array<Record<string, unknown>>;
  totals: Record<string, unknown>;
}

/** Every summed column's total is the sum of its rows, to the paisa. */
function totalsAreSums(real: RealMarket, report: ReportAnswer, name: string) {
  const summed = report.columns.filter((c) => c.total === 'sum');
  if (summed.length === 0) fail(real, `${name}: no summed column in the answer's columns`);
  for (const column of summed)
    same(real, report.totals[column.key], sumOf(report.rows, column.key), `${name}: total of ${column.key}`);
}

/** Σ of a row's ageing buckets is its balance. */
function agesAddUp(real: RealMarket, report: ReportAnswer, name: string) {
  const buckets = report.columns.map((c) => c.key).filter((k) => /^age.*Paise$/.test(k));
  if (buckets.length === 0) fail(real, `${name}: no ageing columns`);
  for (const row of report.rows)
    same(
      real,
      buckets.reduce((t, k) => t + Number(row[k] ?? 0), 0),
      row.balancePaise,
      `${name}: ageing buckets of ${String(row.farmerCode ?? row.reelerCode)}`,
    );
}

export async function checkScreensAndReports(model: MoneyModel, real: RealMarket) {
  const { m } = real;
  const market = `marketId=${m.hosurId}`;

  // The payment screen: this run's lots at the model's net, paid, in transit and due; never paid past the net.
  const dues = await get(real, `/Invoice/getAll_FarmerPaymentInfo?asOn=${model.today}`);
  const listed = new Map<
    string,
    { netPaise: number; paidPaise: number; inTransitPaise: number; duePaise: number }
  >();
  for (const farmer of dues.data) {
    same(
      real,
      farmer.duePaise,
      sumOf(farmer.lots, 'duePaise'),
      `payment screen: ${farmer.farmerCode}'s due is the sum of the lots`,
    );
    for (const lot of farmer.lots) {
      listed.set(lot.lotId, lot);
      const corrected = model.lots.some((l) => l.lotId === lot.lotId && l.correctedAfterPayment);
      if (lot.paidPaise + lot.inTransitPaise > lot.netPaise && !corrected)
        fail(
          real,
          `payment screen: lot ${lot.lotNo} paid ${lot.paidPaise} + in transit ${lot.inTransitPaise} > net ${lot.netPaise}`,
        );
    }
  }
  same(real, dues.totals.duePaise, sumOf(dues.data, 'duePaise'), 'payment screen: total due');
  for (const lot of model.lots.filter((l) => l.state === 'weighed')) {
    const row = listed.get(lot.lotId);
    const expected = {
      netPaise: lot.farmerNetPaise,
      paidPaise: lot.paidPaise,
      inTransitPaise: lot.inTransitPaise,
      duePaise: dueOf(lot),
    };
    if (row)
      same(
        real,
        {
          netPaise: row.netPaise,
          paidPaise: row.paidPaise,
          inTransitPaise: row.inTransitPaise,
          duePaise: row.duePaise,
        },
        expected,
        `payment screen: L${lot.ref}`,
      );
    else if (dueOf(lot) !== 0 || lot.inTransitPaise !== 0)
      fail(real, `payment screen: L${lot.ref} is missing though the model has ${JSON.stringify(expected)}`);
  }

  // Farmer outstanding: what the market owes each farmer (minus its ledger balance), aged; totals = rows.
  const farmerOverdue = (await get(
    real,
    `/CocoonAuction/FarmerOverdue?${market}&date=${model.today}`,
  )) as ReportAnswer;
  totalsAreSums(real, farmerOverdue, 'Farmer outstanding');
  agesAddUp(real, farmerOverdue, 'Farmer outstanding');
  for (const [i, f] of m.farmers.entries()) {
    const row = farmerOverdue.rows.find((r) => r.farmerId === f.customerId);
    const owed = -model.balances.farmers[i]!;
    same(real, row?.balancePaise ?? 0, owed > 0 ? owed : 0, `Farmer outstanding: F${i + 1}`);
  }

  // Reeler outstanding: what each reeler owes (advances are not rows).
  const reelerOverdue = (await get(
    real,
    `/CocoonAuction/ReelerOverdue?${market}&date=${model.today}`,
  )) as ReportAnswer;
  totalsAreSums(real, reelerOverdue, 'Reeler outstanding');
  agesAddUp(real, reelerOverdue, 'Reeler outstanding');
  for (const [i, r] of m.reelers.entries()) {
    const row = reelerOverdue.rows.find((x) => x.reelerId === r.customerId);
    const owes = model.balances.reelers[i]!;
    same(real, row?.balancePaise ?? 0, owes > 0 ? owes : 0, `Reeler outstanding: R${i + 1}`);
  }

  // Date-wise levy of today (this run's lots, all inwarded today): totals = rows = the model's levies.
  const levy = (await get(
    real,
    `/CocoonAuction/DateWiseLevy?${market}&from=${model.today}&to=${model.today}`,
  )) as ReportAnswer;
  totalsAreSums(real, levy, 'Date-wise levy');
  same(
    real,
    {
      lots: sumOf(levy.rows, 'lots'),
      netGrams: sumOf(levy.rows, 'netGrams'),
      amountPaise: sumOf(levy.rows, 'amountPaise'),
      farmerLevyPaise: sumOf(levy.rows, 'farmerLevyPaise'),
      reelerLevyPaise: sumOf(levy.rows, 'reelerLevyPaise'),
      totalLevyPaise: sumOf(levy.rows, 'totalLevyPaise'),
    },
    {
      lots: model.levyToday.lots,
      netGrams: model.levyToday.grams,
      amountPaise: model.levyToday.amountPaise,
      farmerLevyPaise: model.levyToday.farmerLevyPaise,
      reelerLevyPaise: model.levyToday.reelerLevyPaise,
      totalLevyPaise: model.levyToday.farmerLevyPaise + model.levyToday.reelerLevyPaise,
    },
    "Date-wise levy of today's lots",
  );

  // The latest ledger agrees with the trial balance's customer rows (both were checked against the model).
  const latest = await get(real, '/Ledger/get_LatestLedger');
  for (const [i, f] of m.farmers.entries()) {
    const row = latest.rows.find((r: { customerId: string }) => r.customerId === f.customerId);
    same(real, row?.balancePaise ?? 0, model.balances.farmers[i], `latest ledger: F${i + 1}`);
  }
  for (const [i, r] of m.reelers.entries()) {
    const row = latest.rows.find((x: { customerId: string }) => x.customerId === r.customerId);
    same(real, row?.balancePaise ?? 0, model.balances.reelers[i], `latest ledger: R${i + 1}`);
  }
}
