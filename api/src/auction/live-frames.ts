import {
  AUCTION_DAY_EVENT_TYPES,
  auctionDayEventSchema,
  LOT_EVENT_TYPES,
  lotEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';

/** The event types the live room shows (what the store subscription asks for). */
export const LIVE_EVENT_TYPES = [...LOT_EVENT_TYPES, ...AUCTION_DAY_EVENT_TYPES];

export interface LiveMessage {
  event: 'bid' | 'lot' | 'slot';
  marketId: string;
  data: Record<string, unknown>;
}

/** One event as every client of its market receives it: the Server-Sent-Events frame is built once. */
export interface LiveFrame {
  /** The stored event's id: the same event reaching a process twice (relay and subscription) goes out once. */
  id: string;
  marketId: string;
  text: string;
}

export function toFrame(recorded: RecordedEvent): LiveFrame | null {
  const message = toMessage(recorded);
  if (!message) return null;
  const data = JSON.stringify({ ...message.data, marketId: message.marketId });
  return { id: recorded.id, marketId: message.marketId, text: `event: ${message.event}\ndata: ${data}\n\n` };
}

export function toMessage(recorded: RecordedEvent): LiveMessage | null {
  const marketId = recorded.metadata.marketId;
  if (!marketId) return null;
  if (recorded.type === 'SlotScheduled' || recorded.type === 'LotNumberAllocated') {
    const event = auctionDayEventSchema.parse({ type: recorded.type, data: recorded.data });
    if (event.type !== 'SlotScheduled') return null;
    const { lots, ...slot } = event.data;
    return { event: 'slot', marketId, data: { ...slot, lotCount: lots.length } };
  }
  const event = lotEventSchema.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'BidPlaced':
      return {
        event: 'bid',
        marketId,
        data: { ...event.data, bidCount: event.data.bidNo, highestBidPaise: event.data.amountPaise },
      };
    case 'BidApproved':
    case 'BidRejected':
      return {
        event: 'lot',
        marketId,
        data: {
          lotId: event.data.lotId,
          decision: event.type === 'BidApproved' ? 'approved' : 'rejected',
          status: event.type === 'BidApproved' ? 'Approved' : 'Rejected',
        },
      };
    case 'LotPlacedInSlot':
      return {
        event: 'lot',
        marketId,
        data: {
          lotId: event.data.lotId,
          slotId: event.data.slotId,
          slotNo: event.data.slotNo,
          slotStartsAt: event.data.startsAt,
          slotEndsAt: event.data.endsAt,
        },
      };
    case 'LotWeighed':
    case 'LotWeightCorrected':
      return {
        event: 'lot',
        marketId,
        data: { lotId: event.data.lotId, netGrams: event.data.netGrams, status: 'Weighed' },
      };
    case 'LotInwarded':
    case 'WeightCorrectionRequested':
    case 'WeightCorrectionRejected':
      return null;
  }
}
