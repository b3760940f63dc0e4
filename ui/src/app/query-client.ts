import { MESSAGES } from '@cocoon/domain';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { toastError } from '../components/feedback/toaster';

/**
 * Failed reads are told to the user once, here (commands report in their own screens). A session that
 * ended was already reported by the client, and retrying it would only repeat the redirect.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        toastError(error instanceof Error ? error.message : MESSAGES.unknownError, 'query-error');
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
