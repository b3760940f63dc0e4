import { misPeriods, type ReportParameters, sameMonthLastYear, ValidationError } from '@cocoon/domain';
import type { DateRange } from './mis-data.js';
import { type Figures, figuresBetween, type MonthlyFigures, NO_FIGURES } from './mis-figures.js';

export type MisPeriodKey = 'during' | 'upToLastMonth' | 'upToMonth' | 'lastYearDuring' | 'lastYearUpToMonth';

/** A period as months `YYYY-MM` (every MIS period is whole months); null for "up to last month" in April. */
export type MonthRange = { from: string; to: string } | null;

/**
 * The form's periods of a month (misPeriods: the financial year starts 1 April of the month's own year from
 * April to December, of the year before from January to March), and the dates that cover them all.
 */
export function misMonthRanges(month: string): {
  periods: Record<MisPeriodKey, MonthRange>;
  range: DateRange;
} {
  const now = misPeriods(month);
  const lastYear = misPeriods(sameMonthLastYear(month));
  const months = (p: { from: string; to: string } | null): MonthRange =>
    p ? { from: p.from.slice(0, 7), to: p.to.slice(0, 7) } : null;
  return {
    periods: {
      during: months(now.during),
      upToLastMonth: months(now.upToLastMonth),
      upToMonth: months(now.upToMonth),
      lastYearDuring: months(lastYear.during),
      lastYearUpToMonth: months(lastYear.upToMonth),
    },
    range: { from: lastYear.upToMonth.from, to: now.during.to },
  };
}

/** A group's figures over one period of the form. */
export const periodFigures = (months: MonthlyFigures | undefined, period: MonthRange): Figures =>
  period ? figuresBetween(months, period.from, period.to) : NO_FIGURES;

/** The month a monthly MIS report is about; the schema already refused a missing or malformed one. */
export function monthOf(params: ReportParameters): string {
  if (!params.month)
    throw new ValidationError('Please select all fields', { month: ['Please select all fields'] });
  return params.month;
}
