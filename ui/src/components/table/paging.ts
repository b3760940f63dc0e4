/** Spec section 9: paging controls appear only when there are more than 5 rows. */
export function showPager(totalRows: number): boolean {
  return totalRows > 5;
}

/** At least one page, so an empty table reads 'Page 1 of 1'. */
export function pageCount(totalRows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalRows / pageSize));
}

/** Keeps a page index valid after the rows shrink (a delete on the last page). */
export function clampPage(pageIndex: number, totalRows: number, pageSize: number): number {
  return Math.min(Math.max(0, pageIndex), pageCount(totalRows, pageSize) - 1);
}

export function pageRows<Row>(rows: readonly Row[], pageIndex: number, pageSize: number): Row[] {
  const page = clampPage(pageIndex, rows.length, pageSize);
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}

/** 'Page X of Y', 1-based as people read it. */
export function pageLabel(pageIndex: number, totalRows: number, pageSize: number): string {
  return `Page ${clampPage(pageIndex, totalRows, pageSize) + 1} of ${pageCount(totalRows, pageSize)}`;
}
