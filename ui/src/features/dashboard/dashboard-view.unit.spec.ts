import type { DashboardTiles } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { dashboardTileViews } from './dashboard-view';

const figures = {
  lotsInwarded: 7,
  arrivalGrams: 589_750,
  lotsWithBids: 5,
  lotsWithoutBids: 2,
  bids: 5,
  reelersBidding: 3,
  highestBidPaise: 73_125,
  lotsAwaitingApproval: 1,
  lotsApproved: 4,
  lotsRejected: 1,
  lotsUnsold: 2,
  lotsWeighed: 4,
  soldGrams: 257_696,
  valuePaise: 18_579_150,
  farmerLevyPaise: 185_792,
  reelerLevyPaise: 185_792,
  levyPaise: 371_584,
  minRatePaise: 70_250,
  maxRatePaise: 73_125,
  averageRatePaise: 72_097,
};
const tiles: DashboardTiles = {
  date: '2026-11-24',
  marketId: null,
  markets: 1,
  day: figures,
  races: [{ race: 'BV', ...figures }],
  farmersWaiting: 5,
  farmerDuesPaise: 18_393_358,
  oldestWaitDays: 9,
  reelersOwing: 4,
  reelerOutstandingPaise: 18_764_942,
  farmersOwingBack: 1,
  farmerRecoverablePaise: 49_183_20,
  auctionRunning: true,
  openSlots: [
    {
      marketId: 'm1',
      marketName: 'Hosur',
      slotNo: 4,
      startsAt: '2026-11-24T04:00:00Z',
      endsAt: '2026-11-24T04:30:00Z',
    },
  ],
  asOf: '2026-11-24T04:10:00Z',
};
const ctx = { date: '2026-11-24' };
const byKey = (userType: string, marketId?: string) =>
  Object.fromEntries(dashboardTileViews(tiles, { ...ctx, userType, marketId }).map((t) => [t.key, t]));

describe('dashboard tiles', () => {
  it('formats the figures: rupees with en-IN grouping, kg to 3 decimals, rates per kg', () => {
    const t = byKey('Branch Admin');
    expect(t.value?.value).toBe('Rs 1,85,791.50');
    expect(t.inwarded?.detail).toBe('589.750 kg arrived');
    expect(t.rate?.value).toBe('Rs 720.97/kg');
    expect(t.rate?.detail).toBe('Min Rs 702.50/kg · max Rs 731.25/kg');
    expect(t.auction).toMatchObject({ value: 'Running', detail: 'Hosur slot 4', intent: 'success' });
    expect(t.farmers).toMatchObject({ detail: 'Rs 1,83,933.58 due · oldest 9 days', intent: 'danger' });
  });

  it("links a Branch Admin's tiles to the screens behind them with the date", () => {
    const t = byKey('Branch Admin');
    expect(t.inwarded?.link).toEqual({ href: '/app/inward?date=2026-11-24', title: 'Inward' });
    expect(t.approved?.link?.href).toBe('/app/bidapproval?date=2026-11-24');
    expect(t.weighed?.link?.href).toBe('/app/auctionweightentry?date=2026-11-24');
    expect(t.unsold?.link?.href).toBe('/app/reports/lotregister?from=2026-11-24&to=2026-11-24&status=unsold');
    expect(t.farmers?.link?.href).toBe('/app/farmerpayment/farmerpaymentlist?date=2026-11-24');
    expect(t.reelers?.link?.href).toBe('/app/reelerreceipt');
    expect(t.arrivals?.link?.href).toBe('/app/misreport/DailyCocoonReport?month=2026-11');
  });

  it('gives the Market Officer, whose only screen is the dashboard, figures without links', () => {
    expect(Object.values(byKey('Market Officer')).filter((t) => t.link)).toEqual([]);
  });

  it('gives the Admin only the screens the role table opens to Admin, with the market picked', () => {
    const t = byKey('Admin', 'm1');
    // E-auction screens are the offices' (AD, RJD, Branch Admin); payments and reports are Admin's too.
    expect(t.inwarded?.link).toBeUndefined();
    expect(t.auction?.link).toBeUndefined();
    expect(t.farmers?.link?.href).toBe('/app/farmerpayment/farmerpaymentlist?date=2026-11-24&marketId=m1');
    expect(t.value?.link?.href).toBe('/app/reports/lotregister?from=2026-11-24&to=2026-11-24&marketId=m1');
  });
});
