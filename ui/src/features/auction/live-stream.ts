import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../api/client';
import { deviceOffline, reportReached, subscribeConnectivity } from '../../api/connectivity';
import {
  applyBid,
  applyLot,
  applySlot,
  type BidEvent,
  type LeadMessage,
  type LiveBoard,
  type LotEvent,
  type MineMessage,
  noneSeen,
  recordBid,
  recordLead,
  recordLot,
  recordMine,
  recordSlot,
  replaySeen,
  type StreamSlot,
} from './live-board';
import { clockOffset } from './live-time';
import { readEventStream, type SseMessage, type SseNetwork, type SseStatus } from './sse-client';

/** The server's ping interval until its hello says otherwise (api LIVE_PING_SECONDS' default). */
const DEFAULT_PING_MS = 15_000;
/** How long the first read of a board waits for its stream to open before reading without it. */
const FIRST_READ_WAIT_MS = 3_000;

/**
 * Silence for this many ping intervals means the connection died without a word (a phone whose signal went
 * with no 'offline' event): it is dropped and opened again. Two and a half: one late ping is no reason.
 */
const SILENT_PINGS = 2.5;

const browserNetwork: SseNetwork = {
  offline: deviceOffline,
  subscribe: subscribeConnectivity,
};

export interface LiveStreamOptions<B extends LiveBoard> {
  queryKey: QueryKey;
  /** The full read (the room's lots or the reeler's lots) with the server's time. */
  load: (signal: AbortSignal) => Promise<B>;
  /** The event stream under /api/. */
  streamPath: string;
  token: () => string | null;
  /** How a bid changes this board; the reeler's page also works out whether the reeler still leads. */
  onBid?: (board: B, bid: BidEvent) => B;
  /** The reeler's page: their own "you lead" / "outbid" message (`event: lead`). */
  onLead?: (board: B, lead: LeadMessage) => B;
  /** The reeler's page: what became of their own bids (`event: mine`). */
  onMine?: (board: B, mine: MineMessage) => B;
  /** The stream refused the token (401/403). */
  onRefused?: (status: number) => void;
  enabled?: boolean;
  /** How the stream is asked for (the reeler's page adopts the one its early script opened). */
  fetch?: typeof fetch;
}

export interface LiveStreamState<B> {
  board: B | undefined;
  /** Add to Date.now() for the server's time. */
  offsetMs: number;
  status: SseStatus;
  isPending: boolean;
  error: Error | null;
}

/**
 * A board kept current by the live stream instead of by polling: read once, then every `bid`, `lot` and
 * `slot` event patches the cached board in place. Each (re)connection reads the board again, because events
 * sent while the connection was down are gone; bids the stream delivers while that read is on its way are
 * applied on top of it, so a read taken a moment too early cannot hide them.
 */
export function useLiveStream<B extends LiveBoard>(options: LiveStreamOptions<B>): LiveStreamState<B> {
  const { queryKey, streamPath, enabled = true } = options;
  const client = useQueryClient();
  const [offsetMs, setOffsetMs] = useState(0);
  const [status, setStatus] = useState<SseStatus>('connecting');
  const seen = useRef(noneSeen());
  // Reads again, a little later each time, while a new slot the stream announced is not in the read yet.
  const behindReads = useRef(0);
  // The callbacks change identity on every render; the stream must not reconnect for that.
  const latest = useRef(options);
  latest.current = options;

  // The first read waits for the stream to open: a read before it would be followed by the open's own read (two
  // boards for one load on every phone in the hall). A stream slow to open, or unable to, does not hold the board
  // back: after FIRST_READ_WAIT_MS, or once the stream is known down, the board is read anyway.
  const [mayRead, setMayRead] = useState(false);
  useEffect(() => {
    if (mayRead || !enabled) return;
    if (status === 'reconnecting' || status === 'offline' || status === 'closed') {
      setMayRead(true);
      return;
    }
    const timer = setTimeout(() => setMayRead(true), FIRST_READ_WAIT_MS);
    return () => clearTimeout(timer);
  }, [mayRead, enabled, status]);

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const read = await latest.current.load(signal);
      setOffsetMs(clockOffset(read.serverTime, Date.now()));
      const { board, behind } = replaySeen(
        read,
        seen.current,
        (b, bid) => foldBid(latest.current, b, bid),
        (b, lead) => latest.current.onLead?.(b, lead) ?? b,
        (b, mine) => latest.current.onMine?.(b, mine) ?? b,
      );
      if (behind === 0) behindReads.current = 0;
      else if (behindReads.current < 10) {
        const wait = 300 * ++behindReads.current;
        setTimeout(() => void client.invalidateQueries({ queryKey, exact: true }), wait);
      }
      return board;
    },
    // The stream keeps the board current; a read happens on (re)connect, not on a timer.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // The stream's reconnection reads it (onOpen), after the events it has missed can no longer be missed.
    refetchOnReconnect: false,
    enabled: enabled && mayRead,
  });

  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!enabled) return;
    const key = JSON.parse(keyText) as QueryKey;
    const controller = new AbortController();
    seen.current = noneSeen();
    let pingMs = DEFAULT_PING_MS;
    const patch = (change: (board: B) => B) =>
      client.setQueryData<B>(key, (board) => (board ? change(board) : board));
    const onMessage = (message: SseMessage) => {
      const data = parse(message.data);
      if (!data) return;
      switch (message.event) {
        case 'hello': {
          const hello = data as { serverTime?: string; pingMs?: unknown };
          setOffsetMs(clockOffset(hello.serverTime, Date.now()));
          if (typeof hello.pingMs === 'number' && hello.pingMs > 0) pingMs = hello.pingMs;
          return;
        }
        case 'bid': {
          const bid = data as BidEvent;
          recordBid(seen.current, bid);
          patch((board) => foldBid(latest.current, board, bid));
          return;
        }
        case 'lead': {
          const lead = data as LeadMessage;
          recordLead(seen.current, lead);
          patch((board) => latest.current.onLead?.(board, lead) ?? board);
          return;
        }
        case 'mine': {
          const mine = data as MineMessage;
          recordMine(seen.current, mine);
          patch((board) => latest.current.onMine?.(board, mine) ?? board);
          return;
        }
        case 'lot': {
          const change = data as LotEvent;
          recordLot(seen.current, change);
          patch((board) => applyLot(board, change) as B);
          return;
        }
        case 'slot': {
          const slot = data as StreamSlot;
          recordSlot(seen.current, slot);
          patch((board) => applySlot(board, slot) as B);
          // A new slot brings lots the board has not got yet.
          void client.invalidateQueries({ queryKey: key, exact: true });
          return;
        }
      }
    };
    void readEventStream({
      url: API_BASE + streamPath,
      token: () => latest.current.token(),
      signal: controller.signal,
      onStatus: setStatus,
      onOpen: () => {
        reportReached(true);
        setMayRead(true);
        // A board read (or being read, or cached by an earlier screen) before this open may miss what happened
        // since: it is marked stale, read again now if the query runs, or as the open enables it. None yet: the
        // read the open enables is the first, and the only one.
        void client.invalidateQueries({ queryKey: key, exact: true });
      },
      network: browserNetwork,
      idleTimeoutMs: () => pingMs * SILENT_PINGS,
      onRefused: (code) => latest.current.onRefused?.(code),
      onMessage,
      fetch: latest.current.fetch,
    });
    return () => controller.abort();
  }, [keyText, streamPath, enabled, client]);

  return {
    board: query.data,
    offsetMs,
    status,
    isPending: query.isPending,
    error: query.error,
  };
}

function foldBid<B extends LiveBoard>(options: LiveStreamOptions<B>, board: B, bid: BidEvent): B {
  return options.onBid ? options.onBid(board, bid) : (applyBid(board, bid) as B);
}

/** An event's JSON data; undefined for anything that is not an object (nothing to patch with). */
function parse(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
