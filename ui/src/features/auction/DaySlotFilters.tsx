import { DateFilter } from './DateFilter';
import { FilterBar } from './FilterBar';
import { MarketFilter } from './MarketFilter';
import { SlotSelect } from './SlotSelect';
import type { DayFilterState } from './use-day-filter';

export interface DaySlotFiltersProps {
  filter: DayFilterState;
  setFilter: (next: Partial<DayFilterState>) => void;
  slotPlaceholder?: string;
}

/** Date, slot (and, for an AD or RJD, market): another date or market has other slots, so they reset. */
export function DaySlotFilters({ filter, setFilter, slotPlaceholder }: DaySlotFiltersProps) {
  return (
    <FilterBar>
      <DateFilter value={filter.date} onChange={(date) => setFilter({ date, slotNo: undefined })} />
      <MarketFilter
        value={filter.marketId}
        onChange={(marketId) => setFilter({ marketId, slotNo: undefined })}
      />
      <SlotSelect
        date={filter.date}
        marketId={filter.marketId}
        value={filter.slotNo}
        onChange={(slotNo) => setFilter({ slotNo })}
        placeholder={slotPlaceholder}
      />
    </FilterBar>
  );
}
