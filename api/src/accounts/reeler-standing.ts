import {
  barredMessage,
  type ReelerBar,
  type ReelerStanding,
  type ReelerStandingAnswer,
} from '@cocoon/domain';
import { type ReadModelDb, reelerStanding } from '@cocoon/projectors';
import { type ReelerPaySettings, reelerPaySettings } from '../auction/access.js';
import { exclusive } from '../commands/exclusive.js';
import type { AppDeps } from '../http/context.js';
import { type LedgerMoney, ledgerMoneyNow } from './reeler-cover.js';

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export interface ReelerStandingOn {
  settings: ReelerPaySettings;
  standing: ReelerStanding;
  /** Set when the reeler has dues overdue past `reelerbardays`: what paying clears, and since when it is due. */
  bar: ReelerBar | null;
}

/**
 * A reeler's standing on a date from the ledger (`reelerStanding`: one indexed read of the reeler's postings),
 * judged by the market's payment settings in force that day. The bar names the amount overdue past the bar
 * days (paying it lifts the bar) and the due date of the oldest unpaid debit (FIFO: the oldest is barred first).
 */
export async function reelerStandingOn(
  db: ReadModelDb,
  q: { marketId: string; reelerId: string; asOn: string },
  settings?: ReelerPaySettings,
): Promise<ReelerStandingOn> {
  const pay = settings ?? (await reelerPaySettings(db, q.marketId, q.asOn));
  const standing = await reelerStanding(db, { ...q, payDays: pay.payDays, barDays: pay.barDays });
  const bar =
    standing.barredPaise > 0 && standing.oldestUnpaidDate
      ? { overduePaise: standing.barredPaise, since: addDays(standing.oldestUnpaidDate, pay.payDays) }
      : null;
  return { settings: pay, standing, bar };
}

/** What the reeler's phone is told (the banner), in the words the bid refusal uses. */
export const standingAnswer = ({ standing, bar }: ReelerStandingOn): ReelerStandingAnswer => ({
  barred: bar,
  message: bar ? barredMessage(bar) : null,
  balancePaise: standing.balancePaise,
  creditAvailablePaise: standing.availablePaise,
});

const TTL_MS = 5_000;

/** What the bid reads of the reeler's money: the bar, and in a deposit market the ledger's credit for the cover. */
export interface ReelerMoney {
  bar: ReelerBar | null;
  /** Set in a market where reelers deposit in advance (`reelerpaymode` 1). */
  deposit: LedgerMoney | null;
}
const caches = new WeakMap<AppDeps, Map<string, { at: number; value: Promise<ReelerMoney> }>>();

/**
 * The bid path is hot (api/src/auction/bench): a reeler's bar and deposit are read from the ledger at most once
 * per 5 s per process (small indexed reads: the ledger's checkpoint, the settings and the reeler's postings), like
 * the auction settings. A receipt recorded in this process forgets the reeler's entry, so paying lifts the bar
 * once the ledger has it; a receipt taken by another process is seen within 5 s. The deposit figure carries the
 * ledger position it includes, so the cover counts a lot weighed since exactly once (api/src/accounts/reeler-cover.ts).
 */
export function reelerMoneyFor(
  deps: AppDeps,
  q: { marketId: string; reelerId: string; asOn: string },
): Promise<ReelerMoney> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new Map();
    caches.set(deps, cache);
  }
  const key = `${q.marketId}:${q.reelerId}:${q.asOn}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  // The auction goes on if the ledger cannot be read (a rebuild, an outage): logged, and read again next time.
  const value = ledgerMoneyNow(deps, q)
    .then((s) => ({ bar: s.bar, deposit: s.settings.payMode === 'advance' ? s.money : null }))
    .catch((error: unknown) => {
      cache.delete(key);
      deps.logger.warn(
        { err: error, reelerId: q.reelerId },
        'reeler standing unreadable: bid not checked for a bar or cover',
      );
      return { bar: null, deposit: null };
    });
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** A reeler's bar, as the bid reads it (cached). */
export const reelerBarFor = (deps: AppDeps, q: { marketId: string; reelerId: string; asOn: string }) =>
  reelerMoneyFor(deps, q).then((m) => m.bar);

/** Forget a reeler's cached bar (a receipt or its reversal was just recorded). */
export function forgetReelerBar(deps: AppDeps, reelerId: string): void {
  const cache = caches.get(deps);
  if (!cache) return;
  for (const key of cache.keys()) if (key.includes(`:${reelerId}:`)) cache.delete(key);
}

/**
 * What spends or pays back one reeler's deposit takes its turn here, in this process and across api processes:
 * weighing a lot for a deposit-market reeler (the charge) and a Payment voucher paying the reeler back (the
 * refund). Each reads the ledger after the other's posting is stored, so the two cannot both spend the same money.
 */
export function inDepositTurn<T>(
  db: ReadModelDb | undefined,
  marketId: string,
  reelerIds: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  // One reeler after another in a fixed order, so two commands naming the same reelers never wait on each other.
  const [first, ...rest] = [...new Set(reelerIds)].sort();
  if (first === undefined) return work();
  return exclusive(db, `deposit:${marketId}:${first}`, () => inDepositTurn(db, marketId, rest, work));
}
