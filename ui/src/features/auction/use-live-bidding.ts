import { apiRequest } from '../../api/client';
import { readToken } from '../../api/session';
import { AUCTION_KEY } from './auction-api';
import type { LiveBoard } from './live-board';
import { type LiveStreamState, useLiveStream } from './live-stream';

const BOARD_PATH = 'BiddingInfo/getAll_LiveBidding';

/**
 * The live room's lots and slots, kept current by the staff live stream (BiddingInfo/LiveStream). Under the
 * auction key, so an approval or a new slot made on another screen of this tab refreshes it too. The hall's
 * display board reads its own view (`board`): there the bidder is named only where the market shows bidders.
 */
/** Who reads the board: the staff session (default), or a hall's display session (display-client.ts). */
export interface LiveSource {
  request<T>(path: string, signal?: AbortSignal): Promise<T>;
  token(): string | null;
  onRefused?: () => void;
}

export function useLiveBidding(
  marketId: string | undefined,
  view: 'room' | 'board' = 'room',
  source?: LiveSource,
): LiveStreamState<LiveBoard> {
  const params = new URLSearchParams();
  if (marketId) params.set('marketId', marketId);
  if (view === 'board') params.set('view', 'board');
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return useLiveStream<LiveBoard>({
    queryKey: [
      ...AUCTION_KEY,
      'live',
      marketId ?? 'in-scope',
      ...(view === 'board' ? ['board'] : []),
      ...(source ? ['display'] : []),
    ],
    load: (signal) =>
      source
        ? source.request<LiveBoard>(`${BOARD_PATH}${query}`, signal)
        : apiRequest<LiveBoard>(`${BOARD_PATH}${query}`, { signal }),
    streamPath: `BiddingInfo/LiveStream${query}`,
    token: source ? source.token : readToken,
    // The stream cannot tell the user; a plain read that meets the same 401 ends the session the usual way.
    onRefused: () =>
      source ? source.onRefused?.() : void apiRequest(`${BOARD_PATH}${query}`).catch(() => undefined),
  });
}
