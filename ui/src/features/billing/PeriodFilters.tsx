import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { DateFilter } from '../auction/DateFilter';
import { FilterBar } from '../auction/FilterBar';
import { MarketFilter } from '../auction/MarketFilter';
import type { PeriodFilterState } from './use-period-filter';

export interface PeriodFiltersProps {
  filter: PeriodFilterState;
  setFilter: (next: Partial<PeriodFilterState>) => void;
  /** Whether the bill status can be picked. */
  withStatus?: boolean;
  children?: ReactNode;
}

/** From and to dates, the bill status and, for an AD or RJD, the market. */
export function PeriodFilters({ filter, setFilter, withStatus, children }: PeriodFiltersProps) {
  const statusId = useId();
  return (
    <FilterBar>
      {children}
      <DateFilter label="From Date" value={filter.from} onChange={(from) => setFilter({ from })} />
      <DateFilter label="To Date" value={filter.to} onChange={(to) => setFilter({ to })} />
      {withStatus && (
        <FormGroup label="Status" labelFor={statusId} className="screen-filters__field">
          <HTMLSelect
            id={statusId}
            value={filter.status ?? ''}
            onChange={(e) =>
              setFilter({ status: (e.currentTarget.value || undefined) as PeriodFilterState['status'] })
            }
            options={[
              { value: '', label: 'All' },
              { value: 'Issued', label: 'Issued' },
              { value: 'Cancelled', label: 'Cancelled' },
            ]}
          />
        </FormGroup>
      )}
      <MarketFilter value={filter.marketId} onChange={(marketId) => setFilter({ marketId })} />
    </FilterBar>
  );
}
