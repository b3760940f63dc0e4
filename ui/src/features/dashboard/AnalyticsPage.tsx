import { Callout, Card, H4, H5, Spinner, Tag } from '@blueprintjs/core';
import { can, istTime } from '@cocoon/domain';
import { useSession } from '../../auth/use-session';
import { PageHeader } from '../../layout/PageHeader';
import { today, useDayFilter } from '../auction/use-day-filter';
import { AdminLinks } from './AdminLinks';
import { ArrivalsChart } from './ArrivalsChart';
import { DashboardFilters } from './DashboardFilters';
import { DaysToPayCard } from './DaysToPayCard';
import {
  useDashboardBranchInfo,
  useDashboardDateInfo,
  useDashboardDaysToPay,
  useDashboardTiles,
} from './dashboard-api';
import { dashboardTileViews } from './dashboard-view';
import { HistoryVerificationCard } from './HistoryVerificationCard';
import { MarketTable } from './MarketTable';
import { RaceTable } from './RaceTable';
import { TileCard } from './TileCard';
import './dashboard.css';

/**
 * /app/dashboard/analytics: the day's figures of the markets the user looks after (spec: Invoice/dashboard-*),
 * live while an auction runs, each tile opening the screen behind it; the 30-day chart; a row per market for
 * an AD, RJD or Admin. The date and market are in the URL, so a reload or a shared link shows the same day.
 */
export function AnalyticsPage() {
  const session = useSession();
  const userType = session?.userType ?? '';
  const [filter, setFilter] = useDayFilter();
  const date = filter.date || today();
  const query = { date, marketId: filter.marketId };
  const tiles = useDashboardTiles(query);
  const live = tiles.data?.auctionRunning ?? false;
  const markets = useDashboardBranchInfo({ date }, live);
  const series = useDashboardDateInfo(query);
  const wait = useDashboardDaysToPay(query);
  const rows = markets.data?.rows ?? [];
  return (
    <>
      <PageHeader title="Dashboard" />
      <Card elevation={1} className="dashboard__welcome">
        <H4>Welcome, {session?.userName}</H4>
        <p>
          You are signed in as <strong>{userType || 'a user with no role'}</strong>.
        </p>
      </Card>
      <DashboardFilters
        date={date}
        marketId={filter.marketId}
        markets={rows}
        onChange={(next) => setFilter(next)}
      />
      <section aria-labelledby="dashboard-day-title" className="dashboard-day">
        <H5 id="dashboard-day-title" className="dashboard-day__title">
          The day's figures
          {tiles.data && (
            <span className="dashboard-day__asof">
              {live && (
                <Tag intent="success" round>
                  Live
                </Tag>
              )}{' '}
              as of {istTime(tiles.data.asOf)}
            </span>
          )}
        </H5>
        {tiles.isPending ? (
          <Spinner size={30} aria-label="Loading the figures" />
        ) : tiles.isError ? (
          <Callout intent="warning" title="Not available">
            The figures could not be read. Try again in a moment.
          </Callout>
        ) : (
          <>
            <div className="dashboard-tiles" aria-live="polite">
              {dashboardTileViews(tiles.data, { userType, date, marketId: filter.marketId }).map((tile) => (
                <TileCard key={tile.key} tile={tile} />
              ))}
            </div>
            <RaceTable tiles={tiles.data} />
          </>
        )}
      </section>
      {series.data && <ArrivalsChart info={series.data} />}
      {wait.data && <DaysToPayCard info={wait.data} ctx={{ userType, date, marketId: filter.marketId }} />}
      {rows.length > 1 && (
        <Card elevation={1} className="dashboard-markets-card">
          <H5>Markets</H5>
          <MarketTable rows={rows} onPick={(marketId) => setFilter({ marketId })} />
        </Card>
      )}
      <AdminLinks userType={userType} />
      {can(userType, 'audit.history') && <HistoryVerificationCard />}
    </>
  );
}
