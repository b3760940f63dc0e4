import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { DashboardBranchRow } from '@cocoon/domain';
import { DateField } from '../../components/form/DateField';
import { FilterBar } from '../auction/FilterBar';

export interface DashboardFiltersProps {
  date: string;
  marketId: string | undefined;
  /** The markets of the user's scope (dashboard-branchinfo): a picker only when there are several. */
  markets: readonly DashboardBranchRow[];
  onChange: (next: { date?: string; marketId?: string | undefined }) => void;
}

/** The dashboard's date and, for an AD, RJD or Admin, one market or all of them. */
export function DashboardFilters({ date, marketId, markets, onChange }: DashboardFiltersProps) {
  return (
    <FilterBar>
      <DateField
        label="Date"
        value={date}
        onChange={(value) => value && onChange({ date: value })}
        className="screen-filters__field"
      />
      {markets.length > 1 && (
        <FormGroup label="Market" labelFor="dashboard-market" className="screen-filters__field">
          <HTMLSelect
            id="dashboard-market"
            value={marketId ?? ''}
            onChange={(e) => onChange({ marketId: e.currentTarget.value || undefined })}
            options={[
              { value: '', label: 'All markets' },
              ...markets.map((m) => ({ value: m.marketId, label: `${m.marketName} (${m.marketCode})` })),
            ]}
          />
        </FormGroup>
      )}
    </FilterBar>
  );
}
