import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageLabel, pageRows, showPager } from './paging';

describe('paging', () => {
  it('shows the pager only when there are more than 5 rows', () => {
    expect(showPager(0)).toBe(false);
    expect(showPager(5)).toBe(false);
    expect(showPager(6)).toBe(true);
  });

  it('counts pages with at least one page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(31, 15)).toBe(3);
  });

  it('slices the requested page of 15', () => {
    const rows = Array.from({ length: 32 }, (_, i) => i);
    expect(pageRows(rows, 0, 15)).toEqual(rows.slice(0, 15));
    expect(pageRows(rows, 2, 15)).toEqual([30, 31]);
  });

  it('clamps a page index that no longer exists (after a delete) to the last page', () => {
    expect(clampPage(3, 16, 15)).toBe(1);
    expect(clampPage(-1, 16, 15)).toBe(0);
    expect(pageRows([1, 2, 3], 5, 15)).toEqual([1, 2, 3]);
  });

  it("labels 'Page X of Y' from one", () => {
    expect(pageLabel(0, 40, 15)).toBe('Page 1 of 3');
    expect(pageLabel(2, 40, 15)).toBe('Page 3 of 3');
    expect(pageLabel(9, 40, 15)).toBe('Page 3 of 3');
  });
});
