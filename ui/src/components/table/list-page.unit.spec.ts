import { describe, expect, it } from 'vitest';
import { type ListPage, pageToShowInstead, resolveList } from './list-page';

interface Row {
  code: string;
}
const rows = (n: number, from = 0): Row[] => Array.from({ length: n }, (_, i) => ({ code: `D${from + i}` }));
const whole = (data: Row[]): ListPage<Row> => ({
  data,
  total: data.length,
  page: 1,
  pageSize: data.length,
  paged: false,
});
const paged = (data: Row[], total: number, page = 1): ListPage<Row> => ({
  data,
  total,
  page,
  pageSize: 15,
  paged: true,
});

describe('resolveList', () => {
  it('knows nothing before the first answer', () => {
    expect(resolveList<Row>(undefined, undefined, { page: 1, search: '' }, ['code'], 15)).toEqual({
      rows: [],
      total: 0,
      pageIndex: 0,
    });
  });

  it('pages a whole list in the browser (client mode) and clamps the page', () => {
    const all = whole(rows(20));
    const second = resolveList(all, undefined, { page: 2, search: '' }, ['code'], 15);
    expect(second).toMatchObject({ mode: 'client', total: 20, pageIndex: 1 });
    expect(second.rows).toEqual(rows(5, 15));
    expect(resolveList(all, undefined, { page: 7, search: '' }, ['code'], 15).pageIndex).toBe(1);
  });

  it('searches a whole list in the browser', () => {
    const result = resolveList(whole(rows(20)), undefined, { page: 1, search: 'd1' }, ['code'], 15);
    expect(result.total).toBe(11);
  });

  it("shows the server's page as it is (server mode)", () => {
    const page3 = paged(rows(15, 30), 1000, 3);
    const result = resolveList(paged(rows(15), 1000), page3, { page: 3, search: '' }, ['code'], 15);
    expect(result).toEqual({ mode: 'server', rows: page3.data, total: 1000, pageIndex: 2 });
  });

  it('waits for the page in server mode without showing the wrong rows', () => {
    const result = resolveList(paged(rows(15), 1000), undefined, { page: 3, search: '' }, ['code'], 15);
    expect(result).toEqual({ mode: 'server', rows: [], total: 0, pageIndex: 2 });
  });
});

describe('pageToShowInstead', () => {
  it('sends an empty page past the end to the last page', () => {
    expect(pageToShowInstead(paged([], 31, 5))).toBe(3);
  });

  it('leaves real pages, the first page and whole lists alone', () => {
    expect(pageToShowInstead(paged(rows(1), 31, 3))).toBeUndefined();
    expect(pageToShowInstead(paged([], 0, 1))).toBeUndefined();
    expect(pageToShowInstead(whole([]))).toBeUndefined();
    expect(pageToShowInstead(undefined)).toBeUndefined();
  });
});
