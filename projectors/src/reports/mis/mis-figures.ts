/**
 * A group's figures over some months, added up in code from per-month rows of the summary: every MIS period
 * (during the month, up to last month, up to the month, the same last year) is whole months, so one query per
 * report reads each month once and the periods are sums of months (min / max over months' min / max).
 */
export interface Figures {
  lotsInwarded: number;
  inwardGrams: number;
  lotsSold: number;
  soldGrams: number;
  amountPaise: number;
  farmerLevyPaise: number;
  reelerLevyPaise: number;
  farmerNetPaise: number;
  lotsRejected: number;
  minRatePaise: number | null;
  maxRatePaise: number | null;
}

export const NO_FIGURES: Figures = {
  lotsInwarded: 0,
  inwardGrams: 0,
  lotsSold: 0,
  soldGrams: 0,
  amountPaise: 0,
  farmerLevyPaise: 0,
  reelerLevyPaise: 0,
  farmerNetPaise: 0,
  lotsRejected: 0,
  minRatePaise: null,
  maxRatePaise: null,
};

const least = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const most = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

export function addFigures(a: Figures, b: Figures): Figures {
  return {
    lotsInwarded: a.lotsInwarded + b.lotsInwarded,
    inwardGrams: a.inwardGrams + b.inwardGrams,
    lotsSold: a.lotsSold + b.lotsSold,
    soldGrams: a.soldGrams + b.soldGrams,
    amountPaise: a.amountPaise + b.amountPaise,
    farmerLevyPaise: a.farmerLevyPaise + b.farmerLevyPaise,
    reelerLevyPaise: a.reelerLevyPaise + b.reelerLevyPaise,
    farmerNetPaise: a.farmerNetPaise + b.farmerNetPaise,
    lotsRejected: a.lotsRejected + b.lotsRejected,
    minRatePaise: least(a.minRatePaise, b.minRatePaise),
    maxRatePaise: most(a.maxRatePaise, b.maxRatePaise),
  };
}

/** The weighted average price in paise per kg: Σ amount × 1000 / Σ grams (the same rounding as the totals row). */
export const averageRate = (f: Pick<Figures, 'amountPaise' | 'soldGrams'>): number | null =>
  f.soldGrams === 0 ? null : Math.round((f.amountPaise * 1000) / f.soldGrams);

/** Quantity, value and weighted average of one period, under the keys `salesColumns(period)` defines. */
export const salesCells = (period: string, f: Figures) => ({
  [`${period}Grams`]: f.soldGrams,
  [`${period}Value`]: f.amountPaise,
  [`${period}Avg`]: averageRate(f),
});

/** Lots and kg that came in during one period, under the keys `arrivalColumns(period)` defines. */
export const arrivalCells = (period: string, f: Figures) => ({
  [`${period}Lots`]: f.lotsInwarded,
  [`${period}Grams`]: f.inwardGrams,
});

/** A row of figures per month `YYYY-MM`, for one group. */
export type MonthlyFigures = Map<string, Figures>;

/** The figures of the months from `fromMonth` to `toMonth` inclusive (YYYY-MM compares as text). */
export function figuresBetween(
  months: MonthlyFigures | undefined,
  fromMonth: string,
  toMonth: string,
): Figures {
  let total = NO_FIGURES;
  if (!months) return total;
  for (const [month, f] of months) if (month >= fromMonth && month <= toMonth) total = addFigures(total, f);
  return total;
}
