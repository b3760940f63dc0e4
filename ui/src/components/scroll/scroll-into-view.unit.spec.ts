import { describe, expect, it } from 'vitest';
import { scrollOptions } from './scroll-into-view';

describe('scrollOptions (a panel that opens below the fold comes into view)', () => {
  it('scrolls smoothly by default', () => {
    expect(scrollOptions(false)).toEqual({ behavior: 'smooth', block: 'nearest' });
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    expect(scrollOptions(true)).toEqual({ behavior: 'auto', block: 'nearest' });
  });
});
