import type { LotRow, SlotRow } from './auction-api';

/**
 * The live room's data (GET BiddingInfo/getAll_LiveBidding) and the pure patches the stream's events apply
 * to it. Events can arrive twice or late (a reconnect refetches while events keep coming), so every patch
 * is idempotent and never moves a lot backwards: a bid applies only when its number is past the lot's count.
 */
export type LiveLot = LotRow & { timeLeftSeconds?: number; roundBidCount?: number };

export interface LiveBoard {
  slots: SlotRow[];
  lots: LiveLot[];
  serverTime: string;
}

/** `event: bid` of the live stream. */
export interface BidEvent {
  lotId: string;
  slotId: string;
  /** 1, 2, 3 … over the lot's whole life. */
  bidNo: number;
  amountPaise: number;
  reelerId: string;
  reelerName: string;
  reelerCode: string;
  placedAt: string;
  bidCount: number;
  highestBidPaise: number;
}

/** `event: lot`: what a decision (or a weighing) changed. */
export type LotEvent = Partial<LiveLot> & { lotId: string };

/** The lot after a bid; the same lot (same object) when the bid is already counted or not for this lot. */
export function lotWithBid<L extends LiveLot>(lot: L, bid: BidEvent): L {
  if (lot.lotId !== bid.lotId) return lot;
  const known = lot.bidCount ?? 0;
  const count = Math.max(bid.bidNo, bid.bidCount ?? 0);
  if (count <= known) return lot;
  const next: L = {
    ...lot,
    bidCount: count,
    highestBidPaise: bid.highestBidPaise ?? bid.amountPaise,
    highestBidAt: bid.placedAt,
  };
  if (lot.roundBidCount !== undefined) next.roundBidCount = lot.roundBidCount + (count - known);
  // A valid bid beats the highest, so its reeler is the highest bidder.
  if ((bid.highestBidPaise ?? bid.amountPaise) === bid.amountPaise) {
    next.highestReelerId = bid.reelerId;
    next.highestReelerName = bid.reelerName;
    next.highestReelerCode = bid.reelerCode;
  }
  return next;
}

export function applyBid(board: LiveBoard, bid: BidEvent): LiveBoard {
  let changed = 0;
  const lots = board.lots.map((lot) => {
    const next = lotWithBid(lot, bid);
    if (next !== lot) changed = next.bidCount - lot.bidCount;
    return next;
  });
  if (changed === 0) return board;
  const slots = board.slots.map((slot) =>
    slot.slotId === bid.slotId ? { ...slot, bidCount: slot.bidCount + changed } : slot,
  );
  return { ...board, lots, slots };
}

export function applyLot(board: LiveBoard, change: LotEvent): LiveBoard {
  if (!board.lots.some((lot) => lot.lotId === change.lotId)) return board;
  return {
    ...board,
    lots: board.lots.map((lot) => (lot.lotId === change.lotId ? { ...lot, ...change } : lot)),
  };
}

/** A new or changed slot; its lots come with the next read (the caller refetches). */
export function applySlot(board: LiveBoard, slot: SlotRow): LiveBoard {
  const known = board.slots.some((s) => s.slotId === slot.slotId);
  const slots = known
    ? board.slots.map((s) => (s.slotId === slot.slotId ? slot : s))
    : [...board.slots, slot];
  return { ...board, slots: slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt)) };
}

/**
 * A fresh read may have been taken before bids the stream already delivered: the newest bid seen per lot
 * is applied again (a no-op for lots the read already has it for).
 */
export function withSeenBids<B extends LiveBoard>(
  board: B,
  seen: Iterable<BidEvent>,
  onBid: (board: B, bid: BidEvent) => B = (b, bid) => applyBid(b, bid) as B,
): B {
  let out = board;
  for (const bid of seen) out = onBid(out, bid);
  return out;
}

/**
 * The slot the room opens on: the open one, else the next to open, else the last that closed. The user's
 * choice wins while that slot is still in the list.
 */
export function defaultSlotId(slots: readonly SlotRow[], nowMs: number, chosen?: string): string | undefined {
  if (chosen && slots.some((s) => s.slotId === chosen)) return chosen;
  const open = slots.find((s) => Date.parse(s.startsAt) <= nowMs && nowMs < Date.parse(s.endsAt));
  if (open) return open.slotId;
  const next = slots
    .filter((s) => Date.parse(s.startsAt) > nowMs)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  if (next) return next.slotId;
  return [...slots].sort((a, b) => b.endsAt.localeCompare(a.endsAt))[0]?.slotId;
}
