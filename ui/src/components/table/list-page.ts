import type { ListPage } from '@cocoon/domain';
import { clientView } from './client-view';
import type { ListState } from './list-state';
import { pageCount } from './paging';

export type { ListPage };

export type ListMode = 'client' | 'server';

export interface ResolvedList<Row> {
  /** Unknown until the first answer says whether the list is large. */
  mode?: ListMode;
  rows: Row[];
  total: number;
  /** 0-based, within the pages that exist. */
  pageIndex: number;
}

/**
 * Which rows a list screen shows. `whole` is the answer to the plain request (no page asked): if the
 * server sent everything, the screen applies the URL's search, sort and page itself (the spec's client-side
 * table); if it sent one page, the list is large and `page` (the answer for the URL's state) is shown.
 */
export function resolveList<Row>(
  whole: ListPage<Row> | undefined,
  page: ListPage<Row> | undefined,
  state: ListState,
  searchFields: readonly (keyof Row)[],
  pageSize: number,
): ResolvedList<Row> {
  if (!whole) return { rows: [], total: 0, pageIndex: 0 };
  if (!whole.paged) {
    const view = clientView(whole.data, state, searchFields, pageSize);
    return { mode: 'client', ...view, pageIndex: Math.min(state.page, pageCount(view.total, pageSize)) - 1 };
  }
  if (!page) return { mode: 'server', rows: [], total: 0, pageIndex: state.page - 1 };
  return { mode: 'server', rows: page.data, total: page.total, pageIndex: page.page - 1 };
}

/**
 * A server page past the end (rows deleted, or an old bookmark) answers empty: the last page that exists,
 * or undefined when the page is fine.
 */
export function pageToShowInstead(answer: ListPage<unknown> | undefined): number | undefined {
  if (!answer?.paged || answer.data.length > 0 || answer.page <= 1) return undefined;
  const last = pageCount(answer.total, answer.pageSize);
  return answer.page > last ? last : undefined;
}
