import { CustomerPicker } from '../../accounts/ledger/CustomerPicker';
import { useCustomerOptions } from '../../accounts/ledger/ledger-api';
import { useMarkets } from '../../auction/use-markets';
import { useBillMarket } from '../../billing/use-bill-market';

export interface CustomerFieldProps {
  kind: 'farmer' | 'reeler';
  /** The market chosen on the form ('' = none: the user's only market, or none yet for an AD or RJD). */
  marketId: string;
  value: string;
  onChange: (customerId: string) => void;
}

/**
 * The farmer or reeler a report is about, from the market's accounts (the passbook's picker); an AD or RJD picks the
 * market first, since a customer belongs to one market.
 */
export function CustomerField({ kind, marketId, value, onChange }: CustomerFieldProps) {
  const { isPending } = useMarkets();
  const market = useBillMarket(marketId || undefined);
  const customers = useCustomerOptions(kind, market.marketId);
  return (
    <CustomerPicker
      label={kind === 'farmer' ? 'Farmer' : 'Reeler'}
      value={value}
      customers={customers.data ?? []}
      loading={customers.isFetching}
      // Until the user's markets are known, whether one must be picked is not known either.
      disabled={isPending || market.needsPick}
      onChange={onChange}
    />
  );
}
