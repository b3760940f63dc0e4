import { z } from 'zod';
import { MARKET_SETTING_KEYS } from './market-settings.js';

/** One value of a setting; who set it and when are absent for a built-in default that was never set. */
export const settingValueRowSchema = z.object({
  key: z.string(),
  value: z.number().int(),
  effectiveFrom: z.string(),
  marketId: z.string().nullable(),
  setBy: z.string().nullable().optional(),
  setAt: z.string().optional(),
});
export type SettingValueRow = z.infer<typeof settingValueRowSchema>;

/** One setting as dataManager/getSettings describes it: its definition, the value in force and its history. */
export const marketSettingRowSchema = z.object({
  key: z.enum(MARKET_SETTING_KEYS),
  label: z.string(),
  unit: z.enum(['paise', 'basisPoints', 'factor', 'days', 'minutes', 'choice']),
  min: z.number().int(),
  max: z.number().int(),
  defaultValue: z.number().int().nullable(),
  /** A 'choice' setting's options, in value order (0, 1, …). */
  options: z.array(z.string()).optional(),
  inForce: settingValueRowSchema.nullable(),
  history: z.array(settingValueRowSchema),
});
export type MarketSettingRow = z.infer<typeof marketSettingRowSchema>;

export const marketSettingsAnswerSchema = z.object({
  date: z.string(),
  data: z.array(marketSettingRowSchema),
});
export type MarketSettingsAnswer = z.infer<typeof marketSettingsAnswerSchema>;

/** dataManager/getKeyValue/{key}: the value in force on `date`, with the setting's label and unit. */
export const settingInForceAnswerSchema = settingValueRowSchema.extend({
  date: z.string(),
  label: z.string(),
  unit: marketSettingRowSchema.shape.unit,
});

/** dataManager/SetKeyValue: which setting, from when. */
export const settingSetAnswerSchema = z.object({
  message: z.string(),
  key: z.enum(MARKET_SETTING_KEYS),
  effectiveFrom: z.string(),
});
