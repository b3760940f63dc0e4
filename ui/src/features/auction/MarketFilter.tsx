import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { useMarkets } from './use-markets';

export interface MarketFilterProps {
  value: string | undefined;
  onChange: (marketId: string | undefined) => void;
}

/** For an AD or RJD: one market's day, or all of them. Absent for a user with a single market. */
export function MarketFilter({ value, onChange }: MarketFilterProps) {
  const id = useId();
  const { markets, many } = useMarkets();
  if (!many) return null;
  return (
    <FormGroup label="Market" labelFor={id} className="screen-filters__field">
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
        options={[
          { value: '', label: 'All markets' },
          ...markets.map((m) => ({ value: m.branchId, label: `${m.branchName} (${m.branchCode})` })),
        ]}
      />
    </FormGroup>
  );
}
