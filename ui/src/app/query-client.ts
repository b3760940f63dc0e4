import { MESSAGES } from '@cocoon/domain';
import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { toastError } from '../components/feedback/toaster';

/**
 * Failed reads are told to the user once, here (commands report in their own screens). A session that
 * ended was already reported by the client, and retrying it would only repeat the redirect. A read cut off
 * by the network going away is retried: react-query holds the retry until the browser is online again.
 */
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
        retry: (count, error) =>
          error instanceof ApiError ? error.kind === 'offline' && count < 5 : count < 2,
        refetchOnWindowFocus: false,
        // Back from offline, what is on screen may have changed however fresh it looked: read it again.
        refetchOnReconnect: 'always',
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
