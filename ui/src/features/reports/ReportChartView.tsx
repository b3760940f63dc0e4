import type { ReportAnswer, ReportChart, ReportColumn } from '@cocoon/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartData } from './report-chart-data';

// Blueprint's palette (blue, orange, green, violet): apart for the colour-blind, dark enough on white.
const COLOURS = ['#215db0', '#c87619', '#1c6e42', '#7961db'];
const en = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The answer's chart (recharts): each series in the unit its column header names, on a left or right axis. */
export function ReportChartView({ answer, chart }: { answer: ReportAnswer; chart: ReportChart }) {
  const byKey = new Map<string, ReportColumn>(answer.columns.map((c) => [c.key, c]));
  const data = chartData(answer, chart);
  const twoAxes = chart.series.some((s) => s.axis === 'right');
  const Chart = chart.kind === 'bar' ? BarChart : LineChart;
  return (
    <figure className="report-chart" aria-label={chart.title}>
      <figcaption className="report-chart__title">{chart.title}</figcaption>
      <ResponsiveContainer width="100%" height={320}>
        <Chart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="x" />
          <YAxis yAxisId="left" tickFormatter={(v: number) => en.format(v)} />
          {twoAxes && (
            <YAxis yAxisId="right" orientation="right" tickFormatter={(v: number) => en.format(v)} />
          )}
          <Tooltip formatter={(v) => (typeof v === 'number' ? en.format(v) : String(v))} />
          <Legend />
          {chart.series.map((s, i) => {
            const name = byKey.get(s.key)?.header ?? s.key;
            const colour = COLOURS[i % COLOURS.length]!;
            const axis = s.axis ?? 'left';
            return chart.kind === 'bar' ? (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={name}
                fill={colour}
                yAxisId={axis}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.key}
                dataKey={s.key}
                name={name}
                stroke={colour}
                yAxisId={axis}
                // A few points read better as dots (a single day is nothing but a dot); a month as a line.
                dot={data.length <= 12}
                connectNulls
                isAnimationActive={false}
              />
            );
          })}
        </Chart>
      </ResponsiveContainer>
    </figure>
  );
}
