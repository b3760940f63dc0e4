import type { ReportColumnDef } from '../report-columns.js';

/**
 * Columns many reports share, so the same figure has the same key, header and total everywhere (and the
 * reconciliation tests can compare reports by key).
 */
export const col = {
  lots: { key: 'lots', header: 'Lots', type: 'count', total: 'sum', link: 'lots' },
  netGrams: { key: 'netGrams', header: 'Weight (kg)', type: 'grams', total: 'sum' },
  amountPaise: { key: 'amountPaise', header: 'Amount (Rs)', type: 'paise', total: 'sum' },
  farmerLevyPaise: { key: 'farmerLevyPaise', header: 'Farmer Levy (Rs)', type: 'paise', total: 'sum' },
  reelerLevyPaise: { key: 'reelerLevyPaise', header: 'Reeler Levy (Rs)', type: 'paise', total: 'sum' },
  totalLevyPaise: { key: 'totalLevyPaise', header: 'Total Levy (Rs)', type: 'paise', total: 'sum' },
  farmerNetPaise: { key: 'farmerNetPaise', header: 'Farmer Net (Rs)', type: 'paise', total: 'sum' },
  reelerPayablePaise: {
    key: 'reelerPayablePaise',
    header: 'Reeler Payable (Rs)',
    type: 'paise',
    total: 'sum',
  },
  minRatePaise: { key: 'minRatePaise', header: 'Min Rate (Rs/kg)', type: 'ratePerKg', total: 'min' },
  maxRatePaise: { key: 'maxRatePaise', header: 'Max Rate (Rs/kg)', type: 'ratePerKg', total: 'max' },
  avgRatePaise: {
    key: 'avgRatePaise',
    header: 'Avg Rate (Rs/kg)',
    type: 'ratePerKg',
    total: 'weightedAverage',
    weighting: { kind: 'ratio', numerator: 'amountPaise', denominator: 'netGrams', scale: 1000 },
  },
  date: { key: 'date', header: 'Date', type: 'date', total: null },
  lotId: { key: 'lotId', header: 'Lot id', type: 'text', total: null, hidden: true },
  lotNo: { key: 'lotNo', header: 'Lot No', type: 'count', total: null, link: 'lot' },
  ratePaise: { key: 'ratePaise', header: 'Rate (Rs/kg)', type: 'ratePerKg', total: null },
  race: { key: 'race', header: 'Race', type: 'text', total: null },
  market: { key: 'market', header: 'Market', type: 'text', total: null },
  marketId: { key: 'marketId', header: 'Market id', type: 'text', total: null, hidden: true },
  lotsInwarded: { key: 'lotsInwarded', header: 'Lots Inwarded', type: 'count', total: 'sum' },
  farmerId: { key: 'farmerId', header: 'Farmer id', type: 'text', total: null, hidden: true },
  farmerCode: { key: 'farmerCode', header: 'Farmer Code', type: 'text', total: null },
  farmerName: { key: 'farmerName', header: 'Farmer', type: 'text', total: null },
  reelerId: { key: 'reelerId', header: 'Reeler id', type: 'text', total: null, hidden: true },
  reelerCode: { key: 'reelerCode', header: 'Reeler Code', type: 'text', total: null },
  reelerName: { key: 'reelerName', header: 'Reeler', type: 'text', total: null },
  paidPaise: { key: 'paidPaise', header: 'Paid (Rs)', type: 'paise', total: 'sum' },
  balancePaise: { key: 'balancePaise', header: 'Balance (Rs)', type: 'paise', total: 'sum' },
  status: { key: 'status', header: 'Status', type: 'text', total: null },
} as const satisfies Record<string, ReportColumnDef>;
