import {
  AUCTION_DAY_EVENT_TYPES,
  auctionDayEventSchema,
  BILL_EVENT_TYPES,
  billEventSchema,
  LOT_EVENT_TYPES,
  type LotEvent,
  lotEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';

/**
 * The event types the live feed follows (what the store subscription asks for): the live room's, and the bills,
 * which only the phone of the invoiced reeler hears of.
 */
export const LIVE_EVENT_TYPES = [...LOT_EVENT_TYPES, ...AUCTION_DAY_EVENT_TYPES, ...BILL_EVENT_TYPES];
const BILL_TYPES: ReadonlySet<string> = new Set(BILL_EVENT_TYPES);
const LOT_TYPES: ReadonlySet<string> = new Set(LOT_EVENT_TYPES);

export type LiveMessage =
  | { event: 'bid'; marketId: string; data: BidMessage }
  | { event: 'lot' | 'slot'; marketId: string; data: Record<string, unknown> };

type BidMessage = Extract<LotEvent, { type: 'BidPlaced' }>['data'] & {
  bidCount: number;
  highestBidPaise: number;
};

/** A bid's facts the hub needs to tell the bidder they lead and the one they displaced that they are outbid. */
export interface LiveBid {
  lotId: string;
  bidNo: number;
  reelerId: string;
  amountPaise: number;
}

/**
 * One event as the clients of its market receive it: each Server-Sent-Events frame is built once. `text` names
 * the bidder (the staff room; phones and the board where the market shows bidders); `sealed` is the same frame
 * with no bidder in it at all, for phones and the board of an anonymous market (absent when `text` names nobody).
 * `bid` never leaves the server: the hub uses it for each phone's own "you lead" / "outbid" message.
 */
export interface LiveFrame {
  /** The stored event's id: the same event reaching a process twice (relay and subscription) goes out once. */
  id: string;
  marketId: string;
  text: string;
  sealed?: string;
  bid?: LiveBid;
  /**
   * For the phones of one reeler only (issue 27): what became of their own bid (`event: mine`: the decision with
   * its rate or reason, the weighing, the invoice). Empty `text` then: nobody else hears of it.
   */
  own?: { reelerId: string; text: string };
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function toFrame(recorded: RecordedEvent): LiveFrame | null {
  const message = toMessage(recorded);
  const own = ownMessage(recorded);
  const marketId = recorded.metadata.marketId;
  if (!marketId || (!message && !own)) return null;
  const frame: LiveFrame = {
    id: recorded.id,
    marketId,
    text: message ? sse(message.event, { ...message.data, marketId }) : '',
    ...(own ? { own } : {}),
  };
  if (message?.event !== 'bid') return frame;
  // Named field by field, so a field added to BidPlaced later never slips into the anonymous frame.
  const { lotId, slotId, bidNo, amountPaise, placedAt, bidCount, highestBidPaise, reelerId } = message.data;
  return {
    ...frame,
    sealed: sse('bid', { lotId, slotId, bidNo, amountPaise, placedAt, bidCount, highestBidPaise, marketId }),
    bid: { lotId, bidNo, reelerId, amountPaise },
  };
}

/** The message only the phones of one reeler get: they lead the lot now, or someone has just outbid them. */
export function leadFrame(bid: LiveBid, youLead: boolean): string {
  return sse('lead', {
    lotId: bid.lotId,
    bidNo: bid.bidNo,
    youLead,
    highestBidPaise: bid.amountPaise,
  });
}

/**
 * `event: mine`, for the reeler the event concerns and nobody else: their bid approved (the rate) or rejected
 * (the officer's reason), the lot they bought weighed (kg, what they pay; again after a correction), invoiced to
 * them (the number), or that invoice cancelled. The fields are those of `GET /reeler/lots`' own outcome.
 */
export function ownMessage(recorded: RecordedEvent): LiveFrame['own'] | null {
  if (BILL_TYPES.has(recorded.type)) {
    const event = billEventSchema.parse({ type: recorded.type, data: recorded.data });
    if (event.data.billType !== 'reeler') return null;
    if (event.type === 'BillCancelled')
      return { reelerId: event.data.customerId, text: sse('mine', { cancelledBillId: event.data.billId }) };
    const myInvoice = { billId: event.data.billId, invoiceNo: event.data.invoiceNo };
    return {
      reelerId: event.data.customer.customerId,
      text: event.data.lines.map((line) => sse('mine', { lotId: line.lotId, myInvoice })).join(''),
    };
  }
  switch (recorded.type) {
    case 'BidApproved':
    case 'BidRejected':
    case 'LotWeighed':
    case 'LotWeightCorrected':
      break;
    default:
      return null;
  }
  const event = lotEventSchema.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'BidApproved':
    case 'BidRejected': {
      const approved = event.type === 'BidApproved';
      return {
        reelerId: event.data.reelerId,
        text: sse('mine', {
          lotId: event.data.lotId,
          myDecision: approved ? 'approved' : 'rejected',
          myRejectReason: approved ? null : event.data.reason,
          myRatePaise: approved ? event.data.amountPaise : null,
        }),
      };
    }
    case 'LotWeighed':
    case 'LotWeightCorrected':
      return {
        reelerId: event.data.reelerId,
        text: sse('mine', {
          lotId: event.data.lotId,
          myNetGrams: event.data.netGrams,
          myPayablePaise: event.data.reelerPayablePaise,
        }),
      };
    default:
      return null;
  }
}

export function toMessage(recorded: RecordedEvent): LiveMessage | null {
  const marketId = recorded.metadata.marketId;
  // The fast path hands over every event a command appended: only the lot's and the day's are the room's.
  if (!marketId || BILL_TYPES.has(recorded.type)) return null;
  if (recorded.type === 'SlotScheduled' || recorded.type === 'LotNumberAllocated') {
    const event = auctionDayEventSchema.parse({ type: recorded.type, data: recorded.data });
    if (event.type !== 'SlotScheduled') return null;
    const { lots, ...slot } = event.data;
    return { event: 'slot', marketId, data: { ...slot, lotCount: lots.length } };
  }
  if (!LOT_TYPES.has(recorded.type)) return null;
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
