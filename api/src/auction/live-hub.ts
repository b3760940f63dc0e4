import {
  AUCTION_DAY_EVENT_TYPES,
  auctionDayEventSchema,
  LOT_EVENT_TYPES,
  lotEventSchema,
} from '@cocoon/domain';
import type { EventStore, RecordedEvent, Subscription } from '@cocoon/eventstore';
import type { Logger } from '@cocoon/platform';

export interface LiveMessage {
  event: 'bid' | 'lot' | 'slot';
  marketId: string;
  data: Record<string, unknown>;
}

export interface LiveClient {
  /** Markets this client may see; null = every market (Admin scope). */
  markets: ReadonlySet<string> | null;
  send(message: LiveMessage): void;
}

/**
 * The live room's feed (on screen within a fraction of a second of a bid, no polling loop): one
 * event-store subscription per api process, started with the first listener at the head of the store, fanned
 * out to every Server-Sent-Events client of the event's market. The market comes from the event's metadata,
 * which every auction command sets to the lot's market.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private subscription: Subscription | null = null;
  private starting: Promise<void> | null = null;
  /** Ids already sent through the fast path, so the subscription's copy is not sent twice. */
  private readonly sent = new Set<string>();
  /** Ids the subscription delivered first (it can win the race), so the fast path does not repeat them. */
  private readonly delivered = new Set<string>();

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
  ) {}

  async attach(client: LiveClient): Promise<() => void> {
    this.clients.add(client);
    await this.start();
    return () => {
      this.clients.delete(client);
    };
  }

  get size(): number {
    return this.clients.size;
  }

  private start(): Promise<void> {
    this.starting ??= (async () => {
      const from = await this.store.headPosition();
      this.subscription = this.store.subscribe(
        { from, filter: { eventTypes: [...LOT_EVENT_TYPES, ...AUCTION_DAY_EVENT_TYPES] } },
        {
          onEvents: (events) => this.deliver(events),
          onError: (error) => {
            this.logger.error({ err: error }, 'live auction feed stopped; restarting');
            this.subscription = null;
            this.starting = null;
            setTimeout(() => void this.start(), 1000);
          },
        },
      );
    })();
    return this.starting;
  }

  /**
   * The fast path: events this process appended go out at once. The store's subscription only hands out an event
   * once every older transaction on the server has ended (so it never skips one), which under load can be
   * seconds; it still delivers what other api processes append, and anything this path missed.
   */
  publishAppended(events: RecordedEvent[]): void {
    if (this.clients.size === 0) return;
    const fresh = events.filter((e) => !this.delivered.delete(e.id) && !this.sent.has(e.id));
    for (const e of fresh) this.sent.add(e.id);
    trim(this.sent);
    this.publish(fresh);
  }

  private deliver(events: RecordedEvent[]): void {
    const fresh = events.filter((e) => !this.sent.delete(e.id));
    for (const e of fresh) this.delivered.add(e.id);
    trim(this.delivered);
    this.publish(fresh);
  }

  private publish(events: RecordedEvent[]): void {
    for (const recorded of events) {
      const message = toMessage(recorded);
      if (!message) continue;
      for (const client of this.clients) {
        if (client.markets === null || client.markets.has(message.marketId)) client.send(message);
      }
    }
  }

  async close(): Promise<void> {
    this.clients.clear();
    await this.subscription?.close();
    this.subscription = null;
  }
}

/** Keeps a dedupe set bounded: the oldest half goes once it is large (insertion order). */
function trim(ids: Set<string>): void {
  if (ids.size <= 50_000) return;
  let drop = 25_000;
  for (const id of ids) {
    if (drop-- <= 0) break;
    ids.delete(id);
  }
}

function toMessage(recorded: RecordedEvent): LiveMessage | null {
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
      return null;
  }
}
