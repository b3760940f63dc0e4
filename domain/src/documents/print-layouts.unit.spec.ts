import { describe, expect, it } from 'vitest';
import {
  INWARD_TOKEN_LAYOUTS,
  layoutIn,
  layoutsOf,
  requestDocumentSchema,
  TOKEN_LAYOUTS,
} from './document-requests.js';

describe('print layouts (issue 27: inward tokens three to a sheet)', () => {
  it('gives each token its own layouts, the default first, and a bill or receipt none', () => {
    expect(layoutsOf('inward-token')).toEqual(['two-per-page', 'three-per-page']);
    expect(layoutsOf('auction-token')).toEqual(['one-sheet', 'three-pages']);
    expect(layoutsOf('farmer-bill')).toEqual([]);
    expect(layoutsOf('reeler-receipt')).toEqual([]);
  });

  it("renders in the layout asked for when the kind takes it, else the kind's default", () => {
    expect(layoutIn(INWARD_TOKEN_LAYOUTS, 'three-per-page')).toBe('three-per-page');
    expect(layoutIn(INWARD_TOKEN_LAYOUTS, null)).toBe('two-per-page');
    // A request recorded before inward tokens had layouts, or one naming the bid slip's: the default.
    expect(layoutIn(INWARD_TOKEN_LAYOUTS, 'one-sheet')).toBe('two-per-page');
    expect(layoutIn(TOKEN_LAYOUTS, 'three-pages')).toBe('three-pages');
    expect(layoutIn(TOKEN_LAYOUTS, 'three-per-page')).toBe('one-sheet');
  });

  it('accepts every layout in a request and names an unknown one', () => {
    expect(requestDocumentSchema.safeParse({ kind: 'inward-token', layout: 'three-per-page' }).success).toBe(
      true,
    );
    const unknown = requestDocumentSchema.safeParse({ kind: 'inward-token', layout: 'four-per-page' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe('Unknown layout');
  });
});
