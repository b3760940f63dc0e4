export interface SortState {
  columnId: string;
  direction: 'asc' | 'desc';
}

/**
 * Spec section 4, table sort: the first click on a column sorts ascending; clicking the same column while
 * ascending sorts descending; otherwise (another column, or the same one while descending) ascending.
 */
export function nextSort(current: SortState | undefined, columnId: string): SortState {
  if (current?.columnId === columnId && current.direction === 'asc') return { columnId, direction: 'desc' };
  return { columnId, direction: 'asc' };
}

/**
 * Spec section 9: "sorting is by plain comparison of field values". Empty values go last in both
 * directions so a descending sort does not open on a screenful of blanks. The input is not modified.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueFor: (row: Row) => unknown,
  direction: SortState['direction'],
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueFor(row) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined;
      const bEmpty = b.value === null || b.value === undefined;
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order = plainCompare(a.value, b.value);
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map((entry) => entry.row);
}

export function plainCompare(a: unknown, b: unknown): number {
  // Same comparison as the spec's `a < b`, made explicit so the result is the same for every type pair.
  const left = a as number | string;
  const right = b as number | string;
  if (left < right) return -1;
  if (left > right) return 1;
  return 0;
}

/**
 * The order a list of documents opens in (issue 27): its date (or number) column descending, so the receipt just
 * taken is on page 1. Within a date the rows keep the server's order, newest number first.
 */
export const newestFirst = (columnId: string): SortState => ({ columnId, direction: 'desc' });
