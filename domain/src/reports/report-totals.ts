import type { ReportCell, ReportColumnDef, ReportRow } from './report-columns.js';

/** Min and max by a loop: a spread of a month's 1.4 lakh rates overflows the call stack. */
export const minOf = (values: readonly number[]): number | null =>
  values.length ? values.reduce((a, b) => (b < a ? b : a)) : null;
export const maxOf = (values: readonly number[]): number | null =>
  values.length ? values.reduce((a, b) => (b > a ? b : a)) : null;

const numeric = (cell: ReportCell | undefined): number | null => (typeof cell === 'number' ? cell : null);

function weightedAverage(column: ReportColumnDef, rows: readonly ReportRow[]): number | null {
  const w = column.weighting;
  if (!w) throw new Error(`Column ${column.key} averages without a weighting`);
  let top = 0;
  let bottom = 0;
  for (const row of rows) {
    if (w.kind === 'ratio') {
      const n = numeric(row[w.numerator]);
      const d = numeric(row[w.denominator]);
      if (n === null || d === null) continue;
      top += n;
      bottom += d;
    } else {
      const v = numeric(row[column.key]);
      const weight = numeric(row[w.weight]);
      if (v === null || weight === null) continue;
      top += v * weight;
      bottom += weight;
    }
  }
  if (bottom === 0) return null;
  return Math.round((top * (w.kind === 'ratio' ? w.scale : 1)) / bottom);
}

/**
 * The totals row, computed from the rows themselves so a summed total is the sum of what is shown
 * (money-and-reports.md: "totals rounded to rupees: the total is not the sum of the rows" was a peer's mistake).
 * Min and max skip empty cells; a column of nothing totals null.
 */
export function reportTotals(columns: readonly ReportColumnDef[], rows: readonly ReportRow[]) {
  const totals: Record<string, ReportCell> = {};
  for (const column of columns) {
    const values = rows.map((r) => numeric(r[column.key])).filter((v): v is number => v !== null);
    switch (column.total) {
      case null:
        totals[column.key] = null;
        break;
      case 'sum':
        totals[column.key] = values.reduce((a, b) => a + b, 0);
        break;
      case 'min':
        totals[column.key] = minOf(values);
        break;
      case 'max':
        totals[column.key] = maxOf(values);
        break;
      case 'weightedAverage':
        totals[column.key] = weightedAverage(column, rows);
        break;
      default: {
        const never: never = column.total;
        throw new Error(`Unknown total ${String(never)}`);
      }
    }
  }
  return totals;
}

/** Σ amount × 1000 / Σ grams, rounded: the weighted average rate in paise per kg (null with no weight). */
export function averageRatePaise(amountPaise: number, grams: number): number | null {
  return grams > 0 ? Math.round((amountPaise * 1000) / grams) : null;
}
