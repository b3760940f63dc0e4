import { istTime, type ReelerOwnOutcome } from '@cocoon/domain';
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
  /** The display board's view only: the markets that show bidders on phones and the board. */
  biddersShownIn?: string[];
}

/**
 * `event: bid` of the live stream. The bidder is there for the staff room, and for phones and the board only
 * where the market shows bidders (market setting "Bidder identity on phones and board").
 */
export interface BidEvent {
  lotId: string;
  slotId: string;
  /** 1, 2, 3 … over the lot's whole life. */
  bidNo: number;
  amountPaise: number;
  reelerId?: string;
  reelerName?: string;
  reelerCode?: string;
  placedAt: string;
  bidCount: number;
  highestBidPaise: number;
}

/** `event: lead`, to one reeler's phones only: their bid leads the lot now, or a later bid just outbid them. */
export interface LeadMessage {
  lotId: string;
  /** The bid that leads now (theirs when youLead). */
  bidNo: number;
  youLead: boolean;
  highestBidPaise: number;
}

/**
 * `event: mine`, to one reeler's phones only (issue 27): what became of their own bid on a lot (the decision with
 * the rate or the reason, the weighing, the invoice), or that an invoice of theirs was cancelled.
 */
export type MineMessage = ({ lotId: string } & Partial<ReelerOwnOutcome>) | { cancelledBillId: string };

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
  // A valid bid beats the highest, so its reeler is the highest bidder (unnamed where bidders are anonymous).
  if ((bid.highestBidPaise ?? bid.amountPaise) === bid.amountPaise) {
    next.highestReelerId = bid.reelerId ?? null;
    next.highestReelerName = bid.reelerName ?? null;
    next.highestReelerCode = bid.reelerCode ?? null;
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

/** A lot placed in another slot starts a new round: the last round's highest bid and decision stay behind. */
const NEW_ROUND = {
  roundBidCount: 0,
  highestBidPaise: null,
  highestReelerId: null,
  highestReelerName: null,
  highestReelerCode: null,
  highestBidAt: null,
  decision: null,
} as const;

/**
 * On a reeler's phone the new round also drops what the reeler knew of the last one (their bid, lead, the
 * decision on it): a lot rejected and put in a later slot is open to them afresh there (issue 27); the earlier
 * slot's card, read from the server, keeps the rejection.
 */
const MY_NEW_ROUND = {
  myBidPaise: null,
  iAmHighest: false,
  leadBidNo: null,
  myDecision: null,
  myRejectReason: null,
  myRatePaise: null,
  myNetGrams: null,
  myPayablePaise: null,
  myInvoice: null,
} as const;

const isNewRound = (lot: { slotId?: string | null } | undefined, change: LotEvent) =>
  change.slotId !== undefined && change.slotId !== lot?.slotId;

const newRound = (lot: object) => ('iAmHighest' in lot ? { ...NEW_ROUND, ...MY_NEW_ROUND } : NEW_ROUND);

export function applyLot(board: LiveBoard, change: LotEvent): LiveBoard {
  if (!board.lots.some((lot) => lot.lotId === change.lotId)) return board;
  return {
    ...board,
    lots: board.lots.map((lot) =>
      lot.lotId === change.lotId
        ? { ...lot, ...(isNewRound(lot, change) ? newRound(lot) : {}), ...change }
        : lot,
    ),
  };
}

/**
 * A new slot from the stream; its lots come with the next read (the caller refetches). The stream sends the
 * scheduled facts: the times of day and counts a slot row shows are worked out from them meanwhile. A slot the
 * board already has keeps the read's row, which knows more.
 */
export function applySlot(board: LiveBoard, slot: StreamSlot): LiveBoard {
  if (board.slots.some((s) => s.slotId === slot.slotId)) return board;
  if (!slot.startsAt || !slot.endsAt) return board;
  const row = {
    startTime: istTime(slot.startsAt),
    endTime: istTime(slot.endsAt),
    durationMinutes: Math.round((Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000),
    lotCount: 0,
    bidCount: 0,
    decidedCount: 0,
    status: 'Scheduled',
    ...slot,
  } as SlotRow;
  const slots = [...board.slots, row].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { ...board, slots };
}

/** `event: slot`: the scheduled slot's facts (a full row when it comes from a read). */
export type StreamSlot = Partial<SlotRow> & Pick<SlotRow, 'slotId'>;

/**
 * What the stream has said since the connection opened. The read side lags the stream by a moment (the
 * stream follows the event store, reads follow the projections), so each fresh read gets these applied
 * again: a read taken a moment too early cannot hide a bid, a decision or a new slot.
 */
export interface SeenEvents {
  bids: Map<string, BidEvent>;
  lots: Map<string, LotEvent>;
  slots: Map<string, StreamSlot>;
  leads: Map<string, LeadMessage>;
  /** The reeler's own news, in the order it came (an invoice cancelled, then the one issued in its place). */
  mine: MineMessage[];
}

export const noneSeen = (): SeenEvents => ({
  bids: new Map(),
  lots: new Map(),
  slots: new Map(),
  leads: new Map(),
  mine: [],
});

export function recordMine(seen: SeenEvents, mine: MineMessage): void {
  seen.mine.push(mine);
}

export function recordBid(seen: SeenEvents, bid: BidEvent): void {
  const before = seen.bids.get(bid.lotId);
  if (!before || before.bidNo < bid.bidNo) seen.bids.set(bid.lotId, bid);
}

/** The latest "you lead" / "outbid" of each lot is what the phone's reeler stands at. */
export function recordLead(seen: SeenEvents, lead: LeadMessage): void {
  const before = seen.leads.get(lead.lotId);
  if (!before || before.bidNo <= lead.bidNo) seen.leads.set(lead.lotId, lead);
}

/** Changes to one lot arrive in order: the latest value of each field is what the lot is now. */
export function recordLot(seen: SeenEvents, change: LotEvent): void {
  const before = seen.lots.get(change.lotId);
  // What was said about the lot's last round no longer applies once it is in a new slot.
  seen.lots.set(change.lotId, before && !isNewRound(before, change) ? { ...before, ...change } : change);
  // Only a placement in a slot carries one (api live-frames): everything the reeler was told before is of the
  // last round.
  if (change.slotId !== undefined) forgetRound(seen, change.lotId);
}

/** The reeler's news of a lot's last round (their lead, the decision on their bid) is not replayed on the next. */
function forgetRound(seen: SeenEvents, lotId: string): void {
  seen.leads.delete(lotId);
  seen.mine = seen.mine.filter((mine) => !('lotId' in mine) || mine.lotId !== lotId);
}

export function recordSlot(seen: SeenEvents, slot: StreamSlot): void {
  seen.slots.set(slot.slotId, slot);
}

/**
 * A fresh read with what the stream said applied on top. `behind` counts the new slots the read has not got
 * yet, or has without all the lots the stream announced (the slot and its lots reach the read side one event
 * at a time): the caller reads again shortly. A slot the read has whole is forgotten.
 */
export function replaySeen<B extends LiveBoard>(
  board: B,
  seen: SeenEvents,
  onBid: (board: B, bid: BidEvent) => B = (b, bid) => applyBid(b, bid) as B,
  onLead: (board: B, lead: LeadMessage) => B = (b) => b,
  onMine: (board: B, mine: MineMessage) => B = (b) => b,
): { board: B; behind: number } {
  let out = board;
  let behind = 0;
  for (const [slotId, slot] of seen.slots) {
    if (hasWhole(board, slot)) seen.slots.delete(slotId);
    else {
      behind++;
      out = applySlot(out, slot) as B;
    }
  }
  for (const change of seen.lots.values()) out = applyLot(out, change) as B;
  for (const bid of seen.bids.values()) out = onBid(out, bid);
  for (const lead of seen.leads.values()) out = onLead(out, lead);
  for (const mine of seen.mine) out = onMine(out, mine);
  return { board: out, behind };
}

function hasWhole(board: LiveBoard, slot: StreamSlot): boolean {
  if (!board.slots.some((s) => s.slotId === slot.slotId)) return false;
  const lots = board.lots.filter((lot) => lot.slotId === slot.slotId).length;
  return lots >= (slot.lotCount ?? 0);
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
