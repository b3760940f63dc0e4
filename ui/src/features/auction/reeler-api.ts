import type { ReelerConnectAnswer } from '@cocoon/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withLoginChallenge } from '../../auth/login-challenge/with-challenge';
import { applyBid, type BidEvent, type LiveBoard, type LiveLot } from './live-board';
import { type LiveStreamState, useLiveStream } from './live-stream';
import { endReelerSession, reelerRequest } from './reeler-client';
import { type ReelerProfile, readReelerToken, saveReelerSession } from './reeler-session';

/** A lot as the reeler sees it: the live lot, their own highest bid on it, and whether they lead. */
export type ReelerLot = LiveLot & { myBidPaise: number | null; iAmHighest: boolean };

export interface ReelerBoard extends LiveBoard {
  lots: ReelerLot[];
  /** The market's minimum increment today; null when the server could not say. */
  minIncrementPaise: number | null;
}

const boardKey = (reelerId: string) => ['reeler', 'lots', reelerId] as const;

/** A bid changes the lot for everyone; for this reeler it also settles "my bid" and "I am highest". */
export function reelerBoardWithBid(board: ReelerBoard, bid: BidEvent, reelerId: string): ReelerBoard {
  const next = applyBid(board, bid) as ReelerBoard;
  if (next === board) return board;
  return {
    ...next,
    lots: next.lots.map((lot) =>
      lot.lotId !== bid.lotId
        ? lot
        : {
            ...lot,
            iAmHighest: lot.highestReelerId === reelerId,
            myBidPaise:
              bid.reelerId === reelerId ? Math.max(lot.myBidPaise ?? 0, bid.amountPaise) : lot.myBidPaise,
          },
    ),
  };
}

/** The reeler's market today, kept current by the reeler stream (reeler/LiveStream). */
export function useReelerBoard(reeler: ReelerProfile): LiveStreamState<ReelerBoard> {
  return useLiveStream<ReelerBoard>({
    queryKey: boardKey(reeler.reelerId),
    load: (signal) => reelerRequest<ReelerBoard>('reeler/lots', { signal }),
    streamPath: 'reeler/LiveStream',
    token: readReelerToken,
    onBid: (board, bid) => reelerBoardWithBid(board, bid, reeler.reelerId),
    onRefused: endReelerSession,
  });
}

export interface BidAccepted {
  message: string;
  bidId: string;
  lotId: string;
  bidNo: number;
  amountPaise: number;
  placedAt: string;
}

/**
 * A bid answered in well under a second normally; one sent on a mobile link that died without a word would
 * wait minutes for the browser to give up. After this long the card says no answer came (tap again: same key).
 */
const BID_ANSWER_TIMEOUT_MS = 10_000;

/**
 * POST BiddingInfo/PlaceBid. The accepted bid goes on the board at once (the same patch the stream's copy
 * makes, so whichever comes second changes nothing): the card says "you are highest" even if the stream is
 * reconnecting just then.
 */
export function usePlaceBid(reeler: ReelerProfile) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attempt: { lotId: string; slotId: string; amountPaise: number; key: string }) =>
      reelerRequest<BidAccepted>('BiddingInfo/PlaceBid', {
        method: 'POST',
        body: { lotId: attempt.lotId, amountPaise: attempt.amountPaise },
        idempotencyKey: attempt.key,
        signal: AbortSignal.timeout(BID_ANSWER_TIMEOUT_MS),
      }).then((answer) => ({ answer, slotId: attempt.slotId })),
    onSuccess: ({ answer, slotId }) => {
      const bid: BidEvent = {
        lotId: answer.lotId,
        slotId,
        bidNo: answer.bidNo,
        amountPaise: answer.amountPaise,
        reelerId: reeler.reelerId,
        reelerName: reeler.name,
        reelerCode: reeler.headCode,
        placedAt: answer.placedAt,
        bidCount: answer.bidNo,
        highestBidPaise: answer.amountPaise,
      };
      client.setQueryData<ReelerBoard>(boardKey(reeler.reelerId), (board) =>
        board ? reelerBoardWithBid(board, bid, reeler.reelerId) : board,
      );
    },
  });
}

/**
 * reeler/connect: stores the reeler's own session (never the staff one). A challenge in the answer is solved
 * and the login sent again; `checking` says when that work is going on.
 */
export async function reelerLogin(
  username: string,
  password: string,
  checking?: (busy: boolean) => void,
): Promise<void> {
  const answer = await withLoginChallenge(
    (challenge) =>
      reelerRequest<ReelerConnectAnswer>('reeler/connect', {
        method: 'POST',
        body: { username, password, challenge },
        isLogin: true,
      }),
    checking,
  );
  if (answer.result !== 'Success' || !answer.token || !answer.reeler) {
    throw new Error(answer.message ?? 'Login failed');
  }
  saveReelerSession({ token: answer.token, reeler: answer.reeler });
}
