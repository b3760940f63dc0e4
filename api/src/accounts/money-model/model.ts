import type { AuctionTestMarket } from '../../auction/testing.js';

/**
 * The money model of issue 22 ("Proof, not examples"): a small picture of one market's money, kept by hand from
 * what each command did, against which the ledger, the payment screens and the reports are checked after every
 * step. Nothing here calls the production formulas: a lot's amounts are worked out below from grams, rate and
 * the levy basis points the spec sets on the market.
 */

/**
 * Rules the server may or may not enforce yet: the spec's ENFORCED flags (at the top of money-model.int.spec.ts).
 * Off, the model never asks for what the rule forbids (and the invariant still holds); on, it asks for it too and
 * expects a 4xx refusal.
 */
export interface Enforced {
  /** A farmer's cash payment beyond the cash in hand is refused. */
  cashNeverNegative: boolean;
  /** A voucher (Contra, Payment) or a voucher's cancellation taking Cash below zero is refused. */
  cashNeverNegativeVouchers: boolean;
}

/** The levy rates the spec sets on the market for the whole run (basis points; 1.25 % and 0.75 %: unequal on purpose). */
export const FARMER_LEVY_BP = 125;
export const REELER_LEVY_BP = 75;

/**
 * Half up to the nearest unit, integers only (domain.md: "Lot amount = net weight (kg, 3 decimals) x winning
 * rate (Rs/kg, 2 decimals), rounded to the paisa"; the domain rounds every division half up, 0.5 paise -> 1).
 * Written out again here on purpose: the model must not share the code it checks.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  return rest * 2 >= denominator ? whole + 1 : whole;
}

/** amount = round(g x rate / 1000); levies = round(amount x bp / 10000); farmer net = amount - Lf; reeler pays amount + Lr. */
export function handAmounts(netGrams: number, ratePaise: number) {
  const amountPaise = roundHalfUp(netGrams * ratePaise, 1000);
  const farmerLevyPaise = roundHalfUp(amountPaise * FARMER_LEVY_BP, 10_000);
  const reelerLevyPaise = roundHalfUp(amountPaise * REELER_LEVY_BP, 10_000);
  return {
    amountPaise,
    farmerLevyPaise,
    reelerLevyPaise,
    farmerNetPaise: amountPaise - farmerLevyPaise,
    reelerPayablePaise: amountPaise + reelerLevyPaise,
  };
}

export type LotState = 'inwarded' | 'bid' | 'unsold' | 'approved' | 'rejected' | 'weighed';

export interface ModelLot {
  /** L1, L2, ... in the order of this run's inwards: how a shrunk counterexample names a lot. */
  ref: number;
  lotId: string;
  lotNo: number;
  farmer: number;
  state: LotState;
  reeler: number | null;
  ratePaise: number;
  netGrams: number;
  amountPaise: number;
  farmerLevyPaise: number;
  reelerLevyPaise: number;
  farmerNetPaise: number;
  reelerPayablePaise: number;
  /** Paid to the farmer (cash not reversed, bank rows the bank paid). */
  paidPaise: number;
  /** In a batch row with no answer from the bank yet. */
  inTransitPaise: number;
  /** On the farmer's bill in force / on the reeler's invoice in force (bills do not move money: only whether
   * processing the day has anything left to issue). */
  onFarmerBill: boolean;
  onReelerInvoice: boolean;
  /** Its weight was corrected while paid or in a batch: the farmer may now owe the market (a negative due). */
  correctedAfterPayment: boolean;
}

export interface ModelPayment {
  paymentId: string;
  receiptNo: string;
  farmer: number;
  lots: Array<{ ref: number; amountPaise: number }>;
  /** What the payment recovered of the farmer's overpaid lots (issue 22): given back by those lots. */
  setOffs: Array<{ ref: number; amountPaise: number }>;
  totalPaise: number;
  reversed: boolean;
}

export interface ModelBatchRow {
  rowId: string;
  /** The customer reference on the bank file (what the bank's response file names). */
  reference: string;
  farmer: number;
  lots: Array<{ ref: number; amountPaise: number }>;
  setOffs: Array<{ ref: number; amountPaise: number }>;
  amountPaise: number;
  outcome: 'pending' | 'paid' | 'failed';
}

export interface ModelBatch {
  batchId: string;
  batchNo: string;
  status: 'open' | 'exported' | 'answered';
  rows: ModelBatchRow[];
  /** A second person approved it as it stands (issue 25): a row added or removed since withdraws it. */
  approved: boolean;
}

export interface ModelReceipt {
  receiptId: string;
  receiptNo: string;
  reeler: number;
  mode: 'cash' | 'bank' | 'cheque';
  amountPaise: number;
  reversed: boolean;
}

export type AccountRef =
  | { kind: 'cash' }
  | { kind: 'bank' }
  | { kind: 'farmer'; index: number }
  | { kind: 'reeler'; index: number };

export interface ModelVoucher {
  voucherId: string;
  voucherNo: string;
  type: 'Journal' | 'Receipt' | 'Contra' | 'Payment';
  lines: Array<{ account: AccountRef; debitPaise: number; creditPaise: number }>;
  cancelled: boolean;
}

/** Account balances as the ledger keeps them: debit minus credit (a farmer the market owes is negative). */
export interface Balances {
  farmers: number[];
  reelers: number[];
  cash: number;
  bank: number;
  transit: number;
  farmerLevy: number;
  reelerLevy: number;
}

export interface MoneyModel {
  enforced: Readonly<Enforced>;
  today: string;
  /** The last closed ledger month (YYYY-MM), or null when none is. */
  closedThrough: string | null;
  lots: ModelLot[];
  payments: ModelPayment[];
  batches: ModelBatch[];
  vouchers: ModelVoucher[];
  receipts: ModelReceipt[];
  /** Farmers with a bill in force today, reelers with an invoice in force today. */
  billed: { farmers: Set<number>; reelers: Set<number> };
  /** At the start of the run, read once from the trial balance (earlier runs' money on the same books). */
  opening: Balances;
  /** Now: opening + everything this run did, worked out by hand. */
  balances: Balances;
  /** Farmer and reeler levy of this run's lots (all inwarded today): what the levy report must total. */
  levyToday: {
    farmerLevyPaise: number;
    reelerLevyPaise: number;
    amountPaise: number;
    grams: number;
    lots: number;
  };
  step: number;
  /**
   * Cash paid to each farmer on the day (`farmer|date`): the market pays no one Rs 2 lakh or more in cash in a day
   * (Income-tax Act s.269ST, setting `cashpaylimit`); the model stays under it (cash-book.int.spec.ts tests it).
   */
  cashPaidOn: Record<string, number>;
  /**
   * Cash moved by vouchers dated the first of last month (the only earlier day the model posts on): with the opening
   * cash, the cash book's closing that day. Cash going out on a past day must be there on that day and on every later
   * day with a movement (cash-book.ts), so a back-dated voucher may take out at most the lower of that closing and
   * today's cash.
   */
  cashDatedBack: number;
}

/** Setting `cashpaylimit`'s default: at most Rs 1,99,999.00 in cash to one person in a day. */
export const CASH_PAY_LIMIT_PAISE = 19_999_900;
export const cashPaidToday = (model: Readonly<MoneyModel>, farmer: number) =>
  model.cashPaidOn[`${farmer}|${model.today}`] ?? 0;

/** Cash a voucher dated `date` may take out: today's cash, or for the back-dated day the lower of its closing and today's. */
export const cashAvailableOn = (model: Readonly<MoneyModel>, date: string) =>
  date === model.today
    ? model.balances.cash
    : Math.min(model.opening.cash + model.cashDatedBack, model.balances.cash);

export interface RealMarket {
  m: AuctionTestMarket;
  reelerTokens: string[];
  /** The market's Assistant Director, who approves corrections of paid lots (issue 22). */
  adToken: string;
  /** What this run did, one line a step: the readable story printed with a failure. */
  log: string[];
  /** Refusals the model did not predict but allows (rules it does not know), by rule: reported at the end. */
  unknownRefusals: Map<string, number>;
  /** Refusals the model predicted, by rule. */
  expectedRefusals: Map<string, number>;
}

export const dueOf = (lot: ModelLot) => lot.farmerNetPaise - lot.paidPaise - lot.inTransitPaise;

/**
 * The farmer's lots paid more than their net after a correction (due below zero), oldest first: what the farmer
 * owes back, recovered from the next payment or bank row before anything is paid (farmer-payments.ts).
 */
export const recoverablesOf = (model: Readonly<MoneyModel>, farmer: number) =>
  model.lots
    .filter((l) => l.farmer === farmer && l.state === 'weighed' && dueOf(l) < 0)
    .sort((a, b) => a.lotNo - b.lotNo);

export const recoverableOf = (model: Readonly<MoneyModel>, farmer: number) =>
  recoverablesOf(model, farmer).reduce((t, l) => t - dueOf(l), 0);

/**
 * A payment of `grossPaise` to the farmer: every recoverable set off in full (the payment must be larger, else
 * the server refuses: `null`). What is paid is the gross less the set-offs.
 */
export function setOffsFor(model: Readonly<MoneyModel>, farmer: number, grossPaise: number) {
  const lots = recoverablesOf(model, farmer);
  const total = lots.reduce((t, l) => t - dueOf(l), 0);
  if (total >= grossPaise && total > 0) return null;
  return lots.map((l) => ({ ref: l.ref, amountPaise: -dueOf(l) }));
}

export function applyToBalances(b: Balances, account: AccountRef, debitMinusCredit: number) {
  switch (account.kind) {
    case 'cash':
      b.cash += debitMinusCredit;
      break;
    case 'bank':
      b.bank += debitMinusCredit;
      break;
    case 'farmer':
      b.farmers[account.index]! += debitMinusCredit;
      break;
    case 'reeler':
      b.reelers[account.index]! += debitMinusCredit;
      break;
  }
}

export const cloneBalances = (b: Balances): Balances => ({
  ...b,
  farmers: [...b.farmers],
  reelers: [...b.reelers],
});

/** The open batch of today, the one awaiting the bank, or none (a new one may be opened). */
export const currentBatch = (model: Readonly<MoneyModel>) =>
  model.batches.find((b) => b.status !== 'answered');

export function monthOfDate(date: string) {
  return date.slice(0, 7);
}

export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * A weight correction brings the bills already issued in line (bill-writes.ts `reissueBillsOfLot`, mode
 * `reconcile`): the farmer's bill in force and the reeler's invoice in force are issued again with all their
 * weighed lots of the day, lots weighed after the bill included; a customer not yet billed waits for the officer.
 */
export function reconcileBills(model: MoneyModel, lot: ModelLot) {
  const farmerBilled = model.billed.farmers.has(lot.farmer);
  const reelerBilled = lot.reeler !== null && model.billed.reelers.has(lot.reeler);
  for (const other of model.lots) {
    if (other.state !== 'weighed') continue;
    if (farmerBilled && other.farmer === lot.farmer) other.onFarmerBill = true;
    if (reelerBilled && other.reeler === lot.reeler) other.onReelerInvoice = true;
  }
}
