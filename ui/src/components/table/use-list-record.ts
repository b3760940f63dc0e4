import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import type { ListPage } from './list-page';

/** The API's largest page (api/src/http/list-query.ts). */
const SCAN_PAGE_SIZE = 500;

/**
 * One row of a list, for an edit screen opened by id (`?id=`). The lists have no by-id call, and a large
 * list only sends pages, so this reads it page by page (a small list in one request) until the row turns
 * up. Always fresh from the server: the form starts from these values.
 */
export function useListRecord<Row>(path: string, queryKey: QueryKey, id: string, idOf: (row: Row) => string) {
  return useQuery({
    queryKey: [...queryKey, 'record', id],
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<Row | null> => {
      for (let page = 1; ; page++) {
        // The path may carry the list's own filter (`?userType=RJD`).
        const join = path.includes('?') ? '&' : '?';
        const answer = await apiRequest<ListPage<Row>>(
          `${path}${join}page=${page}&pageSize=${SCAN_PAGE_SIZE}`,
          {
            signal,
          },
        );
        const found = answer.data.find((row) => idOf(row) === id);
        if (found) return found;
        if (answer.data.length === 0 || page * answer.pageSize >= answer.total) return null;
      }
    },
  });
}
