import { can, type DashboardDayFigures, type DashboardTiles, formatKg, formatRupees } from '@cocoon/domain';
import type { ScreenDef } from '../shell/screen';
import {
  BID_APPROVAL,
  FARMER_PAYMENT_LIST,
  findScreen,
  INWARD_LIST,
  LIVE_BIDDING,
  REELER_RECEIPT,
  WEIGHT_LIST,
} from '../shell/screens';

/** One figure on the dashboard, and the screen behind it when the user's role may open that screen. */
export interface TileView {
  key: string;
  label: string;
  value: string;
  detail: string;
  intent?: 'success' | 'warning' | 'danger';
  link?: { href: string; title: string } | undefined;
}

// The report screens are rows of the screen table without constants of their own (spec section 2 routes).
const LOT_REGISTER_PATH = '/app/reports/lotregister';
const MIS_DAILY_PATH = '/app/misreport/DailyCocoonReport';

const count = new Intl.NumberFormat('en-IN');
const n = (value: number) => count.format(value);
const rate = (paise: number | null) => (paise === null ? '—' : `${formatRupees(paise)}/kg`);

export interface TileContext {
  userType: string;
  date: string;
  marketId?: string | undefined;
}

/**
 * The screen behind a tile with the dashboard's date (and market) in its URL, only when the role table lets
 * the user open it: the Market Officer, whose only screen is the dashboard, gets figures without links.
 */
export function linkTo(
  screen: ScreenDef | undefined,
  ctx: TileContext,
  params: Record<string, string>,
): TileView['link'] {
  if (!screen || (screen.action && !can(ctx.userType, screen.action))) return undefined;
  const query = new URLSearchParams(params);
  if (ctx.marketId) query.set('marketId', ctx.marketId);
  const search = query.toString();
  return { href: search ? `${screen.path}?${search}` : screen.path, title: screen.title };
}

/** The tiles of money-and-reports.md ("Dashboard tiles"), in the order a market's day runs. */
export function dashboardTileViews(t: DashboardTiles, ctx: TileContext): TileView[] {
  const d: DashboardDayFigures = t.day;
  const day = { date: ctx.date };
  const range = { from: ctx.date, to: ctx.date };
  const lotRegister = findScreen(LOT_REGISTER_PATH);
  const running = t.openSlots.map((s) => `${s.marketName} slot ${s.slotNo}`).join(', ');
  return [
    {
      key: 'auction',
      label: 'Auction',
      value: t.auctionRunning ? 'Running' : 'Not running',
      detail: t.auctionRunning ? running : 'No slot is open now',
      ...(t.auctionRunning ? { intent: 'success' as const } : {}),
      link: linkTo(LIVE_BIDDING, ctx, {}),
    },
    {
      key: 'inwarded',
      label: 'Lots inwarded',
      value: n(d.lotsInwarded),
      detail: `${formatKg(d.arrivalGrams)} kg arrived`,
      link: linkTo(INWARD_LIST, ctx, day),
    },
    {
      key: 'arrivals',
      label: 'Arrivals (kg)',
      value: formatKg(d.arrivalGrams),
      detail: "The month's daily arrivals (MIS)",
      link: linkTo(findScreen(MIS_DAILY_PATH), ctx, { month: ctx.date.slice(0, 7) }),
    },
    {
      key: 'bids',
      label: 'Lots with bids',
      value: n(d.lotsWithBids),
      detail: `${n(d.lotsWithoutBids)} without · ${n(d.bids)} bids · ${n(d.reelersBidding)} reelers`,
      link: linkTo(LIVE_BIDDING, ctx, {}),
    },
    {
      key: 'highest',
      label: 'Current highest bid',
      value: rate(d.highestBidPaise),
      detail: 'Highest bid on the day’s lots',
      link: linkTo(LIVE_BIDDING, ctx, {}),
    },
    {
      key: 'approved',
      label: 'Lots approved',
      value: n(d.lotsApproved),
      detail: `${n(d.lotsAwaitingApproval)} awaiting approval · ${n(d.lotsRejected)} rejected`,
      ...(d.lotsAwaitingApproval > 0 ? { intent: 'warning' as const } : {}),
      link: linkTo(BID_APPROVAL, ctx, day),
    },
    {
      key: 'weighed',
      label: 'Lots weighed',
      value: n(d.lotsWeighed),
      detail: `${formatKg(d.soldGrams)} kg sold`,
      link: linkTo(WEIGHT_LIST, ctx, day),
    },
    {
      key: 'value',
      label: 'Value sold',
      value: formatRupees(d.valuePaise),
      detail: `${formatKg(d.soldGrams)} kg`,
      link: linkTo(lotRegister, ctx, range),
    },
    {
      key: 'levy',
      label: 'Levy',
      value: formatRupees(d.levyPaise),
      detail: `Farmers ${formatRupees(d.farmerLevyPaise)} · reelers ${formatRupees(d.reelerLevyPaise)}`,
      link: linkTo(lotRegister, ctx, range),
    },
    {
      key: 'rate',
      label: 'Average rate',
      value: rate(d.averageRatePaise),
      detail: `Min ${rate(d.minRatePaise)} · max ${rate(d.maxRatePaise)}`,
      link: linkTo(lotRegister, ctx, range),
    },
    {
      key: 'unsold',
      label: 'Unsold lots',
      value: n(d.lotsUnsold),
      detail: 'Rejected, or no bid when bidding closed',
      ...(d.lotsUnsold > 0 ? { intent: 'warning' as const } : {}),
      link: linkTo(lotRegister, ctx, { ...range, status: 'unsold' }),
    },
    {
      key: 'farmers',
      label: 'Farmers waiting for payment',
      value: n(t.farmersWaiting),
      detail:
        t.oldestWaitDays === null
          ? 'Nobody is waiting'
          : `${formatRupees(t.farmerDuesPaise)} due · oldest ${n(t.oldestWaitDays)} days`,
      ...(t.oldestWaitDays !== null && t.oldestWaitDays > 7 ? { intent: 'danger' as const } : {}),
      link: linkTo(FARMER_PAYMENT_LIST, ctx, day),
    },
    {
      key: 'recoverable',
      label: 'Owed back by farmers',
      value: formatRupees(t.farmerRecoverablePaise),
      detail:
        t.farmersOwingBack === 0
          ? 'No paid lot was corrected down'
          : `${n(t.farmersOwingBack)} farmers, set off against their next payments`,
      ...(t.farmersOwingBack > 0 ? { intent: 'warning' as const } : {}),
      link: linkTo(FARMER_PAYMENT_LIST, ctx, day),
    },
    {
      key: 'reelers',
      label: 'Reeler dues',
      value: formatRupees(t.reelerOutstandingPaise),
      detail: `${n(t.reelersOwing)} reelers owe the market`,
      link: linkTo(REELER_RECEIPT, ctx, {}),
    },
  ];
}
