import { medianHundredths, percentile, type ReportRow, waitFigures } from '@cocoon/domain';
import { marketCalendars, marketsOf, waitOf, weighedLots } from '../../accounts/lot-waits.queries.js';
import type { ReportQuery } from '../report-query.js';
import { places } from './mis-places.js';

/**
 * CocoonAuction/DaysToPay (issue 25): per market and weighing day of the period, the working days from weighing
 * to the farmer's credit (projection `accounts.lot-waits`, counted in the market's own calendar): median and p90
 * of the lots paid, and the lots still unpaid with the oldest wait and those beyond the promise, as of today.
 * Rows region → AD office → market → date, as every MIS form.
 */
export const daysToPay: ReportQuery = async (ctx, params) => {
  if (!params.from || !params.to) throw new Error('Days To Pay was asked without its dates');
  const lots = await weighedLots(ctx.db, {
    scope: ctx.scope,
    marketId: params.marketId,
    from: params.from,
    to: params.to,
  });
  const [calendars, named] = await Promise.all([marketCalendars(ctx.db, marketsOf(lots)), places(ctx)]);
  const groups = new Map<string, { marketId: string; date: string; lots: typeof lots }>();
  for (const lot of lots) {
    const key = `${lot.marketId}|${lot.weighedOn}`;
    const group = groups.get(key) ?? { marketId: lot.marketId, date: lot.weighedOn, lots: [] };
    group.lots.push(lot);
    groups.set(key, group);
  }
  const rows: ReportRow[] = [...groups.values()].map((group) => {
    const place = named.get(group.marketId);
    const figures = waitFigures(group.lots.map((lot) => waitOf(lot, calendars, ctx.today)));
    return {
      marketId: group.marketId,
      region: place?.region ?? '',
      adOffice: place?.adOffice ?? '',
      market: place?.name ?? group.marketId,
      date: group.date,
      lotsWeighed: figures.lots,
      paidLots: figures.paidLots,
      medianDays: figures.medianHundredths,
      p90Days: figures.p90Days,
      unpaidLots: figures.unpaidLots,
      oldestUnpaidDays: figures.oldestUnpaidDays,
      beyondPromise: figures.beyondPromise,
    };
  });
  const order = (r: ReportRow) => [r.region, r.adOffice, r.market, r.date].map(String);
  rows.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    for (let i = 0; i < x.length; i += 1) {
      const c = x[i]!.localeCompare(y[i]!);
      if (c !== 0) return c;
    }
    return 0;
  });
  // The period's figures over every lot (a median of the rows' medians would not be the lots' median).
  const paidDays = lots
    .map((lot) => waitOf(lot, calendars, ctx.today))
    .filter((w) => w.paid)
    .map((w) => w.days);
  return {
    rows,
    summary: [
      {
        label: 'Median working days to pay, the period',
        value: medianHundredths(paidDays),
        type: 'hundredths',
      },
      { label: '90th percentile, the period (working days)', value: percentile(paidDays, 90), type: 'count' },
      { label: 'Lots paid', value: paidDays.length, type: 'count' },
    ],
  };
};
