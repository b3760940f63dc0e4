import { useUrlFilter } from '../../components/url/use-url-filter';
import { today } from '../auction/use-day-filter';

/** A period list's filters in the URL (`?from=&to=&status=&marketId=&reeler=`), so a reload shows the same. */
export interface PeriodFilterState {
  from: string;
  to: string;
  status?: 'Issued' | 'Cancelled';
  marketId?: string;
  /** The reeler code typed on Reeler Invoices. */
  reeler?: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** No dates in the URL: this month so far. An empty one means the user cleared it. */
export function readPeriodFilter(search: string, now = today()): PeriodFilterState {
  const params = new URLSearchParams(search);
  const date = (name: string, fallback: string) => {
    const value = params.get(name);
    return value === null ? fallback : ISO.test(value) ? value : '';
  };
  const state: PeriodFilterState = { from: date('from', `${now.slice(0, 8)}01`), to: date('to', now) };
  const status = params.get('status');
  if (status === 'Issued' || status === 'Cancelled') state.status = status;
  const marketId = params.get('marketId');
  if (marketId) state.marketId = marketId;
  const reeler = params.get('reeler');
  if (reeler) state.reeler = reeler;
  return state;
}

export function usePeriodFilter(): [PeriodFilterState, (next: Partial<PeriodFilterState>) => void] {
  return useUrlFilter(readPeriodFilter);
}
