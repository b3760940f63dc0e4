import type { SortState } from './sort';

/**
 * What a list screen shows, kept in the URL query string so a list can be bookmarked and the back button
 * returns to the previous page, sort or search. The names are the API's own list parameters.
 */
export interface ListState {
  /** 1-based, as the URL and the API count pages. */
  page: number;
  sort?: SortState;
  search: string;
}

export const DEFAULT_LIST_STATE: ListState = { page: 1, search: '' };

/** The API refuses a longer search (api/src/http/list-query.ts). */
export const MAX_SEARCH_LENGTH = 100;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** Reads the state from a query string; anything malformed falls back to the default, never throws. */
export function readListState(query: string): ListState {
  const params = new URLSearchParams(query);
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const field = params.get('sort') ?? '';
  const sort: SortState | undefined = FIELD_NAME.test(field)
    ? { columnId: field, direction: params.get('order') === 'desc' ? 'desc' : 'asc' }
    : undefined;
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return sort ? { page, sort, search } : { page, search };
}

/**
 * The query string for a state, keeping the page's other parameters and leaving defaults out, so the
 * plain list has a plain URL.
 */
export function writeListState(query: string, state: ListState): string {
  const params = new URLSearchParams(query);
  for (const name of ['page', 'sort', 'order', 'search']) params.delete(name);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort) {
    params.set('sort', state.sort.columnId);
    params.set('order', state.sort.direction);
  }
  const search = state.search.trim();
  if (search) params.set('search', search);
  return params.toString();
}

/** The server's page request (`?page=&pageSize=&sort=&order=&search=`); asking for a page makes it page. */
export function serverListQuery(state: ListState, pageSize: number): string {
  const params = new URLSearchParams({ page: String(state.page), pageSize: String(pageSize) });
  if (state.sort) {
    params.set('sort', state.sort.columnId);
    params.set('order', state.sort.direction);
  }
  if (state.search) params.set('search', state.search);
  return params.toString();
}

/** True when the state asks for nothing but the first page in the server's default order. */
export function isDefaultListState(state: ListState): boolean {
  return state.page === 1 && !state.sort && !state.search;
}

/** Drops a sort on a field the screen does not offer (a hand-edited or outdated bookmark). */
export function withAllowedSort(state: ListState, sortable: readonly string[]): ListState {
  if (!state.sort || sortable.includes(state.sort.columnId)) return state;
  const { sort: _dropped, ...rest } = state;
  return rest;
}
