import { apiRequest } from '../../api/client';
import { readToken } from '../../api/session';
import { AUCTION_KEY } from './auction-api';
import type { LiveBoard } from './live-board';
import { type LiveStreamState, useLiveStream } from './live-stream';

const BOARD_PATH = 'BiddingInfo/getAll_LiveBidding';

/**
 * The live room's lots and slots, kept current by the staff live stream (BiddingInfo/LiveStream). Under the
 * auction key, so an approval or a new slot made on another screen of this tab refreshes it too.
 */
export function useLiveBidding(marketId: string | undefined): LiveStreamState<LiveBoard> {
  const query = marketId ? `?${new URLSearchParams({ marketId }).toString()}` : '';
  return useLiveStream<LiveBoard>({
    queryKey: [...AUCTION_KEY, 'live', marketId ?? 'in-scope'],
    load: (signal) => apiRequest<LiveBoard>(`${BOARD_PATH}${query}`, { signal }),
    streamPath: `BiddingInfo/LiveStream${query}`,
    token: readToken,
    // The stream cannot tell the user; a plain read that meets the same 401 ends the session the usual way.
    onRefused: () => void apiRequest(`${BOARD_PATH}${query}`).catch(() => undefined),
  });
}
