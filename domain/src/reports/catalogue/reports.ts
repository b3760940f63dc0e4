import { defineReport, type ReportDefinition } from '../report-definition.js';
import { col } from './columns.js';

/** The Reports menu (spec section 2, /app/reports/). */
export const LOT_REGISTER = defineReport({
  id: 'lot-register',
  title: 'Lot Register',
  call: 'CocoonAuction/LotRegister',
  route: '/app/reports/lotregister',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    'The daily transaction register: every lot with its farmer, reeler, weight, rate, amount and levy.',
  parameters: ['market', 'dateRange', 'race', 'lotStatus'],
  landscape: true,
  columns: [
    col.lotId,
    col.date,
    col.market,
    col.lotNo,
    { key: 'farmerCode', header: 'Farmer Code', type: 'text', total: null },
    { key: 'farmerName', header: 'Farmer', type: 'text', total: null },
    { key: 'fatherName', header: 'Father', type: 'text', total: null },
    { key: 'village', header: 'Village', type: 'text', total: null },
    col.race,
    col.netGrams,
    col.ratePaise,
    col.amountPaise,
    col.farmerLevyPaise,
    col.farmerNetPaise,
    col.reelerLevyPaise,
    col.reelerPayablePaise,
    { key: 'reelerName', header: 'Reeler', type: 'text', total: null },
    { key: 'status', header: 'Status', type: 'text', total: null },
  ],
});

/** Sales figures of a group of lots: sold lots, kg, value, per-kg min / max and the weighted average. */
const rates = [col.minRatePaise, col.maxRatePaise, col.avgRatePaise] as const;

export const FARMER_SUMMARY = defineReport({
  id: 'farmer-summary',
  title: 'Farmer Wise Summary',
  label: 'Farmer Wise',
  call: 'CocoonInward/FarmerSummary',
  route: '/app/reports/farmerwisesummaryreport',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    'Per farmer over the dates (a lot counts on its inward date): lots inwarded and sold, kg, amount, levy, net and the weighted average rate.',
  parameters: ['market', 'dateRange'],
  landscape: true,
  columns: [
    col.farmerId,
    col.farmerCode,
    col.farmerName,
    col.lotsInwarded,
    { ...col.lots, header: 'Lots Sold' },
    col.netGrams,
    col.amountPaise,
    col.farmerLevyPaise,
    col.farmerNetPaise,
    ...rates,
  ],
});

export const REELER_SUMMARY = defineReport({
  id: 'reeler-summary',
  title: 'Reeler Wise Summary',
  label: 'Reeler Wise',
  call: 'CocoonInward/ReelerSummary',
  route: '/app/reports/reelerwisesummaryreport',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    'Per reeler over the dates (a lot counts on its inward date): lots bought, kg, amount, reeler levy, payable and the weighted average rate.',
  parameters: ['market', 'dateRange'],
  landscape: true,
  columns: [
    col.reelerId,
    col.reelerCode,
    col.reelerName,
    { ...col.lots, header: 'Lots Bought' },
    col.netGrams,
    col.amountPaise,
    col.reelerLevyPaise,
    col.reelerPayablePaise,
    ...rates,
  ],
});

export const LAB_RESULT = defineReport({
  id: 'lab-result',
  title: 'Lab Result',
  call: 'CocoonInward/LabResult',
  route: '/app/reports/labresult',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    "The day's assay of every lot inwarded: cocoon count, shell weight, shell ratio, defects, renditta and the floor price they give.",
  parameters: ['market', 'date'],
  landscape: true,
  emptyMessage: 'No data is available for the selected date',
  columns: [
    col.lotId,
    col.lotNo,
    col.farmerCode,
    col.farmerName,
    col.race,
    { key: 'cocoonGrams', header: 'Lot Weight (kg)', type: 'grams', total: 'sum' },
    { key: 'cocoonsPerKg', header: 'Cocoons per kg', type: 'count', total: null },
    // Kept in hundredths: 600 cocoons a kg are 60.00 per 100 g.
    { key: 'cocoonsPer100g', header: 'Cocoons per 100 g', type: 'hundredths', total: null },
    // The sample's shell weight in hundredths of a gram.
    { key: 'shellCentigrams', header: 'Shell Weight (g)', type: 'hundredths', total: null },
    {
      key: 'shellRatioBp',
      header: 'SR (%)',
      type: 'basisPoints',
      total: 'weightedAverage',
      weighting: { kind: 'weights', weight: 'cocoonGrams' },
    },
    {
      key: 'defectBp',
      header: 'Defect (%)',
      type: 'basisPoints',
      total: 'weightedAverage',
      weighting: { kind: 'weights', weight: 'cocoonGrams' },
    },
    { key: 'rendittaX100', header: 'Renditta', type: 'hundredths', total: null },
    { key: 'floorPricePaise', header: 'Floor Price (Rs/kg)', type: 'ratePerKg', total: null },
  ],
});

export const DATE_WISE_SUMMARY = defineReport({
  id: 'date-wise-summary',
  title: 'Date Wise Summary',
  call: 'CocoonAuction/DateWiseSummaryReport',
  route: '/app/reports/report3',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    'Per market date (a lot counts on its inward date): lots inwarded and sold, kg, amount, levies and per-kg min, max and weighted average rate.',
  parameters: ['market', 'dateRange'],
  landscape: true,
  chart: {
    kind: 'line',
    title: 'Arrivals sold (kg) and average rate (Rs/kg)',
    x: 'date',
    series: [
      { key: 'netGrams', axis: 'left' },
      { key: 'avgRatePaise', axis: 'right' },
    ],
  },
  columns: [
    col.date,
    col.lotsInwarded,
    { ...col.lots, header: 'Lots Sold' },
    col.netGrams,
    col.amountPaise,
    col.farmerLevyPaise,
    col.reelerLevyPaise,
    col.totalLevyPaise,
    ...rates,
  ],
});

export const UNSOLD_AND_AGEING = defineReport({
  id: 'unsold-and-ageing',
  title: 'Unsold Lots and Payment Ageing',
  label: 'Unsold and Rejected Lots',
  call: 'CocoonAuction/UnsoldAndAgeing',
  route: '/app/reports/report4',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    'Lots of the dates (by inward date) not sold or rejected, and sold lots the farmer is not yet fully paid for, aged from the weighing to the To date (or today if earlier): 0-3, 4-7, 8-15, 16-30, > 30 days.',
  parameters: ['market', 'dateRange'],
  landscape: true,
  columns: [
    col.lotId,
    col.date,
    col.market,
    col.lotNo,
    col.farmerCode,
    col.farmerName,
    col.race,
    col.status,
    col.netGrams,
    col.farmerNetPaise,
    col.paidPaise,
    { key: 'duePaise', header: 'Due (Rs)', type: 'paise', total: 'sum' },
    { key: 'weighedOn', header: 'Weighed On', type: 'date', total: null },
    { key: 'days', header: 'Days Since Sale', type: 'count', total: 'max' },
    { key: 'bucket', header: 'Ageing', type: 'text', total: null },
  ],
});

export const MONTHLY_ABSTRACT = defineReport({
  id: 'monthly-abstract',
  title: 'Monthly Abstract',
  call: 'CocoonAuction/OverallMonthlyAbstract',
  route: '/app/reports/monthlyabstractreport',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    "A market's month by race (a lot counts on its inward date): lots, kg, value, levy, per-kg min, max and weighted average; under it the price bands and the lots above and below the average.",
  parameters: ['market', 'month'],
  landscape: true,
  chart: {
    kind: 'bar',
    title: 'Kg sold by race',
    x: 'race',
    series: [{ key: 'netGrams' }],
  },
  columns: [
    col.race,
    col.lotsInwarded,
    { ...col.lots, header: 'Lots Sold' },
    col.netGrams,
    { ...col.amountPaise, header: 'Value (Rs)' },
    col.totalLevyPaise,
    ...rates,
    {
      key: 'shareBp',
      header: 'Share of kg (%)',
      type: 'basisPoints',
      total: 'sum',
    },
  ],
});

/**
 * The market's cash book (issue 22), day by day from the ledger's Cash account: what the day opened with, cash
 * received (reeler receipts in cash, Receipt vouchers, cash drawn from the bank, reversed payments), cash paid
 * (farmers in cash, Payment vouchers, cash banked) and the closing. Opening and closing are balances, so they do
 * not total; the period's opening and closing are in the summary.
 */
export const CASH_BOOK = defineReport({
  id: 'cash-book',
  title: 'Cash Book',
  call: 'CashBook/CashBookReport',
  route: '/app/reports/cashbook',
  group: 'reports',
  permission: 'reports.view',
  purpose:
    'Cash of a market day by day: opening, cash received, cash paid and closing (the ledger’s Cash account).',
  parameters: ['market', 'dateRange'],
  columns: [
    col.marketId,
    col.market,
    col.date,
    { key: 'openingPaise', header: 'Opening (Rs)', type: 'paise', total: null },
    { key: 'receiptsPaise', header: 'Cash Received (Rs)', type: 'paise', total: 'sum' },
    { key: 'paymentsPaise', header: 'Cash Paid (Rs)', type: 'paise', total: 'sum' },
    { key: 'closingPaise', header: 'Closing (Rs)', type: 'paise', total: null },
  ],
});

export const REPORTS_MENU: readonly ReportDefinition[] = [
  FARMER_SUMMARY,
  REELER_SUMMARY,
  LAB_RESULT,
  LOT_REGISTER,
  MONTHLY_ABSTRACT,
  DATE_WISE_SUMMARY,
  UNSOLD_AND_AGEING,
  CASH_BOOK,
];
