import {
  displayNumber,
  type ReportAnswer,
  type ReportChart,
  type ReportColumn,
  reportCellText,
} from '@cocoon/domain';

export type ChartPoint = { x: string } & Record<string, number | string | null>;

/**
 * The chart's points: x as the table shows it (DD/MM/YYYY, a market's name), each series in its header's unit
 * (kg, Rs, Rs lakhs), so the axis reads like the table.
 */
export function chartData(answer: ReportAnswer, chart: ReportChart): ChartPoint[] {
  const byKey = new Map<string, ReportColumn>(answer.columns.map((c) => [c.key, c]));
  const xType = byKey.get(chart.x)?.type ?? 'text';
  return answer.rows.map((row) => {
    const x = row[chart.x];
    const point: ChartPoint = {
      x: reportCellText(x === undefined || typeof x === 'object' ? null : x, xType),
    };
    for (const s of chart.series) {
      const cell = row[s.key];
      point[s.key] = displayNumber(
        cell === undefined || (typeof cell === 'object' && cell !== null) ? null : cell,
        byKey.get(s.key)?.type ?? 'count',
      );
    }
    return point;
  });
}
