import { type FarmerPaymentEvent, istInstant } from '@cocoon/domain';
import type { FarmerBankAccount } from '@cocoon/projectors';
import {
  addToBatch,
  exportBatch,
  type PaymentSources,
  payInCash,
  recordResults,
} from '../accounts/farmer-payment-writes.js';
import { approveBatch } from '../accounts/payment-run-writes.js';
import { type CommandActor, CommandRun, type RunDeps } from '../commands/run-command.js';
import type { StreamRunner } from '../commands/stream-runner.js';
import { loadCustomer } from '../masters/customers/customer-writes.js';
import { generator } from './customers.js';

/**
 * The demo markets' farmer payments, so that the payment list and the ageing have something to show: most
 * farmers paid in cash 0-3 days after weighing, some through an online batch 3-5 days after (the bank pays every
 * row but one, which fails), and about one in ten left unpaid. Every payment goes through the payment writes
 * with the time of its own day; the plan of a market day is drawn from a generator seeded by the market and the
 * date, and every command id derives from the same, so a second run replays and appends nothing.
 */
export interface PaymentSeedDay {
  market: { marketId: string; marketCode: string };
  /** The auction date the lots were weighed on. */
  date: string;
  staff: CommandActor;
  /** The second person who approves the market's batches before their bank files (its Assistant Director). */
  approver: CommandActor;
  /** The day's weighed lots with their farmer. */
  lots: ReadonlyArray<{ lotId: string; farmerId: string }>;
  /** The farmer bill issued for each lot that day (the read model may not have it yet while seeding). */
  billNos: ReadonlyMap<string, string>;
}

export interface PaymentSeedTotals {
  cashPayments: number;
  batchRows: number;
  failedRows: number;
}

type Action =
  | { kind: 'cash'; at: Date; commandId: string; day: PaymentSeedDay; farmerId: string; lotIds: string[] }
  | { kind: 'batch'; at: Date; batchDate: string; day: PaymentSeedDay };

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** FNV-1a of the market and date: the day's payment plan does not depend on which other days are seeded. */
function paymentSeed(seed: number, marketCode: string, date: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of `${marketCode}:${date}:payments`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** Bank details from the customers' own streams (the read model may still be catching up while seeding). */
function accountsFromStreams(streams: StreamRunner) {
  return async (farmerIds: string[]) => {
    const accounts = new Map<string, FarmerBankAccount>();
    for (const farmerId of farmerIds) {
      const { headCode, profile, pendingBankChange } = await loadCustomer(streams, farmerId);
      accounts.set(farmerId, {
        farmerId,
        farmerCode: headCode,
        farmerName: profile.ledgerName,
        village: profile.city ?? null,
        accountNo: profile.bankAcNo ?? null,
        accountMasked: null,
        ifsc: profile.ifscCode ?? null,
        accountName: profile.bankAcName ?? null,
        bankName: profile.bankName ?? null,
        bankChangePending: pendingBankChange !== null,
      });
    }
    return accounts;
  };
}

/** Plans one market day's payments: cash within 0-3 days, a batch 3-5 days later, or left unpaid. */
function planDay(day: PaymentSeedDay, today: string, seed: number): Action[] {
  const rng = generator(paymentSeed(seed, day.market.marketCode, day.date));
  const byFarmer = new Map<string, string[]>();
  for (const lot of [...day.lots].sort((a, b) => a.lotId.localeCompare(b.lotId))) {
    byFarmer.set(lot.farmerId, [...(byFarmer.get(lot.farmerId) ?? []), lot.lotId]);
  }
  const actions: Action[] = [];
  for (const farmerId of [...byFarmer.keys()].sort()) {
    const lotIds = byFarmer.get(farmerId) ?? [];
    const draw = rng.next();
    const delay = rng.int(0, 3);
    if (draw < 0.72) {
      const paidOn = shiftDate(day.date, delay);
      // Paid at the counter in the afternoon, after the day's bills (17:00) when paid the same day.
      const at = istInstant(paidOn, delay === 0 ? '17:30' : `1${rng.int(0, 5)}:${rng.int(10, 59)}`);
      if (paidOn >= today) continue;
      actions.push({
        kind: 'cash',
        at,
        commandId: `seed-pay-${day.market.marketCode}-${day.date}-${farmerId}`,
        day,
        farmerId,
        lotIds,
      });
    } else if (draw < 0.9) {
      const batchDate = shiftDate(day.date, 3 + (delay % 3));
      if (batchDate >= today) continue;
      actions.push({
        kind: 'batch',
        at: istInstant(batchDate, '11:00'),
        batchDate,
        day: { ...day, lots: lotIds.map((lotId) => ({ lotId, farmerId })) },
      });
    }
  }
  return actions;
}

const asRun = (deps: RunDeps, staff: CommandActor, commandId: string, at: Date) =>
  new CommandRun(deps, staff, commandId, at);

/** Something the seed does at a time of its day; a market's steps run in time order (seed/cash-book.ts). */
export interface SeedStep {
  at: Date;
  run: () => Promise<void>;
}

/**
 * One market's payments as steps, to run in time order: its receipts and batches are numbered in date order. A
 * cash payment the cash on hand cannot cover draws cash from the bank first (`payingCash`); one above the daily
 * cash limit per person is left unpaid, as the counter would pay it by bank.
 */
export function marketPaymentSteps(
  deps: RunDeps,
  days: readonly PaymentSeedDay[],
  today: string,
  seed: number,
  totals: PaymentSeedTotals,
  payingCash: (run: CommandRun, pay: () => Promise<unknown>) => Promise<boolean> = async (_run, pay) => {
    await pay();
    return true;
  },
): SeedStep[] {
  const first = days[0];
  if (!first) return [];
  const { market, staff, approver } = first;
  const sources: PaymentSources = {
    accounts: accountsFromStreams(deps.streams),
    billNos: async (lotIds) => {
      const found = new Map<string, string>();
      for (const day of days)
        for (const id of lotIds) if (day.billNos.has(id)) found.set(id, day.billNos.get(id)!);
      return found;
    },
  };
  const actions = days.flatMap((day) => planDay(day, today, seed));
  const cash = actions.filter((a) => a.kind === 'cash');
  // The online rows of each batch date, gathered across the auction days they came from.
  const batches = new Map<string, Map<string, string[]>>();
  for (const action of actions) {
    if (action.kind !== 'batch') continue;
    const rows = batches.get(action.batchDate) ?? new Map<string, string[]>();
    for (const lot of action.day.lots) rows.set(lot.farmerId, [...(rows.get(lot.farmerId) ?? []), lot.lotId]);
    batches.set(action.batchDate, rows);
  }
  const steps: SeedStep[] = cash.map((action) => ({
    at: action.at,
    run: async () => {
      if (action.kind !== 'cash') return;
      const run = asRun(deps, staff, action.commandId, action.at);
      const paid = await payingCash(run, () =>
        payInCash(run, market, { farmerId: action.farmerId, lotIds: action.lotIds }, sources),
      );
      if (paid) totals.cashPayments += 1;
    },
  }));
  let failedOne = false;
  for (const [batchDate, rows] of [...batches].sort(([a], [b]) => a.localeCompare(b))) {
    const prefix = `seed-batch-${market.marketCode}-${batchDate}`;
    steps.push({
      at: istInstant(batchDate, '11:00'),
      run: async () => {
        const selections = [...rows]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([farmerId, lotIds]) => ({ farmerId, lotIds }));
        const added = await addToBatch(
          asRun(deps, staff, prefix, istInstant(batchDate, '11:00')),
          market,
          { batchDate, selections },
          sources,
        );
        const rowsAdded = added.flatMap((e: FarmerPaymentEvent) =>
          e.type === 'BatchRowsAdded' ? e.data.rows : [],
        );
        const batchId = added.find((e) => e.type === 'BatchRowsAdded')?.data.batchId;
        if (!batchId) return;
        totals.batchRows += rowsAdded.length;
        await approveBatch(
          asRun(deps, approver, `${prefix}-approve`, istInstant(batchDate, '11:15')),
          market,
          batchId,
          approver.adOfficeId,
        );
        await exportBatch(asRun(deps, staff, `${prefix}-export`, istInstant(batchDate, '11:30')), market, {
          batchId,
          template: 'generic',
        });
        const resultOn = shiftDate(batchDate, 1);
        if (resultOn >= today) return;
        // The bank pays every row but one (the first batch's last row, with the reason banks give most).
        const results = rowsAdded.map((row, index) => {
          const fails = !failedOne && rowsAdded.length > 1 && index === rowsAdded.length - 1;
          if (fails) {
            failedOne = true;
            totals.failedRows += 1;
            return { rowId: row.rowId, outcome: 'failed' as const, reason: 'Account closed or transferred' };
          }
          return {
            rowId: row.rowId,
            outcome: 'paid' as const,
            bankReference: `UTR${row.reference.slice(-10)}`,
          };
        });
        await recordResults(asRun(deps, staff, `${prefix}-results`, istInstant(resultOn, '12:00')), market, {
          batchId,
          results,
        });
      },
    });
  }
  return steps;
}

export const runInTimeOrder = async (steps: SeedStep[]) => {
  for (const step of steps.sort((a, b) => a.at.getTime() - b.at.getTime())) await step.run();
};
