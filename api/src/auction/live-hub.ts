import { performance } from 'node:perf_hooks';
import type { EventStore, RecordedEvent, Subscription } from '@cocoon/eventstore';
import { type Logger, stageSince } from '@cocoon/platform';
import type { BidderIdentity } from './bidder-identity.js';
import { LIVE_EVENT_TYPES, type LiveBid, type LiveFrame, leadFrame, toFrame } from './live-frames.js';
import type { LiveRelay } from './live-relay.js';

/**
 * Who watches a feed, which decides the frames it gets: the staff room sees every bidder; a reeler's phone and
 * the hall's board see bidders only where the market shows them (BidderIdentity), and a phone also gets its
 * own "you lead" / "outbid" messages and what became of its own bids ("mine": decision, weighing, invoice).
 */
export type LiveAudience = { kind: 'staff' } | { kind: 'board' } | { kind: 'reeler'; reelerId: string };

export interface LiveClient {
  /** Markets this client may see; null = every market (Admin scope). */
  markets: ReadonlySet<string> | null;
  audience: LiveAudience;
  /**
   * One Server-Sent-Events frame: the shared ones encoded once and the same bytes handed to every client of the
   * event's market (the socket write copies nothing per client).
   */
  send(frame: Buffer): void;
}

/**
 * A lot's bids reach the phones and the board at most once per this many ms (four a second): in the closing
 * seconds of a slot a lot can take many bids a second, and each phone redrawing each one is work for the phone
 * and the server for nothing the reeler can read. The first bid after a quiet spell goes at once; the later ones
 * of the window wait for its end and only the newest goes (every bid frame carries the lot's whole bid state:
 * the highest bid and the number of bids), so the last state of a lot is always delivered. The staff room gets
 * every bid, and each phone its own "you lead" / "outbid" at once.
 *
 * Every lot's window ends on the same clock (a multiple of the interval), so in a busy minute the held frames
 * of all lots leave together, in one socket write per phone, instead of one write per lot at its own moment
 * (issue 28: with 40 lots and 200 phones those writes were the api's largest cost after PostgreSQL's).
 */
export const LOT_FRAME_INTERVAL_MS = 250;

/** One lot's window of bid frames to phones and the board (see LOT_FRAME_INTERVAL_MS). */
interface LotWindow {
  marketId: string;
  until: number;
  pending: LiveFrame | null;
}

/** The end of the shared window a moment falls in (the next multiple of LOT_FRAME_INTERVAL_MS). */
const windowEnd = (now: number) => (Math.floor(now / LOT_FRAME_INTERVAL_MS) + 1) * LOT_FRAME_INTERVAL_MS;

/** A lot's leader as a board read tells it (the highest bidder, and the number of that bid). */
export interface LotLeader {
  lotId: string;
  bidCount: number;
  highestReelerId: string | null;
}

/**
 * The live room's feed (on screen within a fraction of a second of a bid, no polling loop), fanned out to every
 * Server-Sent-Events client of the event's market (the market comes from the event's metadata, which every
 * auction command sets). Three sources, each event sent once whichever arrives first:
 * - the events this process appended, at once (the fast path);
 * - the events other api processes appended, through the relay (Redis pub/sub) as soon as they publish them;
 * - one event-store subscription per process, started with the first listener at the head of the store: it hands
 *   out an event only once every older transaction on the server has ended (so it never skips one), which under
 *   load can be seconds, so it is the backstop for whatever the other two missed.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private subscription: Subscription | null = null;
  private starting: Promise<void> | null = null;
  private relay: LiveRelay | null = null;
  /** Ids already sent through the fast path or the relay, so the subscription's copy is not sent twice. */
  private readonly sent = new Set<string>();
  /** Ids the subscription delivered first (it can win the race), so the other paths do not repeat them. */
  private readonly delivered = new Set<string>();
  /**
   * Who leads each lot as far as this process knows (the bids it fanned out, and every board read since): whom
   * the next bid outbids. The later bid number wins, so a read that lags the feed never turns it back.
   */
  private readonly leaders = new Map<string, { reelerId: string; bidNo: number }>();
  private readonly windows = new Map<string, LotWindow>();
  /** The one timer that ends the lots' windows holding a frame (they all end on the same clock). */
  private windowTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
    /** Whether a market shows bidders on phones and the board (setting `bidderidentity`). */
    readonly identity: BidderIdentity,
  ) {}

  /** Shares the feed with the other api processes (see live-relay.ts). */
  useRelay(relay: LiveRelay): void {
    this.relay = relay;
  }

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
        { from, filter: { eventTypes: LIVE_EVENT_TYPES } },
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

  /** The fast path: events this process appended go to its clients and, through the relay, to the others'. */
  publishAppended(events: readonly RecordedEvent[]): void {
    if (!this.relay && this.clients.size === 0) return;
    const frames = framesOf(events);
    this.relay?.publish(frames);
    this.fromPeer(frames);
  }

  /** Frames another process appended (the relay), or this process's own (the fast path). */
  fromPeer(frames: readonly LiveFrame[]): void {
    if (this.clients.size === 0) return;
    const fresh = frames.filter((f) => !this.delivered.delete(f.id) && !this.sent.has(f.id));
    for (const f of fresh) this.sent.add(f.id);
    trim(this.sent);
    this.send(fresh);
  }

  private deliver(events: readonly RecordedEvent[]): void {
    const fresh = framesOf(events).filter((f) => !this.sent.delete(f.id));
    for (const f of fresh) this.delivered.add(f.id);
    trim(this.delivered);
    this.send(fresh);
  }

  /** What a board read says about who leads (a process that started after the bids learns it here). */
  learnLeaders(lots: readonly LotLeader[]): void {
    for (const lot of lots) {
      const known = this.leaders.get(lot.lotId);
      if (lot.highestReelerId && (!known || known.bidNo < lot.bidCount))
        this.leaders.set(lot.lotId, { reelerId: lot.highestReelerId, bidNo: lot.bidCount });
    }
    trim(this.leaders);
  }

  /**
   * Staff get the frame with names, every one at once; phones and the board get it with no bidder at all unless
   * the market shows them, a lot's bids at most four a second (LOT_FRAME_INTERVAL_MS). At once, the bidder's
   * phones get "you lead" and the phones of the reeler it displaced "outbid": nobody else learns who bid.
   */
  private send(frames: readonly LiveFrame[]): void {
    for (const frame of frames) {
      const started = performance.now();
      const lead = frame.bid ? this.follow(frame.bid) : null;
      // Whatever else of the market follows a lot's last bids on the phones, never before them.
      if (!frame.bid) this.flushMarket(frame.marketId);
      const text = frame.text ? Buffer.from(frame.text) : null;
      const leads = lead
        ? { mine: Buffer.from(leadFrame(lead.bid, true)), outbid: Buffer.from(leadFrame(lead.bid, false)) }
        : null;
      const own = frame.own ? Buffer.from(frame.own.text) : null;
      const shared = frame.bid ? this.throttled(frame) : this.sharedBytes(frame);
      for (const client of this.clients) {
        if (client.markets !== null && !client.markets.has(frame.marketId)) continue;
        const { audience } = client;
        if (audience.kind === 'staff') {
          if (text) client.send(text);
          continue;
        }
        if (audience.kind === 'reeler') {
          if (leads && audience.reelerId === lead?.bid.reelerId) client.send(leads.mine);
          else if (leads && audience.reelerId === lead?.outbid) client.send(leads.outbid);
          // What became of a reeler's own bid reaches that reeler's phones only, before the shared frame.
          if (own && frame.own?.reelerId === audience.reelerId) client.send(own);
        }
        if (shared) client.send(shared);
      }
      stageSince('live: hand one event to every client of its market', started);
    }
  }

  /** The frame phones and the board get (no bidder in an anonymous market), encoded once. */
  private sharedBytes(frame: LiveFrame): Buffer | null {
    const shared = frame.sealed && !this.identity.shown(frame.marketId) ? frame.sealed : frame.text;
    return shared ? Buffer.from(shared) : null;
  }

  /** A bid's shared frame now (the lot's window is over), or null: it waits for the window's end, if newest. */
  private throttled(frame: LiveFrame): Buffer | null {
    const lotId = frame.bid?.lotId ?? '';
    const now = performance.now();
    const window = this.windows.get(lotId);
    if (!window || (now >= window.until && !window.pending)) {
      this.windows.set(lotId, { marketId: frame.marketId, until: windowEnd(now), pending: null });
      trim(this.windows);
      return this.sharedBytes(frame);
    }
    if (!window.pending || (window.pending.bid?.bidNo ?? 0) < (frame.bid?.bidNo ?? 0)) window.pending = frame;
    this.windowTimer ??= setTimeout(() => this.endWindows(), Math.max(0, window.until - now));
    return null;
  }

  /** The shared window is over: every lot's held frame leaves now, in the same turn (one write per phone). */
  private endWindows(): void {
    this.windowTimer = null;
    const now = performance.now();
    let next = Number.POSITIVE_INFINITY;
    for (const [lotId, window] of this.windows) {
      if (!window.pending) continue;
      if (window.until <= now) this.flushLot(lotId);
      else next = Math.min(next, window.until);
    }
    if (next !== Number.POSITIVE_INFINITY)
      this.windowTimer = setTimeout(() => this.endWindows(), Math.max(0, next - now));
  }

  /** The newest bid frame a lot's window held goes to the phones and the board; the next window starts. */
  private flushLot(lotId: string): void {
    const window = this.windows.get(lotId);
    if (!window) return;
    const frame = window.pending;
    window.pending = null;
    if (!frame) return;
    window.until = windowEnd(performance.now());
    const shared = this.sharedBytes(frame);
    if (!shared) return;
    for (const client of this.clients) {
      if (client.audience.kind === 'staff') continue;
      if (client.markets !== null && !client.markets.has(frame.marketId)) continue;
      client.send(shared);
    }
  }

  private flushMarket(marketId: string): void {
    for (const [lotId, window] of this.windows)
      if (window.pending && window.marketId === marketId) this.flushLot(lotId);
  }

  /** The bid now leads its lot; answers whom it outbid (null for a bid older than one already seen). */
  private follow(bid: LiveBid): { bid: LiveBid; outbid: string | null } | null {
    const known = this.leaders.get(bid.lotId);
    if (known && known.bidNo >= bid.bidNo) return null;
    this.leaders.set(bid.lotId, { reelerId: bid.reelerId, bidNo: bid.bidNo });
    trim(this.leaders);
    return { bid, outbid: known && known.reelerId !== bid.reelerId ? known.reelerId : null };
  }

  async close(): Promise<void> {
    if (this.windowTimer) clearTimeout(this.windowTimer);
    this.windowTimer = null;
    this.windows.clear();
    this.clients.clear();
    await this.relay?.close();
    await this.subscription?.close();
    this.subscription = null;
  }
}

function framesOf(events: readonly RecordedEvent[]): LiveFrame[] {
  return events.flatMap((e) => toFrame(e) ?? []);
}

/** Keeps a dedupe set (or the leaders) bounded: the oldest half goes once it is large (insertion order). */
function trim(ids: Set<string> | Map<string, unknown>): void {
  if (ids.size <= 50_000) return;
  let drop = 25_000;
  for (const id of ids.keys()) {
    if (drop-- <= 0) break;
    ids.delete(id);
  }
}
