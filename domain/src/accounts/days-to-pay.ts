import { z } from 'zod';
import { type WorkingCalendar, workingDaysBetween } from '../masters/working-days.js';

/**
 * The farmer's wait, measured (issue 25, part 6): working days of the market from a lot's weighing to the day its
 * farmer net was fully paid — the bank's credit date (`BatchRowPaid.paidOn`) or the day of a cash payment.
 * Working days are the office's (working-days.ts): a lot weighed on a Friday before a Saturday holiday and
 * credited on Monday waited 1 working day. A lot still unpaid has waited the working days since weighing up to
 * today; it is beyond the market's promise (setting `paymentpromisedays`, default 1) when that wait is longer.
 */

/** The median of whole days in hundredths (1 and 2 → 150): exact, so a report cell stays an integer. */
export function medianHundredths(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]! * 100
    : ((sorted[middle - 1]! + sorted[middle]!) * 100) / 2;
}

/**
 * A percentile by nearest rank: the smallest value with at least `percent` % of the values at or below it (p90 of
 * ten lots is the ninth slowest). Always one of the values, never an interpolation between two lots.
 */
export function percentile(values: readonly number[], percent: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** One weighed lot as the measure sees it. */
export interface LotWait {
  /** Working days from weighing to full payment, or to today while unpaid. */
  days: number;
  paid: boolean;
  /** The market's promise in working days (setting `paymentpromisedays` in force on the weighing date). */
  promiseDays: number;
}

/** The figures of a group of lots (a market day, or the 30 days of the dashboard). */
export interface WaitFigures {
  lots: number;
  paidLots: number;
  /** Median working days to pay over the paid lots, in hundredths; null when none is paid yet. */
  medianHundredths: number | null;
  /** 90th percentile (nearest rank) over the paid lots, whole working days. */
  p90Days: number | null;
  unpaidLots: number;
  /** The longest wait so far of an unpaid lot, working days as of today. */
  oldestUnpaidDays: number | null;
  /** Unpaid lots waiting longer than their market's promise. */
  beyondPromise: number;
}

/**
 * The median and p90 are of lots paid (the days "from weighing to credit" exist only once credited); what is still
 * unpaid is told beside them, by its count, the oldest wait and how many are beyond the promise, so a day whose
 * slow lots are not yet paid never looks fast without saying so.
 */
export function waitFigures(waits: readonly LotWait[]): WaitFigures {
  const paid = waits.filter((w) => w.paid).map((w) => w.days);
  const unpaid = waits.filter((w) => !w.paid);
  return {
    lots: waits.length,
    paidLots: paid.length,
    medianHundredths: medianHundredths(paid),
    p90Days: percentile(paid, 90),
    unpaidLots: unpaid.length,
    oldestUnpaidDays: unpaid.length === 0 ? null : Math.max(...unpaid.map((w) => w.days)),
    beyondPromise: unpaid.filter((w) => isBeyondPromise(w)).length,
  };
}

export const isBeyondPromise = (wait: LotWait): boolean => !wait.paid && wait.days > wait.promiseDays;

/**
 * The working days a lot waited: to the day it was paid, else to today. Counting is memoised per market and pair
 * of dates by the caller's `counter` (a market day's lots share their weighing and credit dates).
 */
export function lotWaitDays(
  lot: { weighedOn: string; paidOn: string | null },
  today: string,
  counter: WorkingDayCounter,
): number {
  return counter(lot.weighedOn, lot.paidOn ?? today);
}

export type WorkingDayCounter = (from: string, to: string) => number;

/** `workingDaysBetween` of one calendar, remembered per pair of dates. */
export function workingDayCounter(calendar: WorkingCalendar): WorkingDayCounter {
  const known = new Map<string, number>();
  return (from, to) => {
    const key = `${from}|${to}`;
    let days = known.get(key);
    if (days === undefined) {
      days = workingDaysBetween(from, to, calendar);
      known.set(key, days);
    }
    return days;
  };
}

/**
 * Why a lot waits beyond the promise, derived from what the events say, the most specific first: the bank
 * returned its last row; it sits in a run not yet approved (a batch not exported); it was sent and the credit is
 * awaited; the farmer has no verified bank details; in a credit market, the reeler has not paid for it; else it
 * was simply not put in a payment run.
 */
export const PAYMENT_WAIT_REASONS = {
  returned: 'Returned by the bank',
  'run-not-approved': 'Run not approved',
  'awaiting-credit': 'Sent to the bank, credit awaited',
  'no-bank-details': 'No verified bank details',
  'reeler-not-paid': 'Reeler not paid',
  'not-in-run': 'Not yet in a payment run',
} as const;
export type PaymentWaitReason = keyof typeof PAYMENT_WAIT_REASONS;

/** Where the lot's last batch row stands (null: never in a batch). */
export type WaitRowStatus = 'added' | 'processing' | 'paid' | 'failed' | 'removed' | null;

export function paymentWaitReason(facts: {
  rowStatus: WaitRowStatus;
  bankDetailsVerified: boolean;
  reelerUnpaid: boolean;
}): PaymentWaitReason {
  if (facts.rowStatus === 'failed') return 'returned';
  if (facts.rowStatus === 'added') return 'run-not-approved';
  if (facts.rowStatus === 'processing') return 'awaiting-credit';
  if (!facts.bankDetailsVerified) return 'no-bank-details';
  if (facts.reelerUnpaid) return 'reeler-not-paid';
  return 'not-in-run';
}

const count = z.number().int().nonnegative();
const figuresShape = {
  lots: count,
  paidLots: count,
  medianHundredths: z.number().int().nullable(),
  p90Days: z.number().int().nullable(),
  unpaidLots: count,
  oldestUnpaidDays: z.number().int().nullable(),
  beyondPromise: count,
};

/**
 * Invoice/dashboard-daystopay: the tile (the 30 days ending on the date together, and the oldest unpaid lot and
 * the lots beyond the promise as of today) and the chart (the same figures per weighing day).
 */
export const dashboardDaysToPaySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The promise of the markets covered when they agree; null when they differ. */
  promiseDays: z.number().int().nullable(),
  ...figuresShape,
  days: z.array(z.object({ date: z.string(), ...figuresShape })),
});
export type DashboardDaysToPay = z.infer<typeof dashboardDaysToPaySchema>;
