import { describe, expect, it } from 'vitest';
import { billFileName, copyCountText } from './bill-labels';
import { dayMarketOf } from './day-market';

describe('copyCountText', () => {
  it('says whether the original is out and that later copies are duplicates', () => {
    expect(copyCountText(0)).toBe('Not printed yet');
    expect(copyCountText(1)).toBe('1 copy printed');
    expect(copyCountText(3)).toBe('3 copies printed (copies after the first say DUPLICATE)');
  });
});

describe('billFileName', () => {
  it('turns the slashes of an invoice number into a file name', () => {
    expect(billFileName('HSR/FB2627/00012')).toBe('HSR-FB2627-00012.pdf');
  });
});

describe('dayMarketOf', () => {
  it('is the market picked, else the one market every row shares', () => {
    expect(dayMarketOf([{ marketId: 'a' }, { marketId: 'a' }])).toBe('a');
    expect(dayMarketOf([{ marketId: 'a' }, { marketId: 'b' }], 'b')).toBe('b');
  });

  it('is none for rows of several markets or no rows', () => {
    expect(dayMarketOf([{ marketId: 'a' }, { marketId: 'b' }])).toBeUndefined();
    expect(dayMarketOf([])).toBeUndefined();
  });
});
