import { DAYS_TO_PAY, type DashboardDaysToPay, formatHundredths, PAYMENTS_WAITING } from '@cocoon/domain';
import { findScreen } from '../shell/screens';
import { linkTo, type TileContext, type TileView } from './dashboard-view';

const count = new Intl.NumberFormat('en-IN');
const workingDays = (days: number) => `${count.format(days)} working ${days === 1 ? 'day' : 'days'}`;

/**
 * The farmer's wait on the dashboard (issue 25, "The wait, measured"): the median working days from weighing to
 * credit over the 30 days, the oldest unpaid lot's wait and the lots beyond the promise as of today. The first
 * opens the Days To Pay report for the 30 days, the others the Payments Waiting report (when the role may).
 */
export function daysToPayTileViews(d: DashboardDaysToPay, ctx: TileContext): TileView[] {
  const promise = d.promiseDays;
  const slow = d.medianHundredths !== null && promise !== null && d.medianHundredths > promise * 100;
  const waiting = linkTo(findScreen(PAYMENTS_WAITING.route), ctx, {});
  return [
    {
      key: 'days-to-pay',
      label: 'Working days to pay (median, 30 days)',
      value: d.medianHundredths === null ? '—' : formatHundredths(d.medianHundredths),
      detail:
        d.paidLots === 0
          ? `None of ${count.format(d.lots)} lots weighed is paid yet`
          : `90th percentile ${workingDays(d.p90Days ?? 0)} · ${count.format(d.paidLots)} of ${count.format(d.lots)} lots paid`,
      ...(d.medianHundredths === null ? {} : { intent: slow ? ('warning' as const) : ('success' as const) }),
      link: linkTo(findScreen(DAYS_TO_PAY.route), ctx, { from: d.from, to: d.to }),
    },
    {
      key: 'oldest-unpaid',
      label: 'Oldest unpaid lot (working days)',
      value: d.oldestUnpaidDays === null ? 'None' : count.format(d.oldestUnpaidDays),
      detail: `${count.format(d.unpaidLots)} lots unpaid as of today`,
      ...(d.oldestUnpaidDays !== null && promise !== null && d.oldestUnpaidDays > promise
        ? { intent: 'danger' as const }
        : {}),
      link: waiting,
    },
    {
      key: 'beyond-promise',
      label: 'Waiting beyond the promise',
      value: count.format(d.beyondPromise),
      detail:
        promise === null
          ? "Lots unpaid longer than their market's promise"
          : `Promise: paid within ${workingDays(promise)}`,
      intent: d.beyondPromise > 0 ? 'danger' : 'success',
      link: waiting,
    },
  ];
}
