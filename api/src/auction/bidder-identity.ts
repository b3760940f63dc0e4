import { BIDDER_IDENTITY, businessDate, type LotRow, valueInForce } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { listSettingValues } from '@cocoon/projectors';

/** How long a market's answer is used before the live feed reads the setting again. */
const FRESH_MS = 5_000;

/**
 * Whether a market shows who bids on the reelers' phones and the hall's board (setting `bidderidentity`,
 * anonymous by default): in a sealed-identity auction a reeler sees the price and whether they lead, never who
 * leads, so there is nobody to signal to or lean on (docs/auction.md, "Who sees which bidder"). The staff room always
 * shows names. The live feed asks on every frame, so the answer is cached a few seconds; a market not read yet
 * counts as anonymous, the safe side.
 */
export class BidderIdentity {
  private readonly known = new Map<string, { shown: boolean; date: string; at: number }>();
  private readonly reading = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: ReadModelDb,
    private readonly clock: () => Date,
  ) {}

  /** The answer now, read afresh (a stream opening, a lot list). */
  async read(marketId: string): Promise<boolean> {
    const pending = this.reading.get(marketId);
    if (pending) return pending;
    const date = businessDate(this.clock());
    const read = listSettingValues(this.db, 'bidderidentity')
      .then((values) => {
        const shown = BIDDER_IDENTITY[valueInForce(values, 'bidderidentity', marketId, date)?.value ?? 0];
        this.known.set(marketId, { shown: shown === 'shown', date, at: Date.now() });
        return shown === 'shown';
      })
      .finally(() => this.reading.delete(marketId));
    this.reading.set(marketId, read);
    return read;
  }

  /** The cached answer at once (the live feed cannot wait); a stale one is read again in the background. */
  shown(marketId: string): boolean {
    const entry = this.known.get(marketId);
    if (!entry || Date.now() - entry.at > FRESH_MS || entry.date !== businessDate(this.clock()))
      void this.read(marketId).catch(() => undefined);
    return entry?.shown ?? false;
  }
}

/** A lot as phones and the board see it in an anonymous market: the price and the bids, not the bidder. */
export function withoutBidder<
  L extends Pick<LotRow, 'highestReelerId' | 'highestReelerName' | 'highestReelerCode'>,
>(lot: L): L {
  return { ...lot, highestReelerId: null, highestReelerName: null, highestReelerCode: null };
}
