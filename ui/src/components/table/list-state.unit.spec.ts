import { describe, expect, it } from 'vitest';
import {
  isDefaultListState,
  readListState,
  serverListQuery,
  withAllowedSort,
  writeListState,
} from './list-state';

describe('readListState', () => {
  it('reads page, sort, order and search', () => {
    expect(readListState('?page=3&sort=defectName&order=desc&search=stain')).toEqual({
      page: 3,
      sort: { columnId: 'defectName', direction: 'desc' },
      search: 'stain',
    });
  });

  it('defaults to page 1, no sort, no search', () => {
    expect(readListState('')).toEqual({ page: 1, search: '' });
  });

  it('sorts ascending unless the order says desc', () => {
    expect(readListState('sort=code&order=sideways').sort).toEqual({ columnId: 'code', direction: 'asc' });
  });

  it('ignores a malformed page or sort field instead of failing', () => {
    expect(readListState('page=0').page).toBe(1);
    expect(readListState('page=-2').page).toBe(1);
    expect(readListState('page=2.5').page).toBe(1);
    expect(readListState('page=abc').page).toBe(1);
    expect(readListState('sort=name;drop table').sort).toBeUndefined();
  });

  it('reads Tamil search text from an encoded URL and trims it to the API limit', () => {
    const encoded = new URLSearchParams({ search: ' கூடு ' }).toString();
    expect(readListState(encoded).search).toBe('கூடு');
    expect(readListState(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('writeListState', () => {
  it('round-trips a state', () => {
    const state = { page: 2, sort: { columnId: 'defectCode', direction: 'desc' as const }, search: 'கறை' };
    expect(readListState(writeListState('', state))).toEqual(state);
  });

  it('leaves defaults out, so the plain list has a plain URL', () => {
    expect(writeListState('', { page: 1, search: '  ' })).toBe('');
  });

  it("keeps the page's other parameters and replaces the list ones", () => {
    const query = writeListState('id=7&page=4&search=old', { page: 1, search: 'new' });
    expect(new URLSearchParams(query).toString()).toBe('id=7&search=new');
  });
});

describe('serverListQuery', () => {
  it("always asks for a page (the server pages whenever it is asked to) with the API's names", () => {
    expect(serverListQuery({ page: 1, search: '' }, 15)).toBe('page=1&pageSize=15');
    expect(
      new URLSearchParams(
        serverListQuery({ page: 2, sort: { columnId: 'defectName', direction: 'desc' }, search: 'கூடு' }, 15),
      ).get('search'),
    ).toBe('கூடு');
  });
});

describe('isDefaultListState and withAllowedSort', () => {
  it('recognises the plain first page', () => {
    expect(isDefaultListState({ page: 1, search: '' })).toBe(true);
    expect(isDefaultListState({ page: 2, search: '' })).toBe(false);
    expect(isDefaultListState({ page: 1, search: 'x' })).toBe(false);
    expect(isDefaultListState({ page: 1, search: '', sort: { columnId: 'a', direction: 'asc' } })).toBe(
      false,
    );
  });

  it('drops a sort on a column that is not sortable', () => {
    const state = { page: 2, sort: { columnId: 'isActive', direction: 'asc' as const }, search: '' };
    expect(withAllowedSort(state, ['defectCode'])).toEqual({ page: 2, search: '' });
    expect(withAllowedSort(state, ['isActive'])).toBe(state);
  });
});
