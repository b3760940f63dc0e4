import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A screen's filters kept in the URL's query, so a reload or a shared link shows the same rows. `read` turns the
 * query into the filter state (with its defaults); the setter writes the given fields back. Dates stay in the
 * query even when cleared (an empty `from` means the user cleared it, not "use the default").
 */
export function useUrlFilter<State extends object>(
  read: (search: string) => State,
): [State, (next: Partial<State>) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => read(search), [read, search]);
  const set = useCallback(
    (next: Partial<State>) => {
      const params = new URLSearchParams(search);
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined && name !== 'from' && name !== 'to') params.delete(name);
        else params.set(name, String(value ?? ''));
      }
      navigate(`${path}?${params.toString()}`, { replace: true });
    },
    [search, path, navigate],
  );
  return [state, set];
}
