import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError } from '../shared/errors.js';

/**
 * The numbers the market's formulas use (domain.md "Formulas"): every one a setting with an effective-from date,
 * so a report for last March uses last March's levy. Integers with their unit in the definition: paise per kg,
 * basis points (1.00 % = 100), a plain factor.
 */
export const MARKET_SETTINGS = {
  silkrate: {
    label: 'Silk rate (Rs per kg of raw silk)',
    unit: 'paise',
    min: 1,
    max: 5_000_000,
    defaultValue: null,
  },
  convertioncost: {
    label: 'Conversion cost (Rs per kg of raw silk)',
    unit: 'paise',
    min: 0,
    max: 5_000_000,
    defaultValue: null,
  },
  rendittafactor: {
    label: 'Renditta factor (renditta = factor / SR %)',
    unit: 'factor',
    min: 1,
    max: 1000,
    defaultValue: 130,
  },
  farmerlevy: { label: 'Farmer levy (%)', unit: 'basisPoints', min: 0, max: 2000, defaultValue: 100 },
  reelerlevy: { label: 'Reeler levy (%)', unit: 'basisPoints', min: 0, max: 2000, defaultValue: 100 },
  // Re 1 by default: increments of 10 paise made real auctions crawl (domain.md, live bidding).
  minbidincrement: {
    label: 'Minimum bid increment (Rs per kg)',
    unit: 'paise',
    min: 1,
    max: 100_000,
    defaultValue: 100,
  },
  // Issue 12 (money-and-reports.md, "Paying farmers"): cash markets bill reelers and collect within days;
  // online markets take deposits in advance and refuse to weigh a lot the reeler's balance cannot cover.
  reelerpaymode: {
    label: 'How reelers pay',
    unit: 'choice',
    options: ['After invoice, within the days allowed', 'Deposit in advance'],
    min: 0,
    max: 1,
    defaultValue: 0,
  },
  reelerpaydays: {
    label: 'Days a reeler has to pay an invoice',
    unit: 'days',
    min: 0,
    max: 60,
    defaultValue: 3,
  },
  reelerbardays: {
    label: 'Days overdue before a reeler is barred from bidding',
    unit: 'days',
    min: 0,
    max: 365,
    defaultValue: 7,
  },
  // Bulk NEFT upload formats differ by bank: one CSV template per bank, chosen per market.
  bankfiletemplate: {
    label: 'Bank file template',
    unit: 'choice',
    options: ['Generic NEFT', 'State Bank of India', 'Indian Bank', 'Indian Overseas Bank', 'Canara Bank'],
    min: 0,
    max: 4,
    defaultValue: 0,
  },
  // Issue 23: in a sealed-identity auction a reeler sees the price and whether they lead, never who leads, so
  // reelers cannot see whom to collude with or lean on (docs/auction.md, "Who sees which bidder"). The staff room always
  // shows names.
  bidderidentity: {
    label: 'Bidder identity on phones and board',
    unit: 'choice',
    options: ['Anonymous: the price and "you lead" only', "Show the leading reeler's name and code"],
    min: 0,
    max: 1,
    defaultValue: 0,
  },
  // Issue 22: Income-tax Act s.269ST forbids a person to receive Rs 2 lakh or more in cash in a day, so the cash
  // the market pays one farmer or reeler in a day stops below it (domain/src/accounts/cash-book.ts).
  cashpaylimit: {
    label: 'Cash paid to one person in a day, at most (Rs)',
    unit: 'paise',
    min: 0,
    max: 19_999_900,
    defaultValue: 19_999_900,
  },
  // Issue 23: a phone left logged in on a counter must not bid for its reeler all day. Counted outside the
  // market's open slots (a reeler watching a slot is not idle); the session ends at midnight in any case.
  reeleridleminutes: {
    label: 'Minutes a reeler may be idle outside a slot before their session ends',
    unit: 'minutes',
    min: 1,
    max: 720,
    defaultValue: 15,
  },
  // Issue 25: farmers are paid the next working day, and the office's working days skip Sunday and the market's
  // weekly holiday (some markets shut on a weekday instead of, or as well as, Sunday). Value 1..6 is the weekday
  // (Monday..Saturday), 0 none; the dates of the holiday master are kept per market (holidays.ts).
  weeklyholiday: {
    label: 'Weekly holiday besides Sunday',
    unit: 'choice',
    options: ['None: Sunday only', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    min: 0,
    max: 6,
    defaultValue: 0,
  },
  // Issue 25: the farmer is promised payment within this many working days of weighing; a lot unpaid longer is
  // flagged with its reason (report Payments Waiting) and counted on the dashboard's days-to-pay tile.
  paymentpromisedays: {
    label: 'Working days within which farmers are promised payment',
    unit: 'days',
    min: 0,
    max: 30,
    defaultValue: 1,
  },
} as const;

/** Weekday names by JavaScript's numbering (0 Sunday … 6 Saturday); setting `weeklyholiday`'s value is one. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 0 = after invoice, 1 = in advance (setting `reelerpaymode`). */
export const REELER_PAY_MODES = ['after-invoice', 'advance'] as const;
/** 0 = anonymous, 1 = shown (setting `bidderidentity`). */
export const BIDDER_IDENTITY = ['anonymous', 'shown'] as const;
/** The bank file templates, in the order of setting `bankfiletemplate`'s options. */
export const BANK_FILE_TEMPLATES = ['generic', 'sbi', 'indian-bank', 'iob', 'canara'] as const;
export type BankFileTemplate = (typeof BANK_FILE_TEMPLATES)[number];

export type MarketSettingKey = keyof typeof MARKET_SETTINGS;
export const MARKET_SETTING_KEYS = Object.keys(MARKET_SETTINGS) as MarketSettingKey[];
export const MARKET_SETTINGS_STREAM = 'marketsettings-catalogue';

const isoDate = z.iso.date('Effective from must be a date (YYYY-MM-DD)');

export const setMarketSettingSchema = z
  .object({
    key: z.enum(MARKET_SETTING_KEYS as [MarketSettingKey, ...MarketSettingKey[]], {
      error: 'Unknown setting',
    }),
    value: z.number({ error: 'Please enter a whole number' }).int('Please enter a whole number'),
    effectiveFrom: isoDate,
    /** null = every market; a branch id = that market only (levy rates differ by market). */
    marketId: z.uuid().nullable().default(null),
  })
  .superRefine((input, ctx) => {
    const rule = MARKET_SETTINGS[input.key];
    if (input.value < rule.min || input.value > rule.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${rule.label} must be between ${rule.min} and ${rule.max}`,
      });
    }
  });
export type SetMarketSettingInput = z.infer<typeof setMarketSettingSchema>;

export const marketSettingEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('MarketSettingSet'),
    data: z.object({
      key: z.string(),
      value: z.number().int(),
      effectiveFrom: z.string(),
      marketId: z.string().nullable(),
    }),
  }),
]);
export type MarketSettingEvent = z.infer<typeof marketSettingEventSchema>;

export type MarketSettingCommand = { type: 'SetMarketSetting'; data: SetMarketSettingInput };

export interface MarketSettingsState {
  /** `${key}|${marketId ?? '*'}|${effectiveFrom}` of every value set, to refuse an identical second one. */
  entries: ReadonlyMap<string, number>;
}

const entryKey = (d: { key: string; marketId: string | null; effectiveFrom: string }) =>
  `${d.key}|${d.marketId ?? '*'}|${d.effectiveFrom}`;

export const marketSettings: Decider<MarketSettingCommand, MarketSettingEvent, MarketSettingsState> = {
  initialState: { entries: new Map() },
  decide(command, state) {
    switch (command.type) {
      case 'SetMarketSetting': {
        const existing = state.entries.get(entryKey(command.data));
        // Setting the same value again is a no-op; a different value for the same day corrects it (a new event).
        if (existing === command.data.value)
          throw new ConflictError('This value is already in force from that date', 'value');
        return [{ type: 'MarketSettingSet', data: command.data }];
      }
      default:
        return assertNever(command.type);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MarketSettingSet': {
        const entries = new Map(state.entries);
        entries.set(entryKey(event.data), event.data.value);
        return { entries };
      }
      default:
        return assertNever(event.type);
    }
  },
};

export interface SettingValue {
  key: string;
  value: number;
  effectiveFrom: string;
  marketId: string | null;
}

/**
 * The value in force for a market on a date: the latest effective-from on or before the date, a market's own value
 * before the all-markets one, else the built-in default (null when the setting has none and was never set).
 */
export function valueInForce(
  values: readonly SettingValue[],
  key: MarketSettingKey,
  marketId: string | null,
  onDate: string,
): SettingValue | null {
  const candidates = values
    .filter(
      (v) => v.key === key && v.effectiveFrom <= onDate && (v.marketId === null || v.marketId === marketId),
    )
    .sort((a, b) =>
      a.effectiveFrom === b.effectiveFrom
        ? Number(b.marketId !== null) - Number(a.marketId !== null)
        : b.effectiveFrom.localeCompare(a.effectiveFrom),
    );
  const specific = candidates.find((v) => v.marketId !== null && v.marketId === marketId);
  const general = candidates.find((v) => v.marketId === null);
  // A market's own value wins only when it is at least as recent as the all-markets one.
  const chosen =
    specific && (!general || specific.effectiveFrom >= general.effectiveFrom)
      ? specific
      : (general ?? specific ?? null);
  if (chosen) return chosen;
  const fallback = MARKET_SETTINGS[key].defaultValue;
  return fallback === null ? null : { key, value: fallback, effectiveFrom: '1970-01-01', marketId: null };
}
