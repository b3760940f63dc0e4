import type { HistoryVerification, LastHistoryVerification } from '@cocoon/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiRequest } from '../../api/client';
import { newUuid } from '../../api/command-key';

export type { HistoryVerification };

const VERIFICATION_KEY = ['audit', 'verification'] as const;

/** The last verification of the event history (`npm run verify`, or the button below). */
export const useLastHistoryVerification = (enabled: boolean) =>
  useQuery({
    queryKey: VERIFICATION_KEY,
    queryFn: ({ signal }) => apiRequest<LastHistoryVerification>('Audit/verification', { signal }),
    enabled,
  });

/** Runs a verification now; the card then shows its result. */
export function useVerifyHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCommand<HistoryVerification>('Audit/verify', {}, newUuid()),
    onSuccess: () => client.invalidateQueries({ queryKey: VERIFICATION_KEY }),
  });
}
