import { defineReport, type ReportDefinition } from '../report-definition.js';
import { col } from './columns.js';
import { DAYS_TO_PAY } from './days-to-pay.js';
import { arrivalColumns, officeColumns, raceColumn, salesColumns } from './mis-columns.js';

/**
 * The MIS menu (spec section 2, /app/misreport/): department-wide monthly forms read from the summary
 * projection (`reports.summary`). Rows are leaf rows (market × race, office × race …) ordered region → AD
 * office → market with those names as columns, so the totals row is the exact sum of what is shown.
 */
const MONTHLY = ['month', 'market', 'race'] as const;
const ALL_PERIODS = ['during', 'upToLastMonth', 'upToMonth', 'lastYearDuring', 'lastYearUpToMonth'] as const;

export const COCOON_ARRIVAL = defineReport({
  id: 'mis-cocoon-arrival',
  title: 'Cocoon Arrival',
  call: 'CocoonAuction/CocoonArrival',
  route: '/app/misreport/cocoonarrival',
  group: 'mis',
  permission: 'mis.view',
  purpose:
    'Lots and kg of cocoon that came to each market, by race: the month, the financial year, last year.',
  parameters: MONTHLY,
  landscape: true,
  columns: [
    ...officeColumns,
    raceColumn,
    ...arrivalColumns('during'),
    ...arrivalColumns('upToLastMonth'),
    ...arrivalColumns('upToMonth'),
    ...arrivalColumns('lastYearDuring'),
    ...arrivalColumns('lastYearUpToMonth'),
  ],
  chart: {
    kind: 'bar',
    title: 'Arrival during the month by market (kg)',
    x: 'market',
    series: [{ key: 'duringGrams' }, { key: 'lastYearDuringGrams' }],
  },
});

export const COCOON_SALES = defineReport({
  id: 'mis-cocoon-sales',
  title: 'Cocoon Sales',
  label: 'Cocoon Departure',
  call: 'CocoonAuction/CocoonSales',
  route: '/app/misreport/cocoondeparture',
  group: 'mis',
  permission: 'mis.view',
  purpose: 'Cocoon sold at each market, by race: quantity, value and weighted average price, month and year.',
  parameters: MONTHLY,
  landscape: true,
  columns: [...officeColumns, raceColumn, ...ALL_PERIODS.flatMap(salesColumns)],
  chart: {
    kind: 'bar',
    title: 'Sold during the month by market (kg) and average price',
    x: 'market',
    series: [{ key: 'duringGrams' }, { key: 'duringAvg', axis: 'right' }],
  },
});

export const COCOON_SALES_CUMULATIVE = defineReport({
  id: 'mis-cocoon-sales-cumulative',
  title: 'Cocoon Sales: Monthly Cumulative',
  label: 'Monthly Cumulative',
  call: 'CocoonAuction/CocoonSalesCumulative',
  route: '/app/misreport/monthlycumulative',
  group: 'mis',
  permission: 'mis.view',
  purpose: 'Each month of a financial year: sold quantity, value, average price and the running year total.',
  parameters: ['accountingYear', 'market', 'race'],
  columns: [
    { key: 'month', header: 'Month', type: 'text', total: null },
    { key: 'lots', header: 'Lots Sold', type: 'count', total: 'sum' },
    ...salesColumns('during'),
    // Running totals are not summed again (each already adds up the months before it).
    { key: 'cumulativeGrams', header: 'Cumulative Qty (kg)', type: 'grams', total: 'max' },
    { key: 'cumulativeValue', header: 'Cumulative Value (Rs lakhs)', type: 'lakhs', total: 'max' },
    { key: 'cumulativeAvg', header: 'Cumulative Avg Price (Rs/kg)', type: 'ratePerKg', total: null },
  ],
  chart: {
    kind: 'line',
    title: 'Monthly sales (kg) and average price',
    x: 'month',
    series: [{ key: 'duringGrams' }, { key: 'duringAvg', axis: 'right' }],
  },
});

export const REELER_RACE = defineReport({
  id: 'mis-reeler-race',
  title: 'Reeler-wise Race-wise Purchase',
  label: 'Reeler / Race Wise',
  call: 'CocoonAuction/ReelerRace',
  route: '/app/misreport/reelerracewise',
  group: 'mis',
  permission: 'mis.view',
  purpose: 'What each reeler bought, by race: the month and the financial year to date.',
  parameters: MONTHLY,
  landscape: true,
  columns: [
    col.market,
    { key: 'reelerCode', header: 'Reeler Code', type: 'text', total: null },
    { key: 'reelerName', header: 'Reeler', type: 'text', total: null },
    raceColumn,
    { key: 'duringLots', header: 'During the month: Lots', type: 'count', total: 'sum', link: 'lots' },
    ...salesColumns('during'),
    { key: 'upToMonthLots', header: 'Up to the month: Lots', type: 'count', total: 'sum' },
    ...salesColumns('upToMonth'),
  ],
  chart: {
    kind: 'bar',
    title: 'Purchases during the month by reeler (kg)',
    x: 'reelerName',
    series: [{ key: 'duringGrams' }],
  },
});

export const FARMER_TRANSACTION = defineReport({
  id: 'mis-farmer-transaction',
  title: 'Farmer Transaction Monthly Report',
  label: 'Farmer Transaction Monthly',
  call: 'CocoonAuction/FarmerTransactionMonthly',
  route: '/app/misreport/farmerTransacationMonthlyReport',
  group: 'mis',
  permission: 'mis.view',
  purpose: 'Farmers who sold at each market, by race: lots, kg, value, levy and what they were paid.',
  parameters: MONTHLY,
  landscape: true,
  columns: [
    ...officeColumns,
    raceColumn,
    // Distinct farmers of the row: a farmer selling at two markets counts at each (not additive across months).
    { key: 'farmers', header: 'Farmers (month)', type: 'count', total: 'sum' },
    { key: 'duringLots', header: 'During the month: Lots', type: 'count', total: 'sum', link: 'lots' },
    ...salesColumns('during'),
    { key: 'duringFarmerLevy', header: 'During the month: Farmer Levy (Rs)', type: 'paise', total: 'sum' },
    {
      key: 'duringFarmerNet',
      header: 'During the month: Farmer Net (Rs lakhs)',
      type: 'lakhs',
      total: 'sum',
    },
    { key: 'upToMonthLots', header: 'Up to the month: Lots', type: 'count', total: 'sum' },
    ...salesColumns('upToMonth'),
    {
      key: 'upToMonthFarmerNet',
      header: 'Up to the month: Farmer Net (Rs lakhs)',
      type: 'lakhs',
      total: 'sum',
    },
  ],
  chart: {
    kind: 'bar',
    title: 'Farmers and kg sold during the month by market',
    x: 'market',
    series: [{ key: 'duringGrams' }, { key: 'farmers', axis: 'right' }],
  },
});

export const TSC_WISE = defineReport({
  id: 'mis-tsc-wise',
  title: 'TSC-wise Monthly Transaction',
  label: 'TSC Wise',
  call: 'CocoonAuction/TSCWiseMonthlyTransaction',
  route: '/app/misreport/TSCWiseReport',
  group: 'mis',
  permission: 'mis.view',
  purpose: "Cocoon sold by the farmers of each TSC (the farmer's TSC when the lot came in), by race.",
  parameters: MONTHLY,
  landscape: true,
  columns: [
    { key: 'adOffice', header: 'AD Office', type: 'text', total: null },
    { key: 'tsc', header: 'TSC', type: 'text', total: null },
    raceColumn,
    { key: 'duringLots', header: 'During the month: Lots', type: 'count', total: 'sum', link: 'lots' },
    ...salesColumns('during'),
    ...salesColumns('upToLastMonth'),
    ...salesColumns('upToMonth'),
  ],
  chart: {
    kind: 'bar',
    title: 'Sold during the month by TSC (kg)',
    x: 'tsc',
    series: [{ key: 'duringGrams' }],
  },
});

export const AD_WISE = defineReport({
  id: 'mis-ad-wise',
  title: 'AD-wise Monthly Transaction',
  label: 'AD Wise',
  call: 'CocoonAuction/ADWiseMonthlyTransaction',
  route: '/app/misreport/ADWiseReport',
  group: 'mis',
  permission: 'mis.view',
  purpose: 'Cocoon sold in the markets of each AD office, by race, beside the same figures last year.',
  parameters: MONTHLY,
  landscape: true,
  columns: [
    { key: 'region', header: 'Region', type: 'text', total: null },
    { key: 'adOffice', header: 'AD Office', type: 'text', total: null },
    raceColumn,
    ...ALL_PERIODS.flatMap(salesColumns),
  ],
  chart: {
    kind: 'bar',
    title: 'Sold during the month by AD office (kg)',
    x: 'adOffice',
    series: [{ key: 'duringGrams' }, { key: 'lastYearDuringGrams' }],
  },
});

export const OVERALL_MONTHLY_ABSTRACT = defineReport({
  id: 'mis-overall-monthly-abstract',
  title: 'Overall Monthly Abstract',
  label: 'Monthly Abstract',
  // The Reports menu's monthly abstract (one market) answers CocoonAuction/OverallMonthlyAbstract.
  call: 'MIS/OverallMonthlyAbstract',
  route: '/app/misreport/MonthlyAbstractReport',
  group: 'mis',
  permission: 'mis.view',
  purpose: "The department's month, market by market: lots in, sold, rejected, kg, value, levy and prices.",
  parameters: MONTHLY,
  landscape: true,
  columns: [
    ...officeColumns,
    { key: 'lotsInwarded', header: 'Lots Inwarded', type: 'count', total: 'sum' },
    { key: 'lots', header: 'Lots Sold', type: 'count', total: 'sum', link: 'lots' },
    { key: 'lotsRejected', header: 'Lots Rejected', type: 'count', total: 'sum' },
    { key: 'inwardGrams', header: 'Arrival (kg)', type: 'grams', total: 'sum' },
    col.netGrams,
    { key: 'amountPaise', header: 'Value (Rs lakhs)', type: 'lakhs', total: 'sum' },
    col.farmerLevyPaise,
    col.reelerLevyPaise,
    col.minRatePaise,
    col.maxRatePaise,
    col.avgRatePaise,
    ...salesColumns('upToMonth'),
  ],
  chart: {
    kind: 'bar',
    title: 'Sold during the month by market (kg) and average price',
    x: 'market',
    series: [{ key: 'netGrams' }, { key: 'avgRatePaise', axis: 'right' }],
  },
});

export const VARIETY_WISE = defineReport({
  id: 'mis-variety-wise',
  title: 'Variety-wise Cocoon Transaction',
  label: 'Variety Wise',
  call: 'CocoonAuction/VarietywiseCocoonTranscation',
  route: '/app/misreport/VarietyWiseReport',
  group: 'mis',
  permission: 'mis.view',
  purpose:
    'Each race (variety) across the markets in view: arrival, sales, value and prices, this year and last.',
  parameters: MONTHLY,
  landscape: true,
  columns: [
    raceColumn,
    { key: 'lotsInwarded', header: 'Lots Inwarded', type: 'count', total: 'sum' },
    { key: 'inwardGrams', header: 'Arrival (kg)', type: 'grams', total: 'sum' },
    { key: 'lots', header: 'Lots Sold', type: 'count', total: 'sum', link: 'lots' },
    ...salesColumns('during'),
    col.minRatePaise,
    col.maxRatePaise,
    ...salesColumns('upToMonth'),
    ...salesColumns('lastYearDuring'),
    ...salesColumns('lastYearUpToMonth'),
  ],
  chart: {
    kind: 'bar',
    title: 'Share of the month by race (kg)',
    x: 'race',
    series: [{ key: 'duringGrams' }, { key: 'lastYearDuringGrams' }],
  },
});

export const DAILY_COCOON_ARRIVAL = defineReport({
  id: 'mis-daily-cocoon-arrival',
  title: 'Daily Cocoon Arrival',
  call: 'CocoonAuction/DailyCocooArrival',
  route: '/app/misreport/DailyCocoonReport',
  group: 'mis',
  permission: 'mis.view',
  purpose:
    'Each day of the month: arrival against the day before and the same day last year, and the month to date.',
  parameters: MONTHLY,
  landscape: true,
  columns: [
    col.date,
    { key: 'lots', header: 'Lots', type: 'count', total: 'sum', link: 'lots' },
    { key: 'arrivalGrams', header: 'Arrival (kg)', type: 'grams', total: 'sum' },
    // The day before and last year's day are comparisons, not part of this month: they do not total.
    { key: 'previousDayGrams', header: 'Previous Day (kg)', type: 'grams', total: null },
    { key: 'lastYearGrams', header: 'Same Day Last Year (kg)', type: 'grams', total: null },
    { key: 'monthToDateGrams', header: 'Month to Date (kg)', type: 'grams', total: 'max' },
    { key: 'lastYearMonthToDateGrams', header: 'Month to Date Last Year (kg)', type: 'grams', total: 'max' },
    { key: 'soldGrams', header: 'Sold (kg)', type: 'grams', total: 'sum' },
    { key: 'amountPaise', header: 'Value (Rs lakhs)', type: 'lakhs', total: 'sum' },
    {
      key: 'avgRatePaise',
      header: 'Avg Price (Rs/kg)',
      type: 'ratePerKg',
      total: 'weightedAverage',
      weighting: { kind: 'ratio', numerator: 'amountPaise', denominator: 'soldGrams', scale: 1000 },
    },
  ],
  chart: {
    kind: 'line',
    title: 'Daily arrival (kg) and average price',
    x: 'date',
    series: [{ key: 'arrivalGrams' }, { key: 'lastYearGrams' }, { key: 'avgRatePaise', axis: 'right' }],
  },
});

export const LEVY_COLLECTION = defineReport({
  id: 'mis-levy-collection',
  title: 'Levy Collection Details',
  label: 'Levy Collection',
  call: 'CocoonAuction/LevyCollectionDetails',
  route: '/app/misreport/LevyCollectionReport',
  group: 'mis',
  permission: 'mis.view',
  purpose:
    'Levy collected at each market from farmers and reelers: the month and the financial year to date.',
  parameters: MONTHLY,
  landscape: true,
  columns: [
    ...officeColumns,
    { key: 'duringFarmerLevy', header: 'During the month: Farmer Levy (Rs)', type: 'paise', total: 'sum' },
    { key: 'duringReelerLevy', header: 'During the month: Reeler Levy (Rs)', type: 'paise', total: 'sum' },
    { key: 'duringTotalLevy', header: 'During the month: Total Levy (Rs)', type: 'paise', total: 'sum' },
    {
      key: 'duringTotalLevyLakhs',
      header: 'During the month: Total Levy (Rs lakhs)',
      type: 'lakhs',
      total: 'sum',
    },
    {
      key: 'upToLastMonthTotalLevy',
      header: 'Up to last month: Total Levy (Rs)',
      type: 'paise',
      total: 'sum',
    },
    { key: 'upToMonthTotalLevy', header: 'Up to the month: Total Levy (Rs)', type: 'paise', total: 'sum' },
    {
      key: 'upToMonthTotalLevyLakhs',
      header: 'Up to the month: Total Levy (Rs lakhs)',
      type: 'lakhs',
      total: 'sum',
    },
    {
      key: 'lastYearUpToMonthTotalLevy',
      header: 'Up to the month last year: Total Levy (Rs)',
      type: 'paise',
      total: 'sum',
    },
  ],
  chart: {
    kind: 'bar',
    title: 'Levy during the month by market (Rs)',
    x: 'market',
    series: [{ key: 'duringFarmerLevy' }, { key: 'duringReelerLevy' }],
  },
});

/** The MIS menu (spec section 2, /app/misreport/), in the spec's order. */
export const MIS_MENU: readonly ReportDefinition[] = [
  COCOON_ARRIVAL,
  COCOON_SALES,
  COCOON_SALES_CUMULATIVE,
  REELER_RACE,
  FARMER_TRANSACTION,
  TSC_WISE,
  AD_WISE,
  OVERALL_MONTHLY_ABSTRACT,
  VARIETY_WISE,
  DAILY_COCOON_ARRIVAL,
  LEVY_COLLECTION,
  DAYS_TO_PAY,
];
