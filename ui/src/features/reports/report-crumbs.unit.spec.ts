import { describe, expect, it } from 'vitest';
import { reportCrumbs } from './report-crumbs';
import { LOTS_DRILL_PATH, lotHistoryFromReport } from './report-routes';

describe("a lot's history opened from a report", () => {
  it('leads back to that report with its parameters', () => {
    const from = `${LOTS_DRILL_PATH}?from=2026-11-27&to=2026-11-27&farmerId=f1`;
    const link = lotHistoryFromReport('lot-1', from);
    expect(link).toBe(`/app/lothistory/lot-1?from=${encodeURIComponent(from)}`);
    const crumbs = reportCrumbs(link.slice(link.indexOf('?') + 1));
    expect(crumbs?.at(-1)).toEqual({ text: 'Lots', href: from });
    expect(crumbs?.map((c) => c.text)).not.toContain('E-Auction');
  });

  it('follows nothing but a report of the app', () => {
    for (const from of [
      'https://example.com/app/reports/lots',
      '//example.com/x',
      '/app/masters/farmers',
      '',
    ])
      expect(reportCrumbs(`from=${encodeURIComponent(from)}`), from).toBeUndefined();
    expect(reportCrumbs('')).toBeUndefined();
  });
});
