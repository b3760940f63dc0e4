import type { ReportParameters } from '@cocoon/domain';
import type { ReportQuery, ReportQueryContext } from '../report-query.js';
import { marketMonths, partyMonths } from './mis-data.js';
import { salesCells } from './mis-figures.js';
import { misMonthRanges, monthOf } from './mis-periods.js';
import { byOffice, places, races, reelerNames } from './mis-places.js';
import { leaf, monthDrill, regroup } from './mis-rows.js';

async function namesAndMonths(ctx: ReportQueryContext, params: ReportParameters) {
  const month = monthOf(params);
  const ranges = misMonthRanges(month);
  const [placeNames, raceNames] = await Promise.all([places(ctx), races(ctx)]);
  return { month, ...ranges, placeNames, raceNames };
}

/** The financial year to date only (rows of lots: last year is not read). */
const yearToDate = (
  range: { from: string; to: string },
  periods: ReturnType<typeof misMonthRanges>['periods'],
) => ({
  from: `${periods.upToMonth?.from ?? range.from.slice(0, 7)}-01`,
  to: range.to,
});

/** ADWiseMonthlyTransaction: the markets of each AD office added up, per race, this year and last. */
export const adWise: ReportQuery = async (ctx, params) => {
  const { month, periods, range, placeNames, raceNames } = await namesAndMonths(ctx, params);
  const grouped = await marketMonths(ctx, params, range);
  const groups = regroup(grouped, periods, (ids) => ({
    ad_office_id: placeNames.get(ids.branch_id ?? '')?.adOfficeId ?? null,
    cocoon_type_id: ids.cocoon_type_id ?? null,
  }));
  const rows = groups.map((g) => {
    const adOfficeId = g.ids.ad_office_id ?? '';
    const office = [...placeNames.values()].find((p) => p.adOfficeId === adOfficeId);
    const raceId = g.ids.cocoon_type_id ?? '';
    const f = g.figures;
    return leaf(
      {
        region: office?.region ?? '',
        adOffice: office?.adOffice ?? adOfficeId,
        race: raceNames.get(raceId) ?? raceId,
        ...salesCells('during', f.during),
        ...salesCells('upToLastMonth', f.upToLastMonth),
        ...salesCells('upToMonth', f.upToMonth),
        ...salesCells('lastYearDuring', f.lastYearDuring),
        ...salesCells('lastYearUpToMonth', f.lastYearUpToMonth),
      },
      monthDrill(month, { adOfficeId, cocoonTypeId: raceId, status: 'sold' }),
    );
  });
  return { rows: rows.sort(byOffice(['region', 'adOffice', 'race'])) };
};

/** VarietywiseCocoonTranscation: each race across the markets in view. */
export const varietyWise: ReportQuery = async (ctx, params) => {
  const { month, periods, range, raceNames } = await namesAndMonths(ctx, params);
  const grouped = await marketMonths(ctx, params, range);
  const groups = regroup(grouped, periods, (ids) => ({ cocoon_type_id: ids.cocoon_type_id ?? null }));
  const rows = groups.map((g) => {
    const raceId = g.ids.cocoon_type_id ?? '';
    const f = g.figures;
    return leaf(
      {
        race: raceNames.get(raceId) ?? raceId,
        lotsInwarded: f.during.lotsInwarded,
        inwardGrams: f.during.inwardGrams,
        lots: f.during.lotsSold,
        ...salesCells('during', f.during),
        minRatePaise: f.during.minRatePaise,
        maxRatePaise: f.during.maxRatePaise,
        ...salesCells('upToMonth', f.upToMonth),
        ...salesCells('lastYearDuring', f.lastYearDuring),
        ...salesCells('lastYearUpToMonth', f.lastYearUpToMonth),
      },
      monthDrill(month, { cocoonTypeId: raceId, ...marketOf(params), status: 'sold' }),
    );
  });
  return { rows: rows.sort(byOffice(['race'])) };
};

const marketOf = (params: ReportParameters) => (params.marketId ? { marketId: params.marketId } : {});

/** TSCWiseMonthlyTransaction: sales of each TSC's farmers (the farmer's TSC when the lot came in). */
export const tscWise: ReportQuery = async (ctx, params) => {
  const { month, periods, range, placeNames, raceNames } = await namesAndMonths(ctx, params);
  const grouped = await partyMonths(ctx, params, yearToDate(range, periods), 'tsc');
  const groups = regroup(grouped, periods, (ids) => ids);
  const rows = groups
    .filter((g) => g.figures.upToMonth.lotsSold > 0)
    .map((g) => {
      const tscId = g.ids.tsc_id;
      const tsc = tscId ? placeNames.get(tscId) : undefined;
      const raceId = g.ids.cocoon_type_id ?? '';
      const f = g.figures;
      return leaf(
        {
          adOffice: tsc?.adOffice ?? '',
          // A farmer registered without a TSC still sells: the row says so rather than dropping the kg.
          tsc: tscId ? (tsc?.name ?? tscId) : '(No TSC)',
          race: raceNames.get(raceId) ?? raceId,
          duringLots: f.during.lotsSold,
          ...salesCells('during', f.during),
          ...salesCells('upToLastMonth', f.upToLastMonth),
          ...salesCells('upToMonth', f.upToMonth),
        },
        monthDrill(month, {
          ...(tscId ? { tscId } : {}),
          cocoonTypeId: raceId,
          ...marketOf(params),
          status: 'sold',
        }),
      );
    });
  return { rows: rows.sort(byOffice(['adOffice', 'tsc', 'race'])) };
};

/** ReelerRace: what each reeler bought at each market, by race, the month and the year to date. */
export const reelerRace: ReportQuery = async (ctx, params) => {
  const { month, periods, range, placeNames, raceNames } = await namesAndMonths(ctx, params);
  const grouped = await partyMonths(ctx, params, yearToDate(range, periods), 'reeler');
  const groups = regroup(grouped, periods, (ids) => ids);
  const reelers = await reelerNames(
    ctx,
    groups.map((g) => g.ids.reeler_id ?? '').filter((id) => id !== ''),
  );
  const rows = groups.map((g) => {
    const reelerId = g.ids.reeler_id ?? '';
    const branchId = g.ids.branch_id ?? '';
    const raceId = g.ids.cocoon_type_id ?? '';
    const f = g.figures;
    return leaf(
      {
        market: placeNames.get(branchId)?.name ?? branchId,
        reelerCode: reelers.get(reelerId)?.code ?? '',
        reelerName: reelers.get(reelerId)?.name ?? reelerId,
        race: raceNames.get(raceId) ?? raceId,
        duringLots: f.during.lotsSold,
        ...salesCells('during', f.during),
        upToMonthLots: f.upToMonth.lotsSold,
        ...salesCells('upToMonth', f.upToMonth),
      },
      monthDrill(month, { marketId: branchId, reelerId, cocoonTypeId: raceId, status: 'sold' }),
    );
  });
  return { rows: rows.sort(byOffice(['market', 'reelerName', 'race'])) };
};
