import type { HistoryEvent } from '@cocoon/domain';
import { useQueries } from '@tanstack/react-query';
import type { ListAnswer } from '../../../api/answers';
import { apiRequest } from '../../../api/client';

/** The records GET /api/History/{entity}/{id} knows (api/src/masters/history/routes.ts). */
export type HistoryEntity =
  | 'cocoon-type'
  | 'cocoon-defect'
  | 'region'
  | 'assistant-director'
  | 'branch'
  | 'staff'
  | 'farmer'
  | 'reeler';

/** One record's history; a screen may show several (an AD's office and the AD's own account). */
export interface HistorySource {
  entity: HistoryEntity;
  id: string;
}

export type { HistoryEvent };

export const HISTORY_KEY = ['history'] as const;

/** Always read afresh: the tab is opened to see the latest change. */
export const useHistories = (sources: readonly HistorySource[]) =>
  useQueries({
    queries: sources.map(({ entity, id }) => ({
      queryKey: [...HISTORY_KEY, entity, id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<ListAnswer<HistoryEvent>>(`History/${entity}/${encodeURIComponent(id)}`, { signal }).then(
          (answer) => answer.data,
        ),
      staleTime: 0,
    })),
  });
