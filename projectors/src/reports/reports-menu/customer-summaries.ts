import { FARMER_SUMMARY, REELER_SUMMARY } from '@cocoon/domain';
import type { ReportQuery } from '../report-query.js';
import {
  drillOf,
  type FigureRecord,
  figureCells,
  figureSelections,
  lotsInPeriod,
  onlyColumns,
  periodOf,
} from './lot-figures.js';

/** CocoonInward/FarmerSummary: per farmer, the lots inwarded in the period and the sales of those sold. */
export const farmerSummary: ReportQuery = async (ctx, params) => {
  const { from, to } = periodOf(params);
  const rows = await lotsInPeriod(ctx, params, from, to)
    .select(['l.farmer_id', 'l.farmer_code', 'l.farmer_name'])
    .select(figureSelections)
    .groupBy(['l.farmer_id', 'l.farmer_code', 'l.farmer_name'])
    .orderBy('l.farmer_code')
    .orderBy('l.farmer_id')
    .execute();
  return {
    rows: rows.map((r) =>
      onlyColumns(
        FARMER_SUMMARY,
        {
          farmerId: r.farmer_id,
          farmerCode: r.farmer_code,
          farmerName: r.farmer_name,
          ...figureCells(r as FigureRecord),
        },
        drillOf(params, from, to, { farmerId: r.farmer_id }),
      ),
    ),
  };
};

/** CocoonInward/ReelerSummary: per reeler, the lots bought (weighed to them) in the period. */
export const reelerSummary: ReportQuery = async (ctx, params) => {
  const { from, to } = periodOf(params);
  // The approved bid's reeler is the lot's buyer; only weighed lots are a reeler's purchases.
  const rows = await lotsInPeriod(ctx, params, from, to)
    .where('l.net_grams', 'is not', null)
    .where('l.highest_reeler_id', 'is not', null)
    .select((eb) => [
      eb.ref('l.highest_reeler_id').$notNull().as('reeler_id'),
      eb.fn.max('l.highest_reeler_code').as('reeler_code'),
      eb.fn.max('l.highest_reeler_name').as('reeler_name'),
    ])
    .select(figureSelections)
    .groupBy('l.highest_reeler_id')
    .orderBy('reeler_code')
    .execute();
  return {
    rows: rows.map((r) =>
      onlyColumns(
        REELER_SUMMARY,
        {
          reelerId: r.reeler_id,
          reelerCode: r.reeler_code,
          reelerName: r.reeler_name,
          ...figureCells(r as FigureRecord),
        },
        drillOf(params, from, to, { reelerId: r.reeler_id }),
      ),
    ),
  };
};
