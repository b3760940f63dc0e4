import { monthEnd, type ReportParameters } from '@cocoon/domain';
import type { ReportQuery, ReportQueryContext } from '../report-query.js';
import { farmersWhoSold, marketMonths } from './mis-data.js';
import { arrivalCells, averageRate, salesCells } from './mis-figures.js';
import { misMonthRanges, monthOf } from './mis-periods.js';
import { places, races } from './mis-places.js';
import { marketRaceRows, regroup } from './mis-rows.js';

/** The month's summary per market and race, with the names the rows show. */
async function marketRaceGroups(ctx: ReportQueryContext, params: ReportParameters, byRace = true) {
  const month = monthOf(params);
  const { periods, range } = misMonthRanges(month);
  const [grouped, placeNames, raceNames] = await Promise.all([
    marketMonths(ctx, params, range),
    places(ctx),
    races(ctx),
  ]);
  const groups = regroup(grouped, periods, (ids) => ({
    branch_id: ids.branch_id ?? null,
    ...(byRace ? { cocoon_type_id: ids.cocoon_type_id ?? null } : {}),
  }));
  return { month, periods, range, groups, names: { places: placeNames, races: raceNames } };
}

/** CocoonArrival: lots and kg that came in, whether sold or not. */
export const cocoonArrival: ReportQuery = async (ctx, params) => {
  const { month, groups, names } = await marketRaceGroups(ctx, params);
  return {
    rows: marketRaceRows(
      groups,
      names,
      month,
      (f) => ({
        ...arrivalCells('during', f.during),
        ...arrivalCells('upToLastMonth', f.upToLastMonth),
        ...arrivalCells('upToMonth', f.upToMonth),
        ...arrivalCells('lastYearDuring', f.lastYearDuring),
        ...arrivalCells('lastYearUpToMonth', f.lastYearUpToMonth),
      }),
      'all',
    ),
  };
};

/** CocoonSales: what was sold (weighed), its value and weighted average price. */
export const cocoonSales: ReportQuery = async (ctx, params) => {
  const { month, groups, names } = await marketRaceGroups(ctx, params);
  return {
    rows: marketRaceRows(groups, names, month, (f) => ({
      ...salesCells('during', f.during),
      ...salesCells('upToLastMonth', f.upToLastMonth),
      ...salesCells('upToMonth', f.upToMonth),
      ...salesCells('lastYearDuring', f.lastYearDuring),
      ...salesCells('lastYearUpToMonth', f.lastYearUpToMonth),
    })),
  };
};

/** OverallMonthlyAbstract (department-wide): one row per market for the month, with the year to date. */
export const overallMonthlyAbstract: ReportQuery = async (ctx, params) => {
  const { month, groups, names } = await marketRaceGroups(ctx, params, false);
  return {
    rows: marketRaceRows(groups, names, month, (f) => ({
      lotsInwarded: f.during.lotsInwarded,
      lots: f.during.lotsSold,
      lotsRejected: f.during.lotsRejected,
      inwardGrams: f.during.inwardGrams,
      netGrams: f.during.soldGrams,
      amountPaise: f.during.amountPaise,
      farmerLevyPaise: f.during.farmerLevyPaise,
      reelerLevyPaise: f.during.reelerLevyPaise,
      minRatePaise: f.during.minRatePaise,
      maxRatePaise: f.during.maxRatePaise,
      avgRatePaise: averageRate(f.during),
      ...salesCells('upToMonth', f.upToMonth),
    })),
  };
};

/** LevyCollectionDetails: farmer and reeler levy per market, in rupees and lakhs (both paise). */
export const levyCollection: ReportQuery = async (ctx, params) => {
  const { month, groups, names } = await marketRaceGroups(ctx, params, false);
  const levy = (f: { farmerLevyPaise: number; reelerLevyPaise: number }) =>
    f.farmerLevyPaise + f.reelerLevyPaise;
  return {
    rows: marketRaceRows(groups, names, month, (f) => ({
      duringFarmerLevy: f.during.farmerLevyPaise,
      duringReelerLevy: f.during.reelerLevyPaise,
      duringTotalLevy: levy(f.during),
      duringTotalLevyLakhs: levy(f.during),
      upToLastMonthTotalLevy: levy(f.upToLastMonth),
      upToMonthTotalLevy: levy(f.upToMonth),
      upToMonthTotalLevyLakhs: levy(f.upToMonth),
      lastYearUpToMonthTotalLevy: levy(f.lastYearUpToMonth),
    })),
  };
};

/** Farmer transactions: farmers who sold, their lots, kg, value, levy and net, per market and race. */
export const farmerTransaction: ReportQuery = async (ctx, params) => {
  const { month, groups, names } = await marketRaceGroups(ctx, params);
  // Distinct farmers are not additive over days, so they are counted from the month's lots, not the summary.
  const farmers = await farmersWhoSold(ctx, params, { from: `${month}-01`, to: monthEnd(month) });
  return {
    rows: marketRaceRows(groups, names, month, (f, ids) => ({
      farmers: farmers.get(`${ids.branch_id}|${ids.cocoon_type_id}`) ?? 0,
      duringLots: f.during.lotsSold,
      ...salesCells('during', f.during),
      duringFarmerLevy: f.during.farmerLevyPaise,
      duringFarmerNet: f.during.farmerNetPaise,
      upToMonthLots: f.upToMonth.lotsSold,
      ...salesCells('upToMonth', f.upToMonth),
      upToMonthFarmerNet: f.upToMonth.farmerNetPaise,
    })),
  };
};
