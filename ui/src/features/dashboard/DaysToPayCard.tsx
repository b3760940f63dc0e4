import { Card, H5 } from '@blueprintjs/core';
import { type DashboardDaysToPay, displayDate } from '@cocoon/domain';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TileContext } from './dashboard-view';
import { daysToPayTileViews } from './days-to-pay-view';
import { TileCard } from './TileCard';

const days = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * The farmer's wait (issue 25): three tiles and the 30 days as lines — the median and the 90th percentile of
 * working days from weighing to credit of each weighing day's paid lots. A day without paid lots has no point,
 * so the lines break there rather than dropping to zero.
 */
export function DaysToPayCard({ info, ctx }: { info: DashboardDaysToPay; ctx: TileContext }) {
  const points = info.days.map((d) => ({
    day: displayDate(d.date).slice(0, 5),
    date: displayDate(d.date),
    median: d.medianHundredths === null ? null : d.medianHundredths / 100,
    p90: d.p90Days,
  }));
  return (
    <section aria-labelledby="dashboard-wait-title" className="dashboard-day">
      <H5 id="dashboard-wait-title" className="dashboard-day__title">
        Farmers' wait for payment
      </H5>
      <div className="dashboard-tiles">
        {daysToPayTileViews(info, ctx).map((tile) => (
          <TileCard key={tile.key} tile={tile} />
        ))}
      </div>
      <Card elevation={1} className="dashboard-chart">
        <H5 id="dashboard-wait-chart-title">
          Working days to pay by weighing day, {displayDate(info.from)} to {displayDate(info.to)}
        </H5>
        <p className="dashboard-chart__summary">
          {info.paidLots} of {info.lots} lots weighed in these days are paid; a day's point is its paid lots.
        </p>
        <figure className="dashboard-chart__figure" aria-labelledby="dashboard-wait-chart-title">
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" interval="preserveStartEnd" minTickGap={16} />
              <YAxis allowDecimals={false} width={48} tickFormatter={(v: number) => days.format(v)} />
              <Tooltip
                labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''}
                formatter={(value, name) => [`${days.format(Number(value))} working days`, name]}
              />
              <Legend />
              <Line
                type="monotone"
                dataKey="median"
                name="Median"
                stroke="#238551"
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="p90"
                name="90th percentile"
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
    </section>
  );
}
