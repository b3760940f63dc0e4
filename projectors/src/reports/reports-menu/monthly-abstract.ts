import { averageRatePaise, monthEnd, PRICE_BANDS, priceBandOf, type SummaryLine } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReportQuery } from '../report-query.js';
import {
  drillOf,
  type FigureRecord,
  figureCells,
  figureSelections,
  lotsInPeriod,
  withDrill,
} from './lot-figures.js';

const n = (v: unknown) => Number(v ?? 0);
/** A share in basis points of a whole, rounded (0 of nothing). */
const shareBp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);

/**
 * CocoonAuction/OverallMonthlyAbstract (/app/reports/monthlyabstractreport): a market's month. Rows per race; summary
 * lines give the month's price bands (lots, kg and share of kg sold in each Rs/kg band) and how many lots sold
 * above and below the month's weighted average rate.
 */
export const monthlyAbstract: ReportQuery = async (ctx, params) => {
  if (!params.month) throw new Error('The monthly abstract was asked without a month');
  const from = `${params.month}-01`;
  const to = monthEnd(params.month);
  const byRace = await lotsInPeriod(ctx, params, from, to)
    .select(['l.cocoon_type_id', sql<string>`max(l.silk_name)`.as('race')])
    .select(figureSelections)
    .groupBy('l.cocoon_type_id')
    .orderBy('race')
    .execute();
  const cells = byRace.map((r) => ({
    id: r.cocoon_type_id,
    race: r.race,
    ...figureCells(r as FigureRecord),
  }));
  const monthGrams = cells.reduce((s, r) => s + r.netGrams, 0);
  const monthAmount = cells.reduce((s, r) => s + r.amountPaise, 0);
  const rows = cells.map(({ id, ...r }) =>
    withDrill(
      {
        race: r.race,
        lotsInwarded: r.lotsInwarded,
        lots: r.lots,
        netGrams: r.netGrams,
        amountPaise: r.amountPaise,
        totalLevyPaise: r.totalLevyPaise,
        minRatePaise: r.minRatePaise,
        maxRatePaise: r.maxRatePaise,
        avgRatePaise: r.avgRatePaise,
        shareBp: shareBp(r.netGrams, monthGrams),
      },
      drillOf(params, from, to, { cocoonTypeId: id }),
    ),
  );

  // One row per distinct rate (a few hundred a month, whatever the number of lots): bands and the counts above
  // and below the average are exact sums of these.
  const byRate = (
    await lotsInPeriod(ctx, params, from, to)
      .where('l.net_grams', 'is not', null)
      .select(['l.rate_paise', sql<string>`count(*)`.as('lots'), sql<string>`sum(l.net_grams)`.as('grams')])
      .groupBy('l.rate_paise')
      .execute()
  ).map((r) => ({ rate: n(r.rate_paise), lots: n(r.lots), grams: n(r.grams) }));
  const average = averageRatePaise(monthAmount, monthGrams);
  const summary: SummaryLine[] = [];
  for (const band of PRICE_BANDS) {
    const inBand = byRate.filter((r) => priceBandOf(r.rate) === band);
    const grams = inBand.reduce((s, r) => s + r.grams, 0);
    summary.push(
      { label: `${band.label}: lots`, value: inBand.reduce((s, r) => s + r.lots, 0), type: 'count' },
      { label: `${band.label}: weight (kg)`, value: grams, type: 'grams' },
      { label: `${band.label}: share of kg (%)`, value: shareBp(grams, monthGrams), type: 'basisPoints' },
    );
  }
  const lotsWhere = (test: (rate: number) => boolean) =>
    byRate.filter((r) => test(r.rate)).reduce((s, r) => s + r.lots, 0);
  summary.push(
    { label: 'Weighted average rate (Rs/kg)', value: average, type: 'ratePerKg' },
    {
      label: 'Lots sold above the average rate',
      value: average === null ? 0 : lotsWhere((rate) => rate > average),
      type: 'count',
    },
    {
      label: 'Lots sold at or below the average rate',
      value: average === null ? 0 : lotsWhere((rate) => rate <= average),
      type: 'count',
    },
  );
  return { rows, summary, resolved: { from, to } };
};
