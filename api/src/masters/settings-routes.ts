import {
  businessDate,
  MARKET_SETTING_KEYS,
  MARKET_SETTINGS,
  MARKET_SETTINGS_STREAM,
  type MarketSettingKey,
  MESSAGES,
  marketSettingEventSchema,
  marketSettings,
  marketSettingsAnswerSchema,
  NotFoundError,
  scopeOf,
  setMarketSettingCommand,
  settingInForceAnswerSchema,
  valueInForce,
} from '@cocoon/domain';
import { listSettingValues, scopeFilter } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { assertBranchInScope } from './customers/access.js';

const tag = 'masters: market settings';
const keyValueQuery = z.object({
  date: z.iso.date('date must be YYYY-MM-DD').optional(),
  marketId: z.uuid('marketId must be a market id').optional(),
});

/** The caller's own market when they have one (a branch sees its market's levy). */
const marketOf = (ctx: Context): string | null =>
  (ctx.state.user as { branchId?: string | null }).branchId ?? null;

/**
 * A market's own rates are its office's, as its lots are: a caller sees the values set for every market and
 * those of the markets in its scope (Admin all), never another office's market's.
 */
async function valuesInScope(deps: AppDeps, ctx: Context, key?: MarketSettingKey) {
  const scope = scopeOf(ctx.state.user);
  const values = await listSettingValues(deps.db, key);
  if (scope.kind === 'all') return values;
  const markets = await deps.db
    .withSchema('read')
    .selectFrom('branches')
    .select('branch_id')
    .where(scopeFilter(scope))
    .execute();
  const visible = new Set(markets.map((m) => String(m.branch_id)));
  return values.filter((v) => v.marketId === null || visible.has(v.marketId));
}

export function settingsRoutes(deps: AppDeps): RouteSpec[] {
  return [
    {
      method: 'get',
      path: '/dataManager/getKeyValue/:key',
      response: settingInForceAnswerSchema,
      summary: 'The value of a market setting in force on a date (default today, Asia/Kolkata) for a market',
      tag,
      permission: 'settings.view',
      query: keyValueQuery,
      readsOwnWrites: true,
      async handler(ctx) {
        const key = MARKET_SETTING_KEYS.find((k) => k === ctx.params.key.toLowerCase());
        if (!key) throw new NotFoundError(`No setting named ${ctx.params.key}`);
        const query = parseInput(keyValueQuery, ctx.query);
        if (query.marketId) await assertBranchInScope(deps.db, scopeOf(ctx.state.user), query.marketId);
        const date = query.date ?? businessDate(deps.clock());
        const found = valueInForce(
          await valuesInScope(deps, ctx, key),
          key,
          query.marketId ?? marketOf(ctx),
          date,
        );
        if (!found) throw new NotFoundError(`${MARKET_SETTINGS[key].label} has not been set`);
        ctx.body = { ...found, date, label: MARKET_SETTINGS[key].label, unit: MARKET_SETTINGS[key].unit };
      },
    },
    {
      method: 'get',
      path: '/dataManager/getSettings',
      response: marketSettingsAnswerSchema,
      summary: 'Every market setting: its definition, the value in force today and every value ever set',
      tag,
      permission: 'settings.manage',
      readsOwnWrites: true,
      async handler(ctx) {
        const values = await valuesInScope(deps, ctx);
        const today = businessDate(deps.clock());
        ctx.body = {
          date: today,
          data: MARKET_SETTING_KEYS.map((key: MarketSettingKey) => ({
            key,
            ...MARKET_SETTINGS[key],
            inForce: valueInForce(values, key, marketOf(ctx), today),
            history: values.filter((v) => v.key === key),
          })),
        };
      },
    },
    commandRoute(deps, setMarketSettingCommand, async ({ input }) => async (run) => {
      await run.decide({
        stream: MARKET_SETTINGS_STREAM,
        decider: marketSettings,
        eventSchema: marketSettingEventSchema,
        command: { type: 'SetMarketSetting', data: input },
        marketId: run.actor.marketId,
      });
      return { message: MESSAGES.formSubmitted, key: input.key, effectiveFrom: input.effectiveFrom };
    }),
  ];
}
