import { useMarkets } from '../../auction/use-markets';
import { ParamSelect } from './ParamSelect';

export interface MarketFieldProps {
  value: string;
  onChange: (marketId: string) => void;
  errors?: readonly string[];
  /** A report of one farmer or reeler needs one market (the customers are a market's). */
  required?: boolean;
}

/**
 * The markets of the user's scope (the server's market picker answers only those); absent for a Branch Admin, whose
 * scope is one market. Empty means every market of the scope.
 */
export function MarketField({ value, onChange, errors, required }: MarketFieldProps) {
  const { markets, many } = useMarkets();
  if (!many) return null;
  return (
    <ParamSelect
      label="Market"
      value={value}
      onChange={onChange}
      errors={errors}
      options={[
        { value: '', label: required ? 'Select a market' : 'All markets' },
        ...markets.map((m) => ({ value: m.branchId, label: `${m.branchName} (${m.branchCode})` })),
      ]}
    />
  );
}
