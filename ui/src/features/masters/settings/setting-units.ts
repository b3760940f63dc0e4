import { type MarketSettingKey, setMarketSettingSchema } from '@cocoon/domain';
import { z } from 'zod';

/**
 * Settings are stored as integers in their unit (paise, basis points, a plain factor) and shown as people
 * think of them (Rupees, percent). Reading a typed amount is string arithmetic on its digits: '4700.50'
 * → 4700 × 100 + 50 = 470050 paise, exact, with no floating point between the form and the api.
 */
export type SettingUnit = 'paise' | 'basisPoints' | 'factor' | 'days' | 'minutes' | 'choice';

const isWhole = (unit: SettingUnit) =>
  unit === 'factor' || unit === 'days' || unit === 'minutes' || unit === 'choice';

const TWO_DECIMALS = /^(\d{1,9})(?:\.(\d{0,2}))?$/;
const WHOLE = /^\d{1,9}$/;

/** The integer a typed value means in the setting's unit, or undefined when it is not a valid amount. */
export function parseSettingValue(text: string, unit: SettingUnit): number | undefined {
  const typed = text.trim().replace(/,/g, '').replace(/^₹\s*/, '').replace(/\s*%$/, '');
  if (isWhole(unit)) return WHOLE.test(typed) ? Number(typed) : undefined;
  const match = TWO_DECIMALS.exec(typed);
  if (!match) return undefined;
  const hundredths = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(hundredths);
}

const grouping = new Intl.NumberFormat('en-IN');

/** 470050 paise → '4,700.50'; 125 basis points → '1.25'; a factor as it is. Integer arithmetic only. */
export function formatSettingValue(value: number, unit: SettingUnit): string {
  if (isWhole(unit)) return grouping.format(value);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${grouping.format(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The value with its unit, as a sentence shows it: '₹4,700.50', '1.25 %', '130', '3 days'; a choice by its
 * option's label ('Deposit in advance'), never its number.
 */
export function withUnit(value: number, unit: SettingUnit, options?: readonly string[]): string {
  if (unit === 'choice') return options?.[value] ?? `Option ${value + 1}`;
  const number = formatSettingValue(value, unit);
  if (unit === 'days') return value === 1 ? '1 day' : `${number} days`;
  if (unit === 'minutes') return value === 1 ? '1 minute' : `${number} minutes`;
  return unit === 'paise' ? `₹${number}` : unit === 'basisPoints' ? `${number} %` : number;
}

/** The input's value for an integer in the unit (no grouping, so it reads back). */
export function inputText(value: number, unit: SettingUnit): string {
  return formatSettingValue(value, unit).replace(/,/g, '');
}

const HINT: Record<SettingUnit, string> = {
  paise: 'Enter an amount in Rupees, like 4700.50 (at most 2 decimals)',
  basisPoints: 'Enter a percentage, like 1.25 (at most 2 decimals)',
  factor: 'Enter a whole number',
  days: 'Enter a number of days',
  minutes: 'Enter a number of minutes',
  choice: 'Choose one of the options',
};

export interface SettingRule {
  key: string;
  label: string;
  unit: SettingUnit;
  min: number;
  max: number;
  /** A 'choice' setting's option labels, in value order. */
  options?: readonly string[];
}

/** A setting's value as the screen shows it (a choice by its label). */
export const settingText = (rule: Pick<SettingRule, 'unit' | 'options'>, value: number): string =>
  withUnit(value, rule.unit, rule.options);

/** The form's values, as the inputs hold them. */
export interface SettingFormValues {
  key: string;
  value: string;
  effectiveFrom: string;
  marketId: string;
}

/**
 * The settings form's schema: the typed value turned into its integer and range-checked in the units the
 * user sees, then the api's own SetKeyValue schema.
 */
export function settingFormSchema(rule: SettingRule) {
  return z
    .object({ key: z.string(), value: z.string(), effectiveFrom: z.string(), marketId: z.string() })
    .transform((form, ctx): z.input<typeof setMarketSettingSchema> => {
      const value = parseSettingValue(form.value, rule.unit);
      const problem =
        value === undefined
          ? HINT[rule.unit]
          : value < rule.min || value > rule.max
            ? rule.unit === 'choice'
              ? HINT.choice
              : `Must be between ${withUnit(rule.min, rule.unit)} and ${withUnit(rule.max, rule.unit)}`
            : undefined;
      if (problem !== undefined || value === undefined) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: problem ?? HINT[rule.unit] });
        return z.NEVER;
      }
      // The key is checked by the api schema that follows.
      const key = form.key as MarketSettingKey;
      return { key, value, effectiveFrom: form.effectiveFrom, marketId: form.marketId || null };
    })
    .pipe(setMarketSettingSchema);
}
