import type {
  DashboardBranchInfo,
  DashboardDateInfo,
  DashboardDaysToPay,
  DashboardTiles,
} from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export interface DashboardFilter {
  date: string;
  marketId?: string | undefined;
}

/** While a slot is open the figures move with every bid: ask again every few seconds, otherwise once. */
export const LIVE_REFRESH_MS = 5_000;

const queryString = ({ date, marketId }: DashboardFilter) => {
  const params = new URLSearchParams({ date });
  if (marketId) params.set('marketId', marketId);
  return params.toString();
};

/** Invoice/dashboard-tiles; refreshed every few seconds while an auction is running. */
export const useDashboardTiles = (filter: DashboardFilter) =>
  useQuery({
    queryKey: ['dashboard', 'tiles', filter],
    queryFn: ({ signal }) =>
      apiRequest<DashboardTiles>(`Invoice/dashboard-tiles?${queryString(filter)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.auctionRunning ? LIVE_REFRESH_MS : false),
  });

/** Invoice/dashboard-branchinfo: one row per market of the user's scope (live like the tiles). */
export const useDashboardBranchInfo = (filter: DashboardFilter, live: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'branchinfo', filter],
    queryFn: ({ signal }) =>
      apiRequest<DashboardBranchInfo>(`Invoice/dashboard-branchinfo?${queryString(filter)}`, { signal }),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });

/** Invoice/dashboard-dateinfo: the 30 days ending on the date, for the chart. */
export const useDashboardDateInfo = (filter: DashboardFilter) =>
  useQuery({
    queryKey: ['dashboard', 'dateinfo', filter],
    queryFn: ({ signal }) =>
      apiRequest<DashboardDateInfo>(`Invoice/dashboard-dateinfo?${queryString(filter)}`, { signal }),
  });

/** Invoice/dashboard-daystopay: the farmers' wait (issue 25), its tiles and 30-day chart. */
export const useDashboardDaysToPay = (filter: DashboardFilter) =>
  useQuery({
    queryKey: ['dashboard', 'daystopay', filter],
    queryFn: ({ signal }) =>
      apiRequest<DashboardDaysToPay>(`Invoice/dashboard-daystopay?${queryString(filter)}`, { signal }),
  });
