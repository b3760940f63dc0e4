/** The market of a day's rows when they all share one (an AD looking at every market has no single one). */
export function dayMarketOf(rows: readonly { marketId: string }[], picked?: string): string | undefined {
  if (picked) return picked;
  const markets = new Set(rows.map((r) => r.marketId));
  return markets.size === 1 ? [...markets][0] : undefined;
}
