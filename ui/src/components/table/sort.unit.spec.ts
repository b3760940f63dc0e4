import { describe, expect, it } from 'vitest';
import { newestFirst, nextSort, plainCompare, sortRows } from './sort';

describe('nextSort (spec: first click asc, same column while asc → desc, otherwise asc)', () => {
  it('sorts ascending on the first click', () => {
    expect(nextSort(undefined, 'name')).toEqual({ columnId: 'name', direction: 'asc' });
  });

  it('turns the same column from ascending to descending', () => {
    expect(nextSort({ columnId: 'name', direction: 'asc' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'desc',
    });
  });

  it('turns the same column from descending back to ascending', () => {
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'asc',
    });
  });

  it('sorts another column ascending whatever the current direction', () => {
    expect(nextSort({ columnId: 'name', direction: 'asc' }, 'code')).toEqual({
      columnId: 'code',
      direction: 'asc',
    });
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'code')).toEqual({
      columnId: 'code',
      direction: 'asc',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { code: 'B2', weight: 1200 },
    { code: 'A1', weight: 90 },
    { code: 'C3', weight: null },
    { code: 'a0', weight: 1200 },
  ];

  it('compares plainly: numbers numerically, strings by code unit (upper case before lower)', () => {
    expect(sortRows(rows, (r) => r.code, 'asc').map((r) => r.code)).toEqual(['A1', 'B2', 'C3', 'a0']);
    expect(sortRows(rows, (r) => r.weight, 'asc').map((r) => r.code)).toEqual(['A1', 'B2', 'a0', 'C3']);
  });

  it('reverses for descending, keeps ties in their original order and empties last', () => {
    expect(sortRows(rows, (r) => r.weight, 'desc').map((r) => r.code)).toEqual(['B2', 'a0', 'A1', 'C3']);
  });

  it('does not modify its input', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.code, 'desc');
    expect(rows).toEqual(copy);
  });

  it('plainCompare answers -1, 0, 1', () => {
    expect(plainCompare(1, 2)).toBe(-1);
    expect(plainCompare('b', 'b')).toBe(0);
    expect(plainCompare(10, 9)).toBe(1);
  });
});

describe('newestFirst (issue 27: lists of documents open newest first)', () => {
  // As the server answers them: the latest date first, the latest number first within a date.
  const receipts = [
    { no: 'HSR/RR2627/00003', on: '2026-06-02' },
    { no: 'HSR/RR2627/00002', on: '2026-06-01' },
    { no: 'HSR/RR2627/00001', on: '2026-06-01' },
  ];

  it('sorts by the date descending and keeps the newest number first within a date', () => {
    const sort = newestFirst('on');
    expect(sort).toEqual({ columnId: 'on', direction: 'desc' });
    const shuffled = [receipts[1]!, receipts[0]!, receipts[2]!];
    expect(sortRows(shuffled, (r) => r.on, sort.direction).map((r) => r.no)).toEqual([
      'HSR/RR2627/00003',
      'HSR/RR2627/00002',
      'HSR/RR2627/00001',
    ]);
  });

  it('lets the next click on its column sort ascending, as the spec says', () => {
    expect(nextSort(newestFirst('on'), 'on')).toEqual({ columnId: 'on', direction: 'asc' });
  });
});
