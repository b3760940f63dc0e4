/** One lot as the bidders see it: its floor, the highest bid they know of, and when its slot closes. */
export interface BoardLot {
  lotId: string;
  lotNo: number;
  floorPaise: number;
  highestPaise: number | null;
  /** Slot end, epoch ms on the server clock. */
  endsAt: number;
}

/** What the live lists answer per lot (GET reeler/lots, BiddingInfo/getAll_LiveBidding). */
export interface LiveLotRow {
  lotId: string;
  lotNo: number;
  floorPricePaise: number;
  highestBidPaise: number | null;
  slotEndsAt: string | null;
  status: string;
}

const HIGHEST_IN_MESSAGE = /highest bid is Rs ([\d,]+)\.(\d{2})/;

/**
 * The bidders' shared picture of the open lots, kept current from their own answers (an accepted bid, or a
 * refusal naming the highest bid) the way a reeler's screen is kept current by the live feed.
 */
export class Board {
  private readonly lots = new Map<string, BoardLot>();
  /** Every lot listed as taking bids since the board began, dropped since or not. */
  private readonly listed = new Set<string>();

  constructor(
    readonly minIncrementPaise: number,
    /** Server clock minus this machine's (the slot closes by the server clock). */
    private readonly clockOffsetMs = 0,
  ) {}

  /** Takes in the open lots of a live list (status Bidding), keeping the higher of known and listed bids. */
  update(rows: readonly LiveLotRow[]): void {
    for (const row of rows) {
      if (row.status !== 'Bidding' || !row.slotEndsAt) continue;
      this.listed.add(row.lotId);
      const known = this.lots.get(row.lotId);
      this.lots.set(row.lotId, {
        lotId: row.lotId,
        lotNo: row.lotNo,
        floorPaise: row.floorPricePaise,
        highestPaise: Math.max(known?.highestPaise ?? 0, row.highestBidPaise ?? 0) || null,
        endsAt: Date.parse(row.slotEndsAt),
      });
    }
  }

  get size(): number {
    return this.lots.size;
  }

  /**
   * The lots the run could bid on: a lot dropped when its slot closed under a bid still counts (a slot that ends
   * while the last bids are on their way, on a loaded machine, is not a lot fewer in the market).
   */
  get listedLots(): number {
    return this.listed.size;
  }

  open(): BoardLot[] {
    const now = Date.now() + this.clockOffsetMs;
    return [...this.lots.values()].filter((lot) => lot.endsAt > now);
  }

  /** The latest slot end of the open lots (epoch ms on this machine's clock), or 0 when none is open. */
  closesAt(): number {
    return Math.max(0, ...this.open().map((lot) => lot.endsAt - this.clockOffsetMs));
  }

  /**
   * A reeler's next bid: a lot at random, then the floor (rounded up to the rupee) or the known highest plus the
   * increment, and now and then a few rupees more to get ahead.
   */
  nextBid(random: () => number = Math.random): { lotId: string; amountPaise: number } | null {
    const open = this.open();
    if (open.length === 0) return null;
    const lot = open[Math.floor(random() * open.length)]!;
    const base =
      lot.highestPaise === null
        ? Math.ceil(lot.floorPaise / 100) * 100
        : lot.highestPaise + this.minIncrementPaise;
    const roll = random();
    const extraRupees =
      roll < 0.6 ? 0 : roll < 0.85 ? 1 + Math.floor(random() * 2) : 3 + Math.floor(random() * 8);
    return { lotId: lot.lotId, amountPaise: base + extraRupees * 100 };
  }

  accepted(lotId: string, amountPaise: number): void {
    const lot = this.lots.get(lotId);
    if (lot && (lot.highestPaise ?? 0) < amountPaise) lot.highestPaise = amountPaise;
  }

  /** A refusal 'Bid must be at least …: the highest bid is Rs 712.00 …' tells the bidder where the lot stands. */
  refused(lotId: string, message: string): void {
    const match = HIGHEST_IN_MESSAGE.exec(message);
    if (match) this.accepted(lotId, Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]));
  }

  /** A lot whose slot closed (409) is dropped from the board. */
  closed(lotId: string): void {
    this.lots.delete(lotId);
  }
}
