import {
  isBeyondPromise,
  PAYMENT_WAIT_REASONS,
  type PaymentWaitReason,
  paymentWaitReason,
  REELER_PAY_MODES,
  type ReportRow,
  valueInForce,
  type WaitRowStatus,
} from '@cocoon/domain';
import { marketCalendars, marketsOf, waitOf, weighedLots } from '../../accounts/lot-waits.queries.js';
import { farmersWithVerifiedBank } from '../../masters/customers/verified-bank.queries.js';
import { listSettingValues } from '../../masters/market-settings.queries.js';
import type { ReportQuery, ReportQueryContext } from '../report-query.js';
import { customerAccounts } from './ledger-ageing.js';

const ROW_STATUSES = new Set(['added', 'processing', 'paid', 'failed', 'removed']);
const rowStatusOf = (status: string | null): WaitRowStatus =>
  status !== null && ROW_STATUSES.has(status) ? (status as WaitRowStatus) : null;

/** Lots whose reeler's debit is still unpaid in the ledger as of today (reelers pay on account, oldest first). */
async function lotsReelerOwes(ctx: ReportQueryContext, marketId: string | undefined): Promise<Set<string>> {
  const accounts = await customerAccounts(ctx, {
    kind: 'reeler',
    asOn: ctx.today,
    ...(marketId ? { marketId } : {}),
  });
  const owed = new Set<string>();
  for (const account of accounts)
    for (const u of account.unpaid) if (u.sourceKind === 'lot' && u.unpaidPaise > 0) owed.add(u.sourceId);
  return owed;
}

/**
 * CocoonAuction/PaymentsWaiting (issue 25): every lot of the caller's scope whose farmer is still unpaid beyond
 * the market's promise (`paymentpromisedays` in force on the weighing date, in the market's working days), the
 * longest wait first, with why (`paymentWaitReason`): the last bank row returned, in a run not yet approved or
 * awaiting the bank's credit; no verified bank details; in a market where reelers pay after invoice, the
 * reeler's debit for the lot still unpaid; else not yet in a payment run.
 */
export const paymentsWaiting: ReportQuery = async (ctx, params) => {
  const unpaid = await weighedLots(ctx.db, { scope: ctx.scope, marketId: params.marketId, unpaidOnly: true });
  const calendars = await marketCalendars(ctx.db, marketsOf(unpaid));
  const late = unpaid
    .map((lot) => ({ lot, wait: waitOf(lot, calendars, ctx.today) }))
    .filter(({ wait }) => isBeyondPromise(wait));
  const [verified, reelerOwes, payModes, markets] = await Promise.all([
    farmersWithVerifiedBank(ctx.db, [...new Set(late.map(({ lot }) => lot.farmerId))]),
    late.length === 0 ? Promise.resolve(new Set<string>()) : lotsReelerOwes(ctx, params.marketId),
    listSettingValues(ctx.db, 'reelerpaymode'),
    ctx.db.withSchema('read').selectFrom('branches').select(['branch_id', 'name_en']).execute(),
  ]);
  const marketName = new Map(markets.map((m) => [m.branch_id, m.name_en]));
  const counts = new Map<PaymentWaitReason, number>();
  const rows: ReportRow[] = late
    .sort((a, b) => b.wait.days - a.wait.days || a.lot.weighedOn.localeCompare(b.lot.weighedOn))
    .map(({ lot, wait }) => {
      const creditMarket =
        REELER_PAY_MODES[valueInForce(payModes, 'reelerpaymode', lot.marketId, lot.weighedOn)?.value ?? 0] ===
        'after-invoice';
      const reason = paymentWaitReason({
        rowStatus: rowStatusOf(lot.rowStatus),
        bankDetailsVerified: verified.has(lot.farmerId),
        reelerUnpaid: creditMarket && reelerOwes.has(lot.lotId),
      });
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
      return {
        lotId: lot.lotId,
        marketId: lot.marketId,
        market: marketName.get(lot.marketId) ?? lot.marketId,
        date: lot.weighedOn,
        lotNo: lot.lotNo,
        farmerId: lot.farmerId,
        farmerCode: lot.farmerCode,
        farmerName: lot.farmerName,
        duePaise: lot.duePaise,
        waitingDays: wait.days,
        promiseDays: wait.promiseDays,
        reason: PAYMENT_WAIT_REASONS[reason],
      };
    });
  return {
    rows,
    summary: [
      { label: 'Lots waiting beyond the promise', value: rows.length, type: 'count' },
      ...(Object.keys(PAYMENT_WAIT_REASONS) as PaymentWaitReason[])
        .filter((reason) => counts.has(reason))
        .map((reason) => ({
          label: PAYMENT_WAIT_REASONS[reason],
          value: counts.get(reason) ?? 0,
          type: 'count' as const,
        })),
    ],
  };
};
