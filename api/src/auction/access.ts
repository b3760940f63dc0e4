import {
  businessDate,
  type InwardSettings,
  MARKET_SETTINGS,
  type MarketSettingKey,
  MESSAGES,
  REELER_PAY_MODES,
  scopeOf,
  ValidationError,
  valueInForce,
} from '@cocoon/domain';
import type { ReadModelDb, RowFilter } from '@cocoon/projectors';
import { listSettingValues, scopeFilter } from '@cocoon/projectors';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import { resolveMarket } from '../masters/customers/access.js';

/**
 * Market scope for the e-auction (design.md, security model): a market's staff act on their market; AD and RJD
 * pick one of the markets of their office (marketId), and may read all of them at once.
 */
export async function marketForWrite(
  db: ReadModelDb,
  ctx: Context,
  marketId: string | undefined,
): Promise<{ marketId: string; marketCode: string }> {
  const market = await resolveMarket(db, ctx, marketId);
  return { marketId: market.branchId, marketCode: market.branchCode };
}

/** Rows of the markets the caller may see (and only the one asked for, when marketId is given). */
export function marketFilter(ctx: Context, marketId: string | undefined, column: string): RowFilter {
  const inScope = scopeFilter(scopeOf(ctx.state.user), column);
  if (!marketId) return inScope;
  return (eb) => eb.and([inScope(eb), eb(sql.ref(column), '=', marketId)]);
}

// A calendar date: 2026-13-45 or 0000-00-00 is refused, not answered with an empty list.
const dateParam = z.iso.date({ error: MESSAGES.selectDate });

export const dayQuerySchema = z.object({
  date: dateParam.optional(),
  marketId: z.uuid('Select a market').optional(),
});
export const requiredDayQuerySchema = z.object({
  date: dateParam,
  marketId: z.uuid('Select a market').optional(),
});
export const today = (now: Date) => businessDate(now);

export type AuctionSettings = InwardSettings;

/** The market's settings in force on a date (domain.md: rates change over time, kept with effective dates). */
export async function settingsInForce(
  db: ReadModelDb,
  marketId: string,
  date: string,
): Promise<AuctionSettings> {
  const values = await listSettingValues(db);
  const value = (key: MarketSettingKey) => valueInForce(values, key, marketId, date)?.value ?? null;
  const missing = (label: string) => {
    const message = `The ${label} in force on this date is not set. Ask the Admin to set it in Market Settings.`;
    return new ValidationError(message, { inwardDate: [message] });
  };
  const silkRatePaise = value('silkrate');
  const conversionCostPaise = value('convertioncost');
  if (silkRatePaise === null) throw missing('silk rate');
  if (conversionCostPaise === null) throw missing('conversion cost');
  return {
    rendittaFactor: value('rendittafactor') ?? 130,
    silkRatePaise,
    conversionCostPaise,
    minIncrementPaise: value('minbidincrement') ?? 100,
    farmerLevyBp: value('farmerlevy') ?? 100,
    reelerLevyBp: value('reelerlevy') ?? 100,
  };
}

/** How a market's reelers pay, in force on a date (issue 12): the mode, days to pay an invoice, days before a bar. */
export interface ReelerPaySettings {
  payMode: (typeof REELER_PAY_MODES)[number];
  payDays: number;
  barDays: number;
}

/** The reeler payment settings in force for a market on a date, read as settingsInForce reads the others. */
export async function reelerPaySettings(
  db: ReadModelDb,
  marketId: string,
  date: string,
): Promise<ReelerPaySettings> {
  const values = await listSettingValues(db);
  const value = (key: 'reelerpaymode' | 'reelerpaydays' | 'reelerbardays') =>
    valueInForce(values, key, marketId, date)?.value ?? MARKET_SETTINGS[key].defaultValue;
  return {
    payMode: REELER_PAY_MODES[value('reelerpaymode')] ?? 'after-invoice',
    payDays: value('reelerpaydays'),
    barDays: value('reelerbardays'),
  };
}
