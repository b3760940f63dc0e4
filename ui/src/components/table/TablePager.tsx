import { Button, ButtonGroup } from '@blueprintjs/core';
import { clampPage, pageCount, pageLabel } from './paging';

export interface TablePagerProps {
  pageIndex: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (pageIndex: number) => void;
}

/** First / previous / next / last and 'Page X of Y' (spec section 9). */
export function TablePager({ pageIndex, pageSize, totalRows, onPageChange }: TablePagerProps) {
  const last = pageCount(totalRows, pageSize) - 1;
  const page = clampPage(pageIndex, totalRows, pageSize);
  return (
    <nav className="data-table__pager" aria-label="Table pages">
      <ButtonGroup variant="minimal">
        <Button
          icon="double-chevron-left"
          aria-label="First page"
          disabled={page === 0}
          onClick={() => onPageChange(0)}
        />
        <Button
          icon="chevron-left"
          aria-label="Previous page"
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        />
        <Button
          icon="chevron-right"
          aria-label="Next page"
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        />
        <Button
          icon="double-chevron-right"
          aria-label="Last page"
          disabled={page >= last}
          onClick={() => onPageChange(last)}
        />
      </ButtonGroup>
      <span className="data-table__page-label">{pageLabel(page, totalRows, pageSize)}</span>
    </nav>
  );
}
