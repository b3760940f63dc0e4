import type { ReportCell, ReportColumnDef, ReportRow } from './report-columns.js';

/** Min and max by a loop: a spread of a month's 1.4 lakh rates overflows the call stack. */
export const minOf = (values: readonly number[]): number | null =>
  values.length ? values.reduce((a, b) => (b < a ? b : a)) : null;
export const maxOf = (values: readonly number[]): number | null =>
  values.length ? values.reduce((a, b) => (b > a ? b : a)) : null;

const numeric = (cell: ReportCell | undefined): number | null => (typeof cell === 'number' ? cell : null);

/**
 * One aggregate over all the rows that a totals row is made of: `fn` of the product of `terms` (one column, or a
 * value times its weight), over the rows where every column of `when` has a number. The same list is computed from
 * rows held in memory (`aggregateRows`) or by the database over a report's SQL (projectors' paged reports), so a
 * page's totals are those of every row, not of the page.
 */
export interface TotalAggregate {
  name: string;
  fn: 'sum' | 'min' | 'max';
  terms: readonly string[];
  when: readonly string[];
}

const TOP = (key: string) => `${key}:top`;
const BOTTOM = (key: string) => `${key}:bottom`;

/** The aggregates a definition's columns total by: derived from each column's `total` (and `weighting`). */
export function totalAggregates(columns: readonly ReportColumnDef[]): TotalAggregate[] {
  const out: TotalAggregate[] = [];
  for (const column of columns) {
    const { key } = column;
    switch (column.total) {
      case null:
        break;
      case 'sum':
      case 'min':
      case 'max':
        out.push({ name: key, fn: column.total, terms: [key], when: [key] });
        break;
      case 'weightedAverage': {
        const w = column.weighting;
        if (!w) throw new Error(`Column ${key} averages without a weighting`);
        // A row counts only when both its figures are there (a lot not weighed has no rate and no kg).
        if (w.kind === 'ratio') {
          const when = [w.numerator, w.denominator];
          out.push({ name: TOP(key), fn: 'sum', terms: [w.numerator], when });
          out.push({ name: BOTTOM(key), fn: 'sum', terms: [w.denominator], when });
        } else {
          const when = [key, w.weight];
          out.push({ name: TOP(key), fn: 'sum', terms: [key, w.weight], when });
          out.push({ name: BOTTOM(key), fn: 'sum', terms: [w.weight], when });
        }
        break;
      }
      default: {
        const never: never = column.total;
        throw new Error(`Unknown total ${String(never)}`);
      }
    }
  }
  return out;
}

/** The aggregates computed over rows in memory; null where no row has the figures (as SQL's sum, min, max). */
export function aggregateRows(
  aggregates: readonly TotalAggregate[],
  rows: readonly ReportRow[],
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const a of aggregates) {
    const values: number[] = [];
    for (const row of rows) {
      let product = 1;
      let counts = true;
      for (const key of a.when) if (numeric(row[key]) === null) counts = false;
      if (!counts) continue;
      for (const key of a.terms) product *= numeric(row[key]) ?? 0;
      values.push(product);
    }
    out[a.name] =
      a.fn === 'sum'
        ? values.length
          ? values.reduce((s, v) => s + v, 0)
          : null
        : a.fn === 'min'
          ? minOf(values)
          : maxOf(values);
  }
  return out;
}

/**
 * The totals row from its aggregates: a sum of nothing is 0, min and max of nothing null, a weighted average
 * round(Σ top × scale / Σ bottom), null with nothing to weigh.
 */
export function totalsFromAggregates(
  columns: readonly ReportColumnDef[],
  aggregates: Readonly<Record<string, number | null>>,
): Record<string, ReportCell> {
  const totals: Record<string, ReportCell> = {};
  for (const column of columns) {
    const { key } = column;
    if (column.total === null) totals[key] = null;
    else if (column.total === 'sum') totals[key] = aggregates[key] ?? 0;
    else if (column.total === 'min' || column.total === 'max') totals[key] = aggregates[key] ?? null;
    else {
      const top = aggregates[TOP(key)] ?? 0;
      const bottom = aggregates[BOTTOM(key)] ?? 0;
      const scale = column.weighting?.kind === 'ratio' ? column.weighting.scale : 1;
      totals[key] = bottom === 0 ? null : Math.round((top * scale) / bottom);
    }
  }
  return totals;
}

/**
 * The totals row, computed from the rows themselves so a summed total is the sum of what is shown
 * (money-and-reports.md: "totals rounded to rupees: the total is not the sum of the rows" was a peer's mistake).
 * Min and max skip empty cells; a column of nothing totals null.
 */
export function reportTotals(columns: readonly ReportColumnDef[], rows: readonly ReportRow[]) {
  return totalsFromAggregates(columns, aggregateRows(totalAggregates(columns), rows));
}

/** Σ amount × 1000 / Σ grams, rounded: the weighted average rate in paise per kg (null with no weight). */
export function averageRatePaise(amountPaise: number, grams: number): number | null {
  return grams > 0 ? Math.round((amountPaise * 1000) / grams) : null;
}
