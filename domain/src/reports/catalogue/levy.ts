import { defineReport, type ReportDefinition } from '../report-definition.js';
import { col } from './columns.js';

/** The levy figures of a group of sold lots (the same keys as the lot register's, so totals compare by key). */
const levyColumns = [
  { ...col.lots, header: 'Lots Sold' },
  col.netGrams,
  { ...col.amountPaise, header: 'Value (Rs)' },
  col.farmerLevyPaise,
  col.reelerLevyPaise,
  col.totalLevyPaise,
] as const;

export const DATE_WISE_LEVY = defineReport({
  id: 'date-wise-levy',
  title: 'Date Wise Levy',
  label: 'Levy Date Wise',
  call: 'CocoonAuction/DateWiseLevy',
  route: '/app/levy/datewisereport',
  group: 'levy',
  permission: 'reports.view',
  purpose:
    'Levy collected per market date (a lot counts on its inward date): lots sold, kg, value, farmer levy, reeler levy and total.',
  parameters: ['market', 'dateRange'],
  chart: {
    kind: 'bar',
    title: 'Levy per day (Rs)',
    x: 'date',
    series: [{ key: 'farmerLevyPaise' }, { key: 'reelerLevyPaise' }],
  },
  columns: [col.date, ...levyColumns],
});

export const MONTH_WISE_LEVY = defineReport({
  id: 'month-wise-levy',
  title: 'Month Wise Levy',
  label: 'Levy Month Wise',
  call: 'CocoonAuction/MonthWiseLevy',
  route: '/app/levy/monthwisereport',
  group: 'levy',
  permission: 'reports.view',
  purpose:
    'Levy per month of an accounting year, April to March (a lot counts on its inward date); the current year unless one is chosen.',
  parameters: ['market', 'accountingYear'],
  chart: {
    kind: 'bar',
    title: 'Levy per month (Rs)',
    x: 'month',
    series: [{ key: 'farmerLevyPaise' }, { key: 'reelerLevyPaise' }],
  },
  columns: [
    { key: 'monthKey', header: 'Month key', type: 'text', total: null, hidden: true },
    { key: 'month', header: 'Month', type: 'text', total: null },
    ...levyColumns,
  ],
});

export const DATE_WISE_REELER_LEVY = defineReport({
  id: 'date-wise-reeler-levy',
  title: 'Date Wise Reeler Levy',
  label: 'Levy Reeler Wise',
  call: 'CocoonAuction/DateWiseReelerLevy',
  route: '/app/levy/datewisereelerreport',
  group: 'levy',
  permission: 'reports.view',
  purpose: "One reeler's levy lot by lot over the dates (a lot counts on its inward date).",
  parameters: ['reeler', 'dateRange'],
  landscape: true,
  columns: [
    col.lotId,
    col.lotNo,
    col.date,
    col.market,
    col.reelerName,
    col.ratePaise,
    col.netGrams,
    col.amountPaise,
    col.reelerLevyPaise,
  ],
});

/** The Levy menu (spec section 2, /app/levy/). */
export const LEVY_MENU: readonly ReportDefinition[] = [
  DATE_WISE_LEVY,
  MONTH_WISE_LEVY,
  DATE_WISE_REELER_LEVY,
];
