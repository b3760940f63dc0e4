import type { ReelerStandingAnswer } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import { reelerRequest } from './reeler-client';

/**
 * The reeler's own standing (GET reeler/standing): barred from bidding or not. Read again every minute and
 * after a refused bid, so a payment at the office lifts the banner without a reload.
 */
export const REELER_STANDING_KEY = ['reeler', 'standing'] as const;

export const useReelerStanding = () =>
  useQuery({
    queryKey: REELER_STANDING_KEY,
    queryFn: ({ signal }) => reelerRequest<ReelerStandingAnswer>('reeler/standing', { signal }),
    refetchInterval: 60_000,
    staleTime: 10_000,
  });
