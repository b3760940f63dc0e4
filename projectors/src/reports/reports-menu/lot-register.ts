import { averageRatePaise, maxOf, minOf, type SummaryLine } from '@cocoon/domain';
import { lotRow, matchesStatus, reportLots } from '../drill/report-lots.js';
import type { ReportQuery } from '../report-query.js';

/**
 * The lot register (spec section 7, CocoonAuction/LotRegister): every lot of the dates with its farmer, reeler,
 * weight, rate, amount and levy. Its summary counts the whole register of the dates (the status filter narrows
 * the rows shown, not the day's figures): lots inwarded, sold and not sold, and the per-kg rates of the sold
 * lots — min and max over rates, the average weighted by weight (money-and-reports.md).
 */
export const lotRegisterQuery: ReportQuery = async (ctx, params) => {
  const lots = await reportLots(ctx, { ...params, status: undefined });
  const sold = lots.filter((l) => l.status === 'Sold');
  const rates = sold.map((l) => l.ratePaise).filter((r): r is number => r !== null);
  const amount = sold.reduce((s, l) => s + (l.amountPaise ?? 0), 0);
  const grams = sold.reduce((s, l) => s + (l.netGrams ?? 0), 0);
  const summary: SummaryLine[] = [
    { label: 'Lots inwarded', value: lots.length, type: 'count' },
    { label: 'Lots sold', value: sold.length, type: 'count' },
    { label: 'Lots not sold', value: lots.length - sold.length, type: 'count' },
    { label: 'Min rate (Rs/kg)', value: minOf(rates), type: 'ratePerKg' },
    { label: 'Max rate (Rs/kg)', value: maxOf(rates), type: 'ratePerKg' },
    { label: 'Average rate (Rs/kg)', value: averageRatePaise(amount, grams), type: 'ratePerKg' },
  ];
  return {
    rows: lots.filter((l) => matchesStatus(l, params.status)).map(lotRow),
    summary,
  };
};
