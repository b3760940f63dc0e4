import { Card, H5 } from '@blueprintjs/core';
import { type DashboardDateInfo, displayDate } from '@cocoon/domain';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const kg = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Dashboard-dateinfo as lines (money-and-reports.md: daily arrivals and the average price over the month are
 * looked at, not read): kg arrived on the left axis, the day's weighted average rate on the right. A day
 * without sales has no average, so its price line breaks there rather than dropping to zero.
 */
export function ArrivalsChart({ info }: { info: DashboardDateInfo }) {
  const points = info.days.map((d) => ({
    day: displayDate(d.date).slice(0, 5),
    date: displayDate(d.date),
    arrivalsKg: Math.round(d.arrivalGrams / 1000),
    averageRate: d.averageRatePaise === null ? null : d.averageRatePaise / 100,
  }));
  const total = info.days.reduce((t, d) => t + d.arrivalGrams, 0);
  return (
    <Card elevation={1} className="dashboard-chart">
      <H5 id="dashboard-chart-title">
        Arrivals and average price, {displayDate(info.from)} to {displayDate(info.to)}
      </H5>
      <p className="dashboard-chart__summary">
        {kg.format(total / 1000)} kg arrived in {info.days.length} days.
      </p>
      <figure className="dashboard-chart__figure" aria-labelledby="dashboard-chart-title">
        <ResponsiveContainer width="100%" height={280}>
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" interval="preserveStartEnd" minTickGap={16} />
            <YAxis yAxisId="kg" tickFormatter={(v: number) => kg.format(v)} width={72} />
            <YAxis
              yAxisId="rate"
              orientation="right"
              tickFormatter={(v: number) => rupees.format(v)}
              width={80}
              domain={['auto', 'auto']}
            />
            <Tooltip
              labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''}
              formatter={(value, name) =>
                name === 'Arrivals (kg)'
                  ? [kg.format(Number(value)), name]
                  : [`Rs ${rupees.format(Number(value))}`, name]
              }
            />
            <Legend />
            <Line
              yAxisId="kg"
              type="monotone"
              dataKey="arrivalsKg"
              name="Arrivals (kg)"
              stroke="#2d72d2"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="rate"
              type="monotone"
              dataKey="averageRate"
              name="Average price (Rs/kg)"
              stroke="#c87619"
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </Card>
  );
}
