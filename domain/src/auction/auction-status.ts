/**
 * Where a lot or a slot stands at a moment. The server clock opens and closes slots (domain.md, step 4), so a
 * status is computed when asked, from the facts the events recorded — by the decider and by the read side alike.
 */
export const LOT_STATUSES = [
  'Inwarded',
  'Scheduled',
  'Bidding',
  'Awaiting approval',
  'Approved',
  'Rejected',
  'Unsold',
  'Weighed',
] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export interface LotFacts {
  weighed: boolean;
  slotStartsAt: string | Date | null;
  slotEndsAt: string | Date | null;
  decision: 'approved' | 'rejected' | null;
  /** Bids placed in the lot's current slot. */
  roundBids: number;
}

export function lotStatusOf(lot: LotFacts, at: Date): LotStatus {
  if (lot.weighed) return 'Weighed';
  if (!lot.slotStartsAt || !lot.slotEndsAt) return 'Inwarded';
  if (at < new Date(lot.slotStartsAt)) return 'Scheduled';
  if (at < new Date(lot.slotEndsAt)) return 'Bidding';
  if (lot.decision) return lot.decision === 'approved' ? 'Approved' : 'Rejected';
  return lot.roundBids > 0 ? 'Awaiting approval' : 'Unsold';
}

export const SLOT_STATUSES = ['Scheduled', 'Open', 'Closed', 'Approved'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export interface SlotFacts {
  startsAt: string | Date;
  endsAt: string | Date;
  /** Lots of the slot that received a bid in it, and how many of those have been approved or rejected. */
  lotsWithBids: number;
  decided: number;
}

/** Scheduled → Open → Closed by the clock; Approved once every lot with a bid has its decision. */
export function slotStatusOf(slot: SlotFacts, at: Date): SlotStatus {
  if (at < new Date(slot.startsAt)) return 'Scheduled';
  if (at < new Date(slot.endsAt)) return 'Open';
  return slot.lotsWithBids > 0 && slot.decided >= slot.lotsWithBids ? 'Approved' : 'Closed';
}
