import { describe, expect, it } from 'vitest';
import { clientView, matchesSearch } from './client-view';

const defects = [
  { code: 'DF02', name: 'Stained cocoon / கறை படிந்த கூடு', active: 1 },
  { code: 'DF01', name: 'Double cocoon / இரட்டைக் கூடு', active: 1 },
  { code: 'DF03', name: 'Flimsy cocoon / மெல்லிய கூடு', active: 0 },
];

describe('matchesSearch', () => {
  it('finds text anywhere in a searchable field, ignoring case', () => {
    expect(matchesSearch(defects[0]!, ['code', 'name'], 'STAIN')).toBe(true);
    expect(matchesSearch(defects[0]!, ['code', 'name'], 'df02')).toBe(true);
    expect(matchesSearch(defects[0]!, ['code'], 'stain')).toBe(false);
  });

  it('finds Tamil text', () => {
    expect(defects.filter((d) => matchesSearch(d, ['name'], 'கூடு'))).toHaveLength(3);
    expect(defects.filter((d) => matchesSearch(d, ['name'], 'இரட்டை')).map((d) => d.code)).toEqual(['DF01']);
  });

  it('matches everything for an empty search', () => {
    expect(matchesSearch(defects[2]!, ['name'], '  ')).toBe(true);
  });
});

describe('clientView', () => {
  it('searches, then sorts, then pages', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ code: `C${String(i).padStart(2, '0')}`, n: i % 2 }));
    const view = clientView(
      rows,
      { page: 2, sort: { columnId: 'code', direction: 'desc' }, search: '' },
      ['code'],
      15,
    );
    expect(view.total).toBe(40);
    expect(view.rows.map((r) => r.code)).toEqual(
      Array.from({ length: 15 }, (_, i) => `C${String(24 - i).padStart(2, '0')}`),
    );
  });

  it('counts only the rows the search found', () => {
    const view = clientView(
      defects,
      { page: 1, search: 'cocoon', sort: { columnId: 'code', direction: 'asc' } },
      ['name'],
      15,
    );
    expect(view.total).toBe(3);
    expect(view.rows.map((d) => d.code)).toEqual(['DF01', 'DF02', 'DF03']);
  });

  it('shows the last page when the page asked for no longer exists', () => {
    expect(clientView(defects, { page: 9, search: '' }, ['name'], 2).rows).toEqual([defects[2]]);
  });

  it('keeps the server order when there is no sort', () => {
    expect(clientView(defects, { page: 1, search: '' }, ['name'], 15).rows).toEqual(defects);
  });
});
