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
import { ledgerCaughtUp } from './ledger-caught-up.js';
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

/** A belt to the notices' braces: nothing kept is used after a minute without being read again. */
const TTL_MS = 60_000;
/** The market's payment settings are looked at again at most this often to check what is kept (as the auction's). */
const SETTINGS_TTL_MS = 5_000;

/** What the bid reads of the reeler's money: the bar, and in a deposit market the ledger's credit for the cover. */
export interface ReelerMoney {
  bar: ReelerBar | null;
  /** Set in a market where reelers deposit in advance (`reelerpaymode` 1). */
  deposit: LedgerMoney | null;
}
interface Read {
  money: ReelerMoney;
  /** The payment settings the bar was judged by (null when the ledger could not be read: never kept). */
  settings: ReelerPaySettings | null;
}
interface Kept {
  at: number;
  /** The ledger notices' mark taken before the read (LedgerNotices.mark). */
  mark: string;
  value: Promise<Read>;
}
const caches = new WeakMap<AppDeps, Map<string, Kept>>();
const listened = new WeakSet<AppDeps>();
const paySettings = new WeakMap<AppDeps, Map<string, { at: number; value: Promise<ReelerPaySettings> }>>();

/** The market's reeler payment settings, read at most once per 5 s per market and process. */
function paySettingsFor(deps: AppDeps, marketId: string, asOn: string): Promise<ReelerPaySettings> {
  let cache = paySettings.get(deps);
  if (!cache) {
    cache = new Map();
    paySettings.set(deps, cache);
  }
  const key = `${marketId}:${asOn}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.value;
  const value = reelerPaySettings(deps.db, marketId, asOn);
  value.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), value });
  return value;
}
const sameSettings = (a: ReelerPaySettings | null, b: ReelerPaySettings | undefined) =>
  !!a && !!b && a.payMode === b.payMode && a.payDays === b.payDays && a.barDays === b.barDays;

/**
 * The bid path is hot (api/src/auction/bench): a reeler's bar and deposit are read from the ledger once and kept
 * in the process until the ledger itself says the reeler's postings changed (its notice on commit,
 * accounts/ledger-notices.ts), in every api process: a payment, a reversal, a charge or a deposit counts for the
 * very next bid once the ledger has it, exactly as a read on every bid would, without the read. Nothing is kept
 * while the notices are not heard. What is kept was judged by the market's payment settings: a change of them (the
 * mode, the pay or bar days) reads again within 5 s, as the auction's settings. A bar is never taken from what was
 * kept: a barred bid waits for the ledger to have every event stored so far (a payment recorded a moment ago) and
 * reads again, so paying lifts the bar for the very next bid. The deposit figure carries the ledger position it
 * includes, so the cover counts a lot weighed since exactly once (api/src/accounts/reeler-cover.ts).
 */
export async function reelerMoneyFor(
  deps: AppDeps,
  q: { marketId: string; reelerId: string; asOn: string },
  /**
   * Read again what is kept when it would expire within this time: the bid page's stream renews it at each
   * keep-alive this way, so what a bid finds kept has not expired between two keep-alives.
   */
  renewWithinMs = 0,
): Promise<ReelerMoney> {
  const notices = deps.ledgerNotices;
  if (!listened.has(deps)) {
    // The first bid of the process starts the LISTEN connection (later ones never wait for a reconnection).
    listened.add(deps);
    await notices.listen();
  }
  let cache = caches.get(deps);
  if (!cache) {
    cache = new Map();
    caches.set(deps, cache);
  }
  const key = `${q.marketId}:${q.reelerId}:${q.asOn}`;
  const hit = cache.get(key);
  let read: Read | null = null;
  if (hit && Date.now() - hit.at < TTL_MS - renewWithinMs && notices.unchanged(q.reelerId, hit.mark)) {
    const [kept, settings] = await Promise.all([
      hit.value,
      paySettingsFor(deps, q.marketId, q.asOn).catch(() => undefined),
    ]);
    if (sameSettings(kept.settings, settings)) read = kept;
  }
  const money = (read ?? (await readMoney(deps, cache, key, q))).money;
  if (!money.bar) return money;
  // Barred on what the ledger showed: once more when it has every event stored (a payment just recorded).
  return ledgerCaughtUp(deps, 'ledger behind').then(
    async () => (await readMoney(deps, cache, key, q)).money,
    () => money,
  );
}

function readMoney(
  deps: AppDeps,
  cache: Map<string, Kept>,
  key: string,
  q: { marketId: string; reelerId: string; asOn: string },
): Promise<Read> {
  // Taken before the read: a notice heard while it runs leaves the answer unkept.
  const mark = deps.ledgerNotices.mark(q.reelerId);
  // The auction goes on if the ledger cannot be read (a rebuild, an outage): logged, and read again next time.
  const value: Promise<Read> = ledgerMoneyNow(deps, q)
    .then((s) => ({
      money: { bar: s.bar, deposit: s.settings.payMode === 'advance' ? s.money : null },
      settings: s.settings,
    }))
    .catch((error: unknown) => {
      if (cache.get(key)?.value === value) cache.delete(key);
      deps.logger.warn(
        { err: error, reelerId: q.reelerId },
        'reeler standing unreadable: bid not checked for a bar or cover',
      );
      return { money: { bar: null, deposit: null }, settings: null };
    });
  if (mark !== null) cache.set(key, { at: Date.now(), mark, value });
  else cache.delete(key);
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
