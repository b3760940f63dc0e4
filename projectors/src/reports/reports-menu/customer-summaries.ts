import { FARMER_SUMMARY, REELER_SUMMARY } from '@cocoon/domain';
import { sqlReport } from '../report-rows.js';
import {
  drillOf,
  figureColumnCells,
  figureColumnsOf,
  lotsInPeriod,
  onlyColumns,
  periodOf,
} from './lot-figures.js';

/**
 * CocoonInward/FarmerSummary: per farmer, the lots inwarded in the period and the sales of those sold. A month of
 * every market is 46,000 farmers: the report machine pages and totals them in the database (issue 28).
 */
export const farmerSummary = sqlReport(async (ctx, params) => {
  const { from, to } = periodOf(params);
  const select = lotsInPeriod(ctx, params, from, to)
    .select(['l.farmer_id as farmerId', 'l.farmer_code as farmerCode', 'l.farmer_name as farmerName'])
    .select(figureColumnsOf(FARMER_SUMMARY))
    .groupBy(['l.farmer_id', 'l.farmer_code', 'l.farmer_name']);
  return {
    select,
    grouped: true,
    orderBy: ['farmerCode', 'farmerId', 'farmerName'],
    toRow: (r) =>
      onlyColumns(
        FARMER_SUMMARY,
        {
          farmerId: r.farmerId as string,
          farmerCode: r.farmerCode as string,
          farmerName: r.farmerName as string,
          ...figureColumnCells(r),
        },
        drillOf(params, from, to, { farmerId: r.farmerId as string }),
      ),
  };
});

/** CocoonInward/ReelerSummary: per reeler, the lots bought (weighed to them) in the period. */
export const reelerSummary = sqlReport(async (ctx, params) => {
  const { from, to } = periodOf(params);
  // The approved bid's reeler is the lot's buyer; only weighed lots are a reeler's purchases.
  const select = lotsInPeriod(ctx, params, from, to)
    .where('l.net_grams', 'is not', null)
    .where('l.highest_reeler_id', 'is not', null)
    .select((eb) => [
      eb.ref('l.highest_reeler_id').$notNull().as('reelerId'),
      eb.fn.max('l.highest_reeler_code').as('reelerCode'),
      eb.fn.max('l.highest_reeler_name').as('reelerName'),
    ])
    .select(figureColumnsOf(REELER_SUMMARY))
    .groupBy('l.highest_reeler_id');
  return {
    select,
    grouped: true,
    orderBy: ['reelerCode', 'reelerId'],
    toRow: (r) =>
      onlyColumns(
        REELER_SUMMARY,
        {
          reelerId: r.reelerId as string,
          reelerCode: r.reelerCode as string,
          reelerName: r.reelerName as string,
          ...figureColumnCells(r),
        },
        drillOf(params, from, to, { reelerId: r.reelerId as string }),
      ),
  };
});
