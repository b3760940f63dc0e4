import {
  type BillRow,
  type CommandReply,
  PLACE_BID_CALL,
  type placeBidCommand,
  type ReelerEarlierRound,
  type ReelerOwnOutcome,
  type ReelerStandingAnswer,
} from '@cocoon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type CommandTransport, useCommandVia } from '../../api/use-command';
import { MY_INVOICES_KEY } from '../billing/billing-api';
import { adoptingFetch, type EarlyFeed, takeEarlyFeed } from './early-feed';
import {
  applyBid,
  type BidEvent,
  type LeadMessage,
  type LiveBoard,
  type LiveLot,
  type MineMessage,
} from './live-board';
import { type LiveStreamState, useLiveStream } from './live-stream';
import { endReelerSession, reelerRequest } from './reeler-client';
import { REELER_BOARD, REELER_STREAM } from './reeler-paths';
import { type ReelerProfile, readReelerToken } from './reeler-session';
import { REELER_STANDING_KEY } from './reeler-standing';

/**
 * A lot as the reeler sees it: the live lot, their own highest bid on it, whether they lead, and what the market
 * made of their bid (`my…`, issue 27). The phone never learns who else bids (unless the market shows bidders):
 * it keeps the number of the reeler's own bid that leads (`leadBidNo`), and since every accepted bid leads, any
 * later bid on the lot means they were outbid.
 */
export type ReelerLot = LiveLot &
  ReelerOwnOutcome & {
    myBidPaise: number | null;
    iAmHighest: boolean;
    leadBidNo?: number | null;
  };

export interface ReelerBoard extends LiveBoard {
  lots: ReelerLot[];
  /** The market's minimum increment today; null when the server could not say. */
  minIncrementPaise: number | null;
  /** The reeler's bids of an earlier slot on lots since put in a new slot (a rejection stays in its slot). */
  earlierRounds?: ReelerEarlierRound[];
}

const boardKey = (reelerId: string) => ['reeler', 'lots', reelerId] as const;

/** The reeler leads while their leading bid is the lot's latest, in this round. */
function settled(lot: ReelerLot): ReelerLot {
  const leads = lot.leadBidNo != null && lot.leadBidNo >= lot.bidCount && lot.highestBidPaise !== null;
  return leads === lot.iAmHighest ? lot : { ...lot, iAmHighest: leads };
}

/** The board as read: the lots the reeler leads now remember the number of their leading bid. */
export function withLeads(board: ReelerBoard): ReelerBoard {
  return {
    ...board,
    lots: board.lots.map((lot) => ({ ...lot, leadBidNo: lot.iAmHighest ? lot.bidCount : null })),
  };
}

/** A bid changes the lot for everyone; for this reeler, a bid that is not theirs outbids them. */
export function reelerBoardWithBid(board: ReelerBoard, bid: BidEvent): ReelerBoard {
  const next = applyBid(board, bid) as ReelerBoard;
  if (next === board) return board;
  return { ...next, lots: next.lots.map((lot) => (lot.lotId === bid.lotId ? settled(lot) : lot)) };
}

/** The reeler's own message: their bid leads the lot (and is their highest), or someone has just outbid them. */
export function reelerBoardWithLead(board: ReelerBoard, lead: LeadMessage): ReelerBoard {
  const lots = board.lots.map((lot) => (lot.lotId === lead.lotId ? settled(afterLead(lot, lead)) : lot));
  return lots.every((lot, i) => lot === board.lots[i]) ? board : { ...board, lots };
}

function afterLead(lot: ReelerLot, lead: LeadMessage): ReelerLot {
  if (!lead.youLead)
    return lot.leadBidNo != null && lot.leadBidNo < lead.bidNo ? { ...lot, leadBidNo: null } : lot;
  const leadBidNo = Math.max(lot.leadBidNo ?? 0, lead.bidNo);
  const myBidPaise = Math.max(lot.myBidPaise ?? 0, lead.highestBidPaise);
  return leadBidNo === lot.leadBidNo && myBidPaise === lot.myBidPaise
    ? lot
    : { ...lot, leadBidNo, myBidPaise };
}

/**
 * The reeler's own news (`event: mine`): the lot takes the fields it carries; a cancelled invoice leaves the lots
 * it billed without one until the invoice issued in its place arrives.
 */
export function reelerBoardWithMine(board: ReelerBoard, mine: MineMessage): ReelerBoard {
  const { lotId, ...fields } = 'lotId' in mine ? mine : { lotId: undefined };
  const lots = board.lots.map((lot) => {
    if ('cancelledBillId' in mine)
      return lot.myInvoice?.billId === mine.cancelledBillId ? { ...lot, myInvoice: null } : lot;
    return lot.lotId === lotId ? { ...lot, ...fields } : lot;
  });
  return lots.every((lot, i) => lot === board.lots[i]) ? board : { ...board, lots };
}

/** GET reeler/board: the page's first state, the board with the reeler's standing and own invoices. */
interface ReelerFirstState extends ReelerBoard {
  standing: ReelerStandingAnswer;
  invoices: { data: BillRow[]; total: number };
}

/**
 * The reeler's market today, kept current by the reeler stream (reeler/LiveStream). The page's first read is
 * reeler/board, which also answers the bar banner's standing and "My invoices" (issue 28: one request on a slow
 * link instead of three); every later read (the stream reconnected, a new slot) is the board alone.
 */
export function useReelerBoard(reeler: ReelerProfile): LiveStreamState<ReelerBoard> {
  const client = useQueryClient();
  const firstRead = useRef(true);
  // The feed and first board the page's early script asked for while this code downloaded (issue 28): taken once.
  const early = useRef<{ feed?: EarlyFeed; fetch: typeof fetch }>(undefined);
  if (!early.current) {
    const feed = takeEarlyFeed(readReelerToken());
    early.current = { feed, fetch: adoptingFetch(feed) };
  }
  return useLiveStream<ReelerBoard>({
    queryKey: boardKey(reeler.reelerId),
    load: async (signal) => {
      if (!firstRead.current) return withLeads(await reelerRequest<ReelerBoard>('reeler/lots', { signal }));
      firstRead.current = false;
      const { standing, invoices, ...board } = await reelerRequest<ReelerFirstState>(REELER_BOARD, {
        signal,
        sent: early.current?.feed?.board,
      });
      client.setQueryData(REELER_STANDING_KEY, standing);
      client.setQueryData(MY_INVOICES_KEY, invoices);
      return withLeads(board);
    },
    streamPath: REELER_STREAM,
    fetch: early.current.fetch,
    token: readReelerToken,
    onBid: reelerBoardWithBid,
    onLead: reelerBoardWithLead,
    onMine: reelerBoardWithMine,
    onRefused: endReelerSession,
  });
}

/**
 * A bid answered in well under a second normally; one sent on a mobile link that died without a word would
 * wait minutes for the browser to give up. After this long the card says no answer came (tap again: same key).
 */
const BID_ANSWER_TIMEOUT_MS = 10_000;

/**
 * POST BiddingInfo/PlaceBid. The accepted bid goes on the board at once (the same patches the stream's bid and
 * "you lead" make, so whichever comes second changes nothing): the card says "You lead" even if the stream is
 * reconnecting just then.
 */
/** The bid goes with the reeler's own session, and gives up after BID_ANSWER_TIMEOUT_MS without an answer. */
const placeBidTransport: CommandTransport = (path, body, idempotencyKey) =>
  reelerRequest(path, {
    method: 'POST',
    body,
    idempotencyKey,
    signal: AbortSignal.timeout(BID_ANSWER_TIMEOUT_MS),
  });

export interface BidSent {
  answer: CommandReply<typeof placeBidCommand>;
  slotId: string;
}

export function usePlaceBid(reeler: ReelerProfile) {
  const client = useQueryClient();
  // The one command hook: the same lot and amount sent again before an answer (a dropped link, a bid held
  // offline) keeps its key, so it is never placed twice.
  const place = useCommandVia<typeof placeBidCommand>(PLACE_BID_CALL, placeBidTransport);
  const patchBoard = (answer: CommandReply<typeof placeBidCommand>, slotId: string) => {
    const bid: BidEvent = {
      lotId: answer.lotId,
      slotId,
      bidNo: answer.bidNo,
      amountPaise: answer.amountPaise,
      placedAt: answer.placedAt,
      bidCount: answer.bidNo,
      highestBidPaise: answer.amountPaise,
    };
    const lead = {
      lotId: answer.lotId,
      bidNo: answer.bidNo,
      youLead: true,
      highestBidPaise: answer.amountPaise,
    };
    client.setQueryData<ReelerBoard>(boardKey(reeler.reelerId), (board) =>
      board ? reelerBoardWithLead(reelerBoardWithBid(board, bid), lead) : board,
    );
  };
  return {
    isPending: place.isPending,
    mutate(
      attempt: { lotId: string; slotId: string; amountPaise: number },
      callbacks: { onSuccess?: (sent: BidSent) => void; onError?: (error: Error) => void } = {},
    ) {
      place.mutate(
        { body: { lotId: attempt.lotId, amountPaise: attempt.amountPaise } },
        {
          onSuccess: (answer) => {
            patchBoard(answer, attempt.slotId);
            callbacks.onSuccess?.({ answer, slotId: attempt.slotId });
          },
          onError: (error) => callbacks.onError?.(error),
        },
      );
    },
  };
}
