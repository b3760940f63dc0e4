import { describe, expect, it } from 'vitest';
import { activeOptions } from './options';

describe('activeOptions', () => {
  const rows = [
    { id: 'a', name: 'Hosur', isActive: 1 },
    { id: 'b', name: 'Closed', isActive: 0 },
    { id: 'c', name: 'Other closed', isActive: 0 },
  ];
  const pick = (current: string) =>
    activeOptions(
      rows,
      current,
      (r) => r.id,
      (r) => r.name,
    );

  it('offers the active records only', () => {
    expect(pick('')).toEqual([{ value: 'a', label: 'Hosur' }]);
  });

  it('keeps the chosen record even when it is inactive, and says so', () => {
    expect(pick('b')).toEqual([
      { value: 'a', label: 'Hosur' },
      { value: 'b', label: 'Closed (inActive)' },
    ]);
  });

  it('offers nothing while the list loads', () => {
    expect(activeOptions(undefined, 'x', String, String)).toEqual([]);
  });
});
