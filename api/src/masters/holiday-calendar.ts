import {
  type HolidayEntry,
  holidayEventSchema,
  holidays,
  holidaysStream,
  type WorkingCalendar,
  weeklyHolidaysOf,
} from '@cocoon/domain';
import { listSettingValues, type ReadModelDb } from '@cocoon/projectors';
import Holidays from 'date-holidays';
import type { StreamRunner } from '../commands/stream-runner.js';

export const holidaysSpec = (marketId: string) => ({
  stream: holidaysStream(marketId),
  decider: holidays,
  eventSchema: holidayEventSchema,
});

/**
 * A market's working-day calendar for `nextWorkingDay`, `isWorkingDay` and `workingDaysBetween` (issue 25).
 * The holidays are read from the market's stream, not the read model: the calendar decides a payment date inside
 * a command, and a holiday the Branch Admin added a moment ago must already count (the projection may lag it).
 * The stream is small (a few dozen events a year) and its folded state is cached by the stream runner, which
 * reads only the events since. The weekly holiday is a market setting, read as every setting is (the settings'
 * read model; settings are set rarely, by the Admin, effective from a date).
 */
export async function marketCalendar(
  deps: { streams: StreamRunner; db: ReadModelDb },
  marketId: string,
): Promise<WorkingCalendar> {
  const [state, values] = await Promise.all([
    deps.streams.state(holidaysSpec(marketId)),
    listSettingValues(deps.db, 'weeklyholiday'),
  ]);
  return { weeklyHolidays: weeklyHolidaysOf(values, marketId), holidays: new Set(state.holidays.keys()) };
}

// The package's rules for every country load once, on the first pre-fill.
let tamilNadu: Holidays | undefined;

/**
 * The fixed public holidays of Tamil Nadu in a year as the `date-holidays` package knows them (country IN, state
 * TN): Republic Day, Good Friday, Ambedkar Jayanti, Labour Day, Independence Day, Gandhi Jayanti, Christmas. It
 * knows none of the lunar or Tamil-calendar holidays (Pongal, Tamil New Year, Deepavali, Ramzan…), which the
 * Government Order fixes each year: the Branch Admin enters those by hand.
 */
export function fixedHolidaysOf(year: number): HolidayEntry[] {
  tamilNadu ??= new Holidays('IN', 'TN', { types: ['public'] });
  const tamil = new Map(tamilNadu.getHolidays(year, 'ta').map((h) => [h.date, h.name]));
  return tamilNadu
    .getHolidays(year, 'en')
    .filter((h) => h.type === 'public')
    .map((h) => {
      const inTamil = tamil.get(h.date);
      // Where the package has no Tamil name it falls back to the English one.
      return {
        date: h.date.slice(0, 10),
        name: h.name,
        nameTamil: inTamil && inTamil !== h.name ? inTamil : null,
      };
    });
}
