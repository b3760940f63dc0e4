import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { apiRequest } from '../../api/client';
import { DEFAULT_PAGE_SIZE, type TableColumn } from './column';
import type { DataTableProps } from './DataTable';
import { type ListMode, type ListPage, pageToShowInstead, resolveList } from './list-page';
import { isDefaultListState, serverListQuery, withAllowedSort } from './list-state';
import { nextSort } from './sort';
import { useListUrlState } from './use-list-url-state';

export interface ListQueryOptions<Row> {
  /** The list endpoint under /api/, e.g. 'DefectCocoon/getAll_DefectCocoon'. */
  path: string;
  /** Starts with the key the screen's commands invalidate, so a save refreshes every page. */
  queryKey: QueryKey;
  /** The fields a search looks in; the same ones the server searches. */
  searchFields: readonly (keyof Row & string)[];
  /** Columns of the table; their sortable ones are the sorts the URL may ask for. */
  columns: readonly TableColumn<Row>[];
  pageSize?: number;
  /** What the search box says it searches ("Search code or name"). */
  searchPlaceholder?: string;
  /** Filters the endpoint takes besides paging (`?userType=RJD`, `?kind=tsc`). */
  params?: Readonly<Record<string, string>>;
  /**
   * Always let the server page, sort and search, however few rows there are today: lists that grow
   * into the tens of thousands (farmers) behave the same with 10 rows and with 50,000.
   */
  serverPaging?: boolean;
}

export type ListTableProps<Row> = Pick<
  DataTableProps<Row>,
  'rows' | 'loading' | 'pageSize' | 'controlled' | 'search' | 'fetching'
>;

export interface ListQueryResult<Row> {
  /** Undefined until the first answer. */
  mode?: ListMode;
  rows: Row[];
  total: number;
  /** Spread on the DataTable: rows, paging, sort and the search box, all following the URL. */
  tableProps: ListTableProps<Row>;
}

/**
 * One list screen in either mode. The plain request tells whether the list is small (the whole list comes
 * back and the browser searches, sorts and pages it, as the spec's table does) or large (the server sends
 * one page, and every page, sort and search after that is asked of the server). Both modes keep page,
 * sort and search in the URL.
 */
export function useListQuery<Row>(options: ListQueryOptions<Row>): ListQueryResult<Row> {
  const { path, queryKey, searchFields, columns, params, serverPaging } = options;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = useMemo(() => new URLSearchParams(params).toString(), [params]);
  const withFilters = (query: string) => (filters ? `${query}&${filters}` : query);
  const { state: urlState, setState } = useListUrlState();
  const sortable = useMemo(() => columns.filter((c) => c.sortable).map((c) => c.accessor), [columns]);
  const state = useMemo(() => withAllowedSort(urlState, sortable), [urlState, sortable]);

  const whole = useQuery({
    queryKey: [...queryKey, 'list', pageSize, filters, Boolean(serverPaging)],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<Row>>(
        `${path}?${withFilters(serverPaging ? `page=1&pageSize=${pageSize}` : `pageSize=${pageSize}`)}`,
        { signal },
      ),
  });
  const serverMode = whole.data?.paged === true;
  // The plain request already answered the first page in the default order.
  const firstPageKnown = serverMode && isDefaultListState(state);
  const request = serverListQuery(state, pageSize);
  const page = useQuery({
    queryKey: [...queryKey, 'page', request, filters],
    queryFn: ({ signal }) => apiRequest<ListPage<Row>>(`${path}?${withFilters(request)}`, { signal }),
    enabled: serverMode && !firstPageKnown,
    // While the next page loads the current one stays, dimmed, instead of an empty table.
    placeholderData: (previous) => previous ?? whole.data,
  });
  const pageAnswer = firstPageKnown ? whole.data : page.data;

  const resolved = resolveList(whole.data, pageAnswer, state, searchFields, pageSize);

  const lastPage = page.isPlaceholderData ? undefined : pageToShowInstead(pageAnswer);
  useEffect(() => {
    if (lastPage !== undefined) setState({ ...state, page: lastPage }, { replace: true });
  }, [lastPage, state, setState]);

  const onSortChange = useCallback(
    (columnId: string) => setState({ ...state, sort: nextSort(state.sort, columnId), page: 1 }),
    [state, setState],
  );
  const onPageChange = useCallback(
    (index: number) => setState({ ...state, page: index + 1 }),
    [state, setState],
  );
  const onSearch = useCallback(
    (text: string) => {
      if (text.trim() !== state.search) setState({ ...state, search: text.trim(), page: 1 });
    },
    [state, setState],
  );

  return {
    mode: resolved.mode,
    rows: resolved.rows,
    total: resolved.total,
    tableProps: {
      rows: resolved.rows,
      pageSize,
      loading: whole.isPending || (serverMode && !pageAnswer),
      fetching: serverMode && !firstPageKnown && page.isPlaceholderData,
      controlled: {
        totalRows: resolved.total,
        pageIndex: resolved.pageIndex,
        onPageChange,
        sort: state.sort,
        onSortChange,
      },
      search: { value: state.search, onChange: onSearch, placeholder: options.searchPlaceholder },
    },
  };
}
