import { type HistoryVerification, type LastHistoryVerification, verifyHistoryCommand } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useCommand } from '../../api/use-command';

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
export const useVerifyHistory = () => useCommand(verifyHistoryCommand, VERIFICATION_KEY);
