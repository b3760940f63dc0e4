import { useMarkets } from '../auction/use-markets';

/**
 * The one market a billing write or a day's print is for: the market picked, or the user's only market. An AD
 * or RJD looking at every market at once must pick one first (undefined, with `needsPick`).
 */
export function useBillMarket(picked: string | undefined): { marketId?: string; needsPick: boolean } {
  const { markets, many } = useMarkets();
  if (picked) return { marketId: picked, needsPick: false };
  if (!many && markets.length === 1) return { marketId: markets[0]!.branchId, needsPick: false };
  return { needsPick: many };
}
