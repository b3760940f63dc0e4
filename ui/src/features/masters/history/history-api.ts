import { useQuery } from '@tanstack/react-query';
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

export interface HistoryEvent {
  eventId: string;
  type: string;
  occurredAt: string;
  userName: string | null;
  userType: string | null;
  /** The event's data, personal numbers masked and secrets dropped by the server. */
  changes: Record<string, unknown>;
}

export const HISTORY_KEY = ['history'] as const;

/** Always read afresh: the tab is opened to see the latest change. */
export const useHistory = (entity: HistoryEntity, id: string) =>
  useQuery({
    queryKey: [...HISTORY_KEY, entity, id],
    queryFn: ({ signal }) =>
      apiRequest<ListAnswer<HistoryEvent>>(`History/${entity}/${encodeURIComponent(id)}`, { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
  });
