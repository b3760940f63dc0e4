import { useUrlFilter } from '../../../components/url/use-url-filter';
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
  return useUrlFilter(readPassbookFilter);
}
