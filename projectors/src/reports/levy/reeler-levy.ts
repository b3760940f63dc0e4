import type { ReportQuery } from '../report-query.js';
import { marketName, periodOf, reelerLotsInPeriod } from '../reports-menu/lot-figures.js';

/** CocoonAuction/DateWiseReelerLevy: one reeler's purchases of the period, lot by lot, with the levy on each. */
export const dateWiseReelerLevy: ReportQuery = async (ctx, params) => {
  if (!params.reelerId) throw new Error('The reeler levy report was asked without a reeler');
  const { from, to } = periodOf(params);
  // The approved bid's reeler is the buyer of a weighed lot.
  const lots = await reelerLotsInPeriod(ctx, params, from, to, params.reelerId)
    .select([
      'l.lot_id',
      'l.lot_no',
      'l.inward_date',
      'l.highest_reeler_name',
      'l.rate_paise',
      'l.net_grams',
      'l.amount_paise',
      'l.reeler_levy_paise',
    ])
    .select(marketName.as('market'))
    .orderBy('l.inward_date')
    .orderBy('market')
    .orderBy('l.lot_no')
    .execute();
  return {
    rows: lots.map((l) => ({
      lotId: l.lot_id,
      lotNo: l.lot_no,
      date: l.inward_date,
      market: l.market,
      reelerName: l.highest_reeler_name,
      ratePaise: l.rate_paise,
      netGrams: l.net_grams,
      amountPaise: Number(l.amount_paise ?? 0),
      reelerLevyPaise: Number(l.reeler_levy_paise ?? 0),
    })),
  };
};
