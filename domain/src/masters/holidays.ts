import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { displayDate } from '../shared/formats.js';

/**
 * A market's holiday master (issue 25, "Farmers paid the next working day"). Working days are the office's, not
 * the bank's (NEFT runs every day): Sundays, the market's weekly holiday (setting `weeklyholiday`) and the dates
 * its Branch Admin keeps here. Tamil Nadu's lunar holidays (Pongal, Deepavali, Vinayakar Chathurthi…) are fixed
 * each year by Government Order, so the master is kept by hand; only the fixed-date ones can be pre-filled.
 *
 * One stream per market: a date is a holiday at most once, decided on the stream.
 */
export const holidaysStream = (marketId: string) => `holidays-${marketId}`;

/**
 * How far ahead a holiday may be entered. Past dates are allowed on purpose: the days-to-pay measure counts
 * working days between a sale and its payment, so a holiday entered late must still count for last month. Two
 * years ahead is far enough for next year's Government Order and catches a mistyped year (2062 for 2026).
 */
export const HOLIDAY_YEARS_AHEAD = 2;

const isoDate = z.iso.date('Select a date');
const marketId = z.uuid('Select a market').optional();
const name = z
  .string({ error: 'Please enter the holiday' })
  .trim()
  .min(1, 'Please enter the holiday')
  .max(100, 'The holiday must be at most 100 characters');
const nameTamil = z.string().trim().max(100, 'The Tamil name must be at most 100 characters').nullish();

export const saveHolidaySchema = z.object({ marketId, date: isoDate, name, nameTamil });
export const removeHolidaySchema = z.object({
  marketId,
  date: isoDate,
  reason: z
    .string({ error: 'Please enter why the holiday is removed' })
    .trim()
    .min(3, 'Please enter why the holiday is removed')
    .max(200, 'The reason must be at most 200 characters'),
});
export const prefillHolidaysSchema = z.object({
  marketId,
  year: z
    .number({ error: 'Select a year' })
    .int('Select a year')
    .min(2000, 'Select a year')
    .max(2100, 'Select a year'),
});
export type SaveHolidayInput = z.infer<typeof saveHolidaySchema>;

export const holidayListQuerySchema = z.object({
  marketId,
  year: z.coerce
    .number({ error: 'Select a year' })
    .int('Select a year')
    .min(2000, 'Select a year')
    .max(2100, 'Select a year')
    .optional(),
});

/** Where a holiday came from: typed by the Branch Admin, or the fixed public holidays pre-filled for a year. */
export const HOLIDAY_SOURCES = ['manual', 'prefill'] as const;

const holidayAdded = z.object({
  marketId: z.string(),
  date: z.string(),
  name: z.string(),
  nameTamil: z.string().nullable(),
  source: z.enum(HOLIDAY_SOURCES),
});
export const holidayEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('HolidayAdded'), data: holidayAdded }),
  z.object({
    type: z.literal('HolidayRemoved'),
    data: z.object({ marketId: z.string(), date: z.string(), reason: z.string() }),
  }),
]);
export type HolidayEvent = z.infer<typeof holidayEventSchema>;
export const HOLIDAY_EVENT_TYPES = ['HolidayAdded', 'HolidayRemoved'] as const;

export interface HolidayEntry {
  date: string;
  name: string;
  nameTamil: string | null;
}

export type HolidayCommand =
  | {
      type: 'AddHoliday';
      data: HolidayEntry & { marketId: string; source: (typeof HOLIDAY_SOURCES)[number]; today: string };
    }
  | { type: 'RemoveHoliday'; data: { marketId: string; date: string; reason: string } }
  /** The fixed holidays of a year: those whose date is already in the master are left as they are. */
  | {
      type: 'AddFixedHolidays';
      data: { marketId: string; year: number; holidays: HolidayEntry[]; today: string };
    };

export interface HolidaysState {
  holidays: ReadonlyMap<string, HolidayEntry>;
}

/** The last date a holiday may be entered for, seen from today: today plus two years. */
export function lastHolidayDate(today: string): string {
  const year = Number(today.slice(0, 4)) + HOLIDAY_YEARS_AHEAD;
  // 29 February two years on does not exist: fall back to the 28th.
  return today.slice(5) === '02-29' ? `${year}-02-28` : `${year}${today.slice(4)}`;
}

function assertNotTooFar(date: string, today: string) {
  const last = lastHolidayDate(today);
  if (date > last) {
    const message = `A holiday can be entered up to ${displayDate(last)}, two years ahead`;
    throw new ValidationError(message, { date: [message] });
  }
}

export const holidays: Decider<HolidayCommand, HolidayEvent, HolidaysState> = {
  initialState: { holidays: new Map() },

  decide(command, state) {
    switch (command.type) {
      case 'AddHoliday': {
        const { today, ...data } = command.data;
        assertNotTooFar(data.date, today);
        const existing = state.holidays.get(data.date);
        if (existing) {
          throw new ConflictError(
            `${displayDate(data.date)} is already a holiday (${existing.name})`,
            'date',
          );
        }
        return [{ type: 'HolidayAdded', data }];
      }
      case 'RemoveHoliday': {
        if (!state.holidays.has(command.data.date)) {
          throw new NotFoundError(`${displayDate(command.data.date)} is not in the holiday master`);
        }
        return [{ type: 'HolidayRemoved', data: command.data }];
      }
      case 'AddFixedHolidays': {
        const { marketId, year, today } = command.data;
        const last = lastHolidayDate(today);
        if (`${year}-01-01` > last) {
          const message = `Holidays can be entered up to ${displayDate(last)}, two years ahead`;
          throw new ValidationError(message, { year: [message] });
        }
        const fresh = command.data.holidays.filter((h) => !state.holidays.has(h.date) && h.date <= last);
        if (fresh.length === 0) {
          throw new ConflictError(`The fixed holidays of ${year} are already in the holiday master`, 'year');
        }
        return fresh.map((h) => ({ type: 'HolidayAdded', data: { ...h, marketId, source: 'prefill' } }));
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    const next = new Map(state.holidays);
    switch (event.type) {
      case 'HolidayAdded':
        next.set(event.data.date, {
          date: event.data.date,
          name: event.data.name,
          nameTamil: event.data.nameTamil,
        });
        break;
      case 'HolidayRemoved':
        next.delete(event.data.date);
        break;
      default:
        return assertNever(event);
    }
    return { holidays: next };
  },
};

/** A holiday as the Holiday Master lists it. */
export const holidayRowSchema = z.object({
  date: z.string(),
  name: z.string(),
  nameTamil: z.string().nullable(),
  source: z.enum(HOLIDAY_SOURCES),
});
export type HolidayRow = z.infer<typeof holidayRowSchema>;

export const holidayListSchema = z.object({
  year: z.number().int(),
  marketId: z.string(),
  /** The weekly holiday in force on 1 January of the year (or today, in the current year): 'Sunday only' or a day. */
  weeklyHoliday: z.string(),
  data: z.array(holidayRowSchema),
  total: z.number().int(),
});
export type HolidayList = z.infer<typeof holidayListSchema>;

export const holidaySavedAnswerSchema = z.object({ message: z.string(), date: z.string() });
export const holidaysPrefilledAnswerSchema = z.object({
  message: z.string(),
  year: z.number().int(),
  added: z.array(holidayRowSchema.pick({ date: true, name: true })),
});
