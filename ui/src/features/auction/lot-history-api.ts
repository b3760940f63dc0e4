import type { LotHistoryAnswer, LotSnapshot, LotStep } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { AUCTION_KEY } from './auction-api';

export type { LotHistoryAnswer, LotSnapshot, LotStep };

/** Read afresh each time the screen opens: an auditor wants the latest step. */
export const useLotHistory = (lotId: string) =>
  useQuery({
    queryKey: [...AUCTION_KEY, 'lot-history', lotId],
    queryFn: ({ signal }) =>
      apiRequest<LotHistoryAnswer>(`CocoonInward/LotHistory/${encodeURIComponent(lotId)}`, { signal }),
    staleTime: 0,
    enabled: lotId !== '',
  });
