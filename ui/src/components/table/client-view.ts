import type { ListState } from './list-state';
import { pageRows } from './paging';
import { sortRows } from './sort';

export interface ListView<Row> {
  /** The rows of the current page. */
  rows: Row[];
  /** Rows matching the search, across all pages. */
  total: number;
}

/**
 * Case-insensitive "contains" on the searchable fields, the same rule the server applies (ILIKE on the
 * text of each field), so a search finds the same rows whichever side runs it.
 */
export function matchesSearch<Row>(row: Row, fields: readonly (keyof Row)[], search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => {
    const value = row[field];
    return value !== null && value !== undefined && String(value).toLocaleLowerCase().includes(needle);
  });
}

/** A whole list seen through the URL state: search, then the spec's plain sort, then the page. */
export function clientView<Row>(
  all: readonly Row[],
  state: ListState,
  searchFields: readonly (keyof Row)[],
  pageSize: number,
): ListView<Row> {
  const found = state.search ? all.filter((row) => matchesSearch(row, searchFields, state.search)) : all;
  const { sort } = state;
  const sorted = sort ? sortRows(found, (row) => row[sort.columnId as keyof Row], sort.direction) : found;
  return { rows: pageRows(sorted, state.page - 1, pageSize), total: found.length };
}
