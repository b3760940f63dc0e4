import { useBranches } from '../masters/reference/reference-api';

/**
 * The markets the user runs auctions at. A Branch Admin has one and never sees a market picker; an AD or
 * RJD looks after several and names the market on every write.
 */
export function useMarkets() {
  const { data, isPending } = useBranches('market');
  const markets = (data ?? []).filter((m) => m.isActive === 1);
  return { markets, many: markets.length > 1, isPending };
}
