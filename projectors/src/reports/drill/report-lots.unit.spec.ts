import { describe, expect, it } from 'vitest';
import { matchesStatus, type ReportLot, reportLotStatus } from './report-lots.js';

const now = new Date('2025-04-01T06:00:00Z');
const before = '2025-04-01T05:00:00Z';
const after = '2025-04-01T07:00:00Z';

describe('a lot status as the reports name it', () => {
  it.each([
    [{ weighed: true, decision: 'approved', slotEndsAt: before, hasSlot: true }, 'Sold'],
    [{ weighed: false, decision: 'approved', slotEndsAt: before, hasSlot: true }, 'Approved'],
    [{ weighed: false, decision: 'rejected', slotEndsAt: before, hasSlot: true }, 'Rejected'],
    // Slot over with no bid, or a bid never approved: the lot did not sell.
    [{ weighed: false, decision: null, slotEndsAt: before, hasSlot: true }, 'Unsold'],
    [{ weighed: false, decision: null, slotEndsAt: after, hasSlot: true }, 'In auction'],
    [{ weighed: false, decision: null, slotEndsAt: null, hasSlot: false }, 'Inwarded'],
  ] as const)('%j is %s', (facts, status) => {
    expect(reportLotStatus(facts, now)).toBe(status);
  });

  it('filters by status: unpaid is sold with the net not fully paid', () => {
    const lot = (status: ReportLot['status'], unpaid: boolean) => ({ status, unpaid }) as ReportLot;
    expect(matchesStatus(lot('Sold', true), 'unpaid')).toBe(true);
    expect(matchesStatus(lot('Sold', false), 'unpaid')).toBe(false);
    expect(matchesStatus(lot('Sold', false), 'sold')).toBe(true);
    expect(matchesStatus(lot('Unsold', false), 'sold')).toBe(false);
    expect(matchesStatus(lot('Unsold', false), 'unsold')).toBe(true);
    expect(matchesStatus(lot('Rejected', false), 'rejected')).toBe(true);
    expect(matchesStatus(lot('Inwarded', false), 'all')).toBe(true);
    expect(matchesStatus(lot('Inwarded', false), undefined)).toBe(true);
  });
});
