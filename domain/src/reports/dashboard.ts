import { z } from 'zod';
import { MESSAGES } from '../shared/messages.js';

/**
 * The dashboard's answers (spec section 7: Invoice/dashboard-tiles, dashboard-branchinfo, dashboard-dateinfo;
 * money-and-reports.md "Dashboard tiles"). Money in paise, weights in grams, rates in paise per kg, like the
 * rest of the API; the screen formats them.
 */

/** `date` (YYYY-MM-DD, default today's business date) and an optional market of the caller's scope. */
export const dashboardQuerySchema = z.object({
  // A calendar date: 2026-02-30 is refused, not answered as 2 March.
  date: z.iso
    .date({ error: MESSAGES.selectDate })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  marketId: z
    .string()
    .uuid('Select a market')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type DashboardQueryInput = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int();
const paise = z.number().int();
const grams = z.number().int();
const ratePaise = z.number().int().nullable();

/**
 * The day's auction figures (Karnataka's tiles): of one race, or of all races together. Min and max are over
 * per-kg rates of weighed lots, the average is weighted (Σ amount × 1000 / Σ grams), never a plain mean.
 */
export const dashboardDayFiguresSchema = z.object({
  lotsInwarded: count,
  /** Cocoons brought in (the inward weights). */
  arrivalGrams: grams,
  lotsWithBids: count,
  lotsWithoutBids: count,
  bids: count,
  /** Reelers who bid on the day's lots (distinct). */
  reelersBidding: count,
  /** The highest bid on any of the day's lots (paise per kg). */
  highestBidPaise: ratePaise,
  /** Lots whose bidding closed with a bid and no decision yet. */
  lotsAwaitingApproval: count,
  lotsApproved: count,
  lotsRejected: count,
  /** Rejected, or bidding closed without a bid (or never auctioned on a past day). */
  lotsUnsold: count,
  lotsWeighed: count,
  soldGrams: grams,
  valuePaise: paise,
  farmerLevyPaise: paise,
  reelerLevyPaise: paise,
  levyPaise: paise,
  minRatePaise: ratePaise,
  maxRatePaise: ratePaise,
  averageRatePaise: ratePaise,
});
export type DashboardDayFigures = z.infer<typeof dashboardDayFiguresSchema>;

export const dashboardOpenSlotSchema = z.object({
  marketId: z.string(),
  marketName: z.string(),
  slotNo: count,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type DashboardOpenSlot = z.infer<typeof dashboardOpenSlotSchema>;

export const dashboardTilesSchema = z.object({
  date: z.string(),
  /** The market asked for; null = every market of the caller's scope. */
  marketId: z.string().nullable(),
  /** The markets the figures cover. */
  markets: count,
  day: dashboardDayFiguresSchema,
  /** The same figures per race (BV, CB, ...), by the lot's race short name. */
  races: z.array(dashboardDayFiguresSchema.extend({ race: z.string() })),
  /** Farmers with money due for lots weighed up to the date, what is due, and the longest wait in days. */
  farmersWaiting: count,
  farmerDuesPaise: paise,
  oldestWaitDays: count.nullable(),
  /** Reelers who owe the market on the date (ledger balance > 0), and the sum they owe. */
  reelersOwing: count,
  reelerOutstandingPaise: paise,
  /** Farmers who owe money back after a correction of a paid lot, and the sum (issue 22: recoverables). */
  farmersOwingBack: count,
  farmerRecoverablePaise: paise,
  /** An auction is running when a slot is open now (server clock). */
  auctionRunning: z.boolean(),
  openSlots: z.array(dashboardOpenSlotSchema),
  /** The server's time of the answer: the screen shows how fresh the figures are. */
  asOf: z.string(),
});
export type DashboardTiles = z.infer<typeof dashboardTilesSchema>;

export const dashboardBranchRowSchema = z.object({
  marketId: z.string(),
  marketCode: z.string(),
  marketName: z.string(),
  adOfficeName: z.string().nullable(),
  lotsInwarded: count,
  arrivalGrams: grams,
  lotsWeighed: count,
  soldGrams: grams,
  valuePaise: paise,
  averageRatePaise: ratePaise,
  levyPaise: paise,
  auctionRunning: z.boolean(),
  farmersWaiting: count,
});
export type DashboardBranchRow = z.infer<typeof dashboardBranchRowSchema>;

export const dashboardBranchInfoSchema = z.object({
  date: z.string(),
  rows: z.array(dashboardBranchRowSchema),
});
export type DashboardBranchInfo = z.infer<typeof dashboardBranchInfoSchema>;

export const dashboardDayPointSchema = z.object({
  date: z.string(),
  lots: count,
  arrivalGrams: grams,
  soldGrams: grams,
  valuePaise: paise,
  averageRatePaise: ratePaise,
});
export type DashboardDayPoint = z.infer<typeof dashboardDayPointSchema>;

/** Days the chart shows, ending on the chosen date. */
export const DASHBOARD_SERIES_DAYS = 30;

export const dashboardDateInfoSchema = z.object({
  from: z.string(),
  to: z.string(),
  marketId: z.string().nullable(),
  /** One point per calendar day from `from` to `to`, days without lots answered as zeros. */
  days: z.array(dashboardDayPointSchema),
});
export type DashboardDateInfo = z.infer<typeof dashboardDateInfoSchema>;
