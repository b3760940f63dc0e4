import type { ReactNode } from 'react';
import { DateFilter } from '../auction/DateFilter';
import { FilterBar } from '../auction/FilterBar';
import { MarketFilter } from '../auction/MarketFilter';
import type { DayFilterState } from '../auction/use-day-filter';

export interface BillDayFiltersProps {
  filter: DayFilterState;
  setFilter: (next: Partial<DayFilterState>) => void;
  /** Fields of this screen alone (a lot, the slip layout), after the market. */
  children?: ReactNode;
}

/** The date of a billing screen and, for an AD or RJD, its market. */
export function BillDayFilters({ filter, setFilter, children }: BillDayFiltersProps) {
  return (
    <FilterBar>
      <DateFilter value={filter.date} onChange={(date) => setFilter({ date })} />
      <MarketFilter value={filter.marketId} onChange={(marketId) => setFilter({ marketId })} />
      {children}
    </FilterBar>
  );
}
