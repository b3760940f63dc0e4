import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { today } from '../../auction/use-day-filter';
import { financialYearStart } from './passbook-figures';

/** The passbook's filters in the URL (`?customerId=&from=&to=&marketId=`), so a reload shows the same account. */
export interface PassbookFilterState {
  customerId: string;
  from: string;
  to: string;
  marketId?: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** No dates in the URL: the financial year so far. An empty one means the user cleared it. */
export function readPassbookFilter(search: string, now = today()): PassbookFilterState {
  const params = new URLSearchParams(search);
  const date = (name: string, fallback: string) => {
    const value = params.get(name);
    return value === null ? fallback : ISO.test(value) ? value : '';
  };
  const state: PassbookFilterState = {
    customerId: params.get('customerId') ?? '',
    from: date('from', financialYearStart(now)),
    to: date('to', now),
  };
  const marketId = params.get('marketId');
  if (marketId) state.marketId = marketId;
  return state;
}

export function usePassbookFilter(): [PassbookFilterState, (next: Partial<PassbookFilterState>) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => readPassbookFilter(search), [search]);
  const set = useCallback(
    (next: Partial<PassbookFilterState>) => {
      const params = new URLSearchParams(search);
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined && name !== 'from' && name !== 'to') params.delete(name);
        else params.set(name, String(value ?? ''));
      }
      navigate(`${path}?${params.toString()}`, { replace: true });
    },
    [search, path, navigate],
  );
  return [state, set];
}
