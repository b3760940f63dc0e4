import { businessDate } from '@cocoon/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

export interface DayFilterState {
  /** 'YYYY-MM-DD', or '' when the user cleared the date. */
  date: string;
  /** The slot number filter, when the screen has one. */
  slotNo?: number;
  /** The market an AD or RJD looks at; undefined = every market in scope (a Branch Admin has one). */
  marketId?: string;
}

/** The Indian business date today, whatever the browser's zone. */
export const today = () => businessDate(new Date());

/**
 * A list screen's date, slot and market in the URL (`?date=&slotNo=&marketId=`), so a reload or the back
 * button shows the same day. No date in the URL means today; an empty one means the user cleared it.
 */
export function useDayFilter(): [DayFilterState, (next: Partial<DayFilterState>) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => readDayFilter(search), [search]);
  const set = useCallback(
    (next: Partial<DayFilterState>) => {
      const params = new URLSearchParams(search);
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined && name !== 'date') params.delete(name);
        else params.set(name, String(value ?? ''));
      }
      navigate(`${path}?${params.toString()}`, { replace: true });
    },
    [search, path, navigate],
  );
  return [state, set];
}

export function readDayFilter(search: string): DayFilterState {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const slot = Number(params.get('slotNo'));
  const state: DayFilterState = {
    date: date === null ? today() : /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
  };
  if (Number.isInteger(slot) && slot >= 1) state.slotNo = slot;
  const marketId = params.get('marketId');
  if (marketId) state.marketId = marketId;
  return state;
}
