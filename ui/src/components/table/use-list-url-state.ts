import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type ListState, readListState, writeListState } from './list-state';

/**
 * The list's page, sort and search in the URL. Each change is a history entry, so Back returns to the
 * previous page or sort; a reload or a bookmark shows the same view.
 */
export function useListUrlState(): {
  state: ListState;
  setState: (next: ListState, options?: { replace?: boolean }) => void;
} {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => readListState(query), [query]);
  const setState = useCallback(
    (next: ListState, options?: { replace?: boolean }) => {
      const nextQuery = writeListState(query, next);
      if (nextQuery === new URLSearchParams(query).toString()) return;
      navigate(nextQuery ? `${path}?${nextQuery}` : path, options);
    },
    [query, path, navigate],
  );
  return { state, setState };
}
