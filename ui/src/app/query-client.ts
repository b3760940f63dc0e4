import { MESSAGES } from '@cocoon/domain';
import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { toastError } from '../components/feedback/toaster';

/**
 * Failed reads are told to the user once, here (commands report in their own screens). A session that
 * ended was already reported by the client, and retrying it would only repeat the redirect. A read cut off
 * by the network going away is retried: react-query holds the retry until the browser is online again.
 */
/**
 * Which failed reads are tried again: a cut-off network (held until online), a record this session wrote a moment
 * ago that a busy server has not listed yet (a 404 marked stale: a receipt, a bill or a voucher opened right after
 * it was saved), and an unknown failure once more. React-query waits 1, 2, 4 and 8 s between tries.
 */
export function retryRead(count: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return count < 2;
  if (error.kind === 'offline') return count < 5;
  return error.notListedYet && count < 4;
}

export function createQueryClient(): QueryClient {
  // react-query assumes online until the first 'offline' event; a page opened offline knows better.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        toastError(error instanceof Error ? error.message : MESSAGES.unknownError, 'query-error');
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryRead,
        refetchOnWindowFocus: false,
        // Back from offline, what is on screen may have changed however fresh it looked: read it again.
        refetchOnReconnect: 'always',
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
