import { defineReport } from '../report-definition.js';
import { col } from './columns.js';
import { officeColumns } from './mis-columns.js';

/**
 * The farmer's wait, measured (issue 25, part 6; domain/src/accounts/days-to-pay.ts): working days of each
 * market from a lot's weighing to the bank's credit date (or the cash payment), per market and weighing day.
 * An MIS form: a department or AD office user sees every market of their scope, a market's users their market.
 */
export const DAYS_TO_PAY = defineReport({
  id: 'mis-days-to-pay',
  title: 'Days To Pay',
  call: 'CocoonAuction/DaysToPay',
  route: '/app/misreport/daystopay',
  group: 'mis',
  permission: 'mis.view',
  purpose:
    "Working days from weighing to the farmer's credit, per market and weighing day: median and 90th percentile of the lots paid, and the lots still unpaid with the oldest wait as of today.",
  parameters: ['dateRange', 'market'],
  landscape: true,
  columns: [
    col.marketId,
    ...officeColumns,
    { ...col.date, header: 'Weighing Date' },
    { key: 'lotsWeighed', header: 'Lots Weighed', type: 'count', total: 'sum' },
    { key: 'paidLots', header: 'Lots Paid', type: 'count', total: 'sum' },
    { key: 'medianDays', header: 'Median (working days)', type: 'hundredths', total: null },
    { key: 'p90Days', header: '90th Percentile (working days)', type: 'count', total: 'max' },
    { key: 'unpaidLots', header: 'Lots Unpaid', type: 'count', total: 'sum' },
    { key: 'oldestUnpaidDays', header: 'Oldest Unpaid (working days)', type: 'count', total: 'max' },
    { key: 'beyondPromise', header: 'Beyond the Promise', type: 'count', total: 'sum' },
  ],
});

/**
 * Lots waiting beyond their market's promise (setting `paymentpromisedays`), each with why, as of today: returned
 * by the bank, run not approved, sent and awaiting credit, no verified bank details, reeler not paid (credit
 * markets), or not yet in a payment run. Not an item of the spec's side menu: reached by its route.
 */
export const PAYMENTS_WAITING = defineReport({
  id: 'payments-waiting',
  title: 'Payments Waiting',
  call: 'CocoonAuction/PaymentsWaiting',
  route: '/app/reports/paymentswaiting',
  group: 'farmer',
  permission: 'reports.view',
  purpose:
    "Lots whose farmer is still unpaid beyond the market's promise of working days, oldest first, with the reason the payment waits.",
  parameters: ['market'],
  landscape: true,
  emptyMessage: 'No farmer waits beyond the promise',
  columns: [
    col.lotId,
    col.marketId,
    col.market,
    { ...col.date, header: 'Weighing Date' },
    col.lotNo,
    col.farmerId,
    { ...col.farmerCode, link: 'farmer' },
    col.farmerName,
    { key: 'duePaise', header: 'Due (Rs)', type: 'paise', total: 'sum' },
    { key: 'waitingDays', header: 'Waiting (working days)', type: 'count', total: 'max' },
    { key: 'promiseDays', header: 'Promise (working days)', type: 'count', total: null },
    { key: 'reason', header: 'Reason', type: 'text', total: null },
  ],
});
