import { scheduleSlotSchema } from '@cocoon/domain';
import { z } from 'zod';
import { parseWhole } from './decimal-text';

/** The slot form as its inputs hold it, named after the command's fields. */
export interface SlotFormValues {
  marketId: string;
  inwardDate: string;
  startTime: string;
  endTime: string;
  lotFrom: string;
  lotTo: string;
}

export const emptySlot = (inwardDate: string): SlotFormValues => ({
  marketId: '',
  inwardDate,
  startTime: '',
  endTime: '',
  lotFrom: '',
  lotTo: '',
});

/**
 * A time typed quickly at the counter: '10:30', '9:05', '1030' or '930' all mean an IST wall-clock HH:MM;
 * anything else is left as typed for the schema to refuse.
 */
export function normaliseTime(text: string): string {
  const typed = text.trim();
  const match = /^(\d{1,2}):?(\d{2})$/.exec(typed);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : typed;
}

const minutesOf = (hhmm: string) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/** Minutes from start to end on the same day; undefined until both read as times. */
export function durationMinutes(start: string, end: string): number | undefined {
  const from = minutesOf(normaliseTime(start));
  const to = minutesOf(normaliseTime(end));
  return from === undefined || to === undefined ? undefined : to - from;
}

/** The typed text read into the command, checked by the command's own schema (the server's messages). */
export const slotFormSchema = z
  .object({
    marketId: z.string(),
    inwardDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    lotFrom: z.string(),
    lotTo: z.string(),
  })
  .transform((form, ctx) => {
    const lotFrom = form.lotFrom.trim() === '' ? 0 : parseWhole(form.lotFrom);
    const lotTo = form.lotTo.trim() === '' ? 0 : parseWhole(form.lotTo);
    if (lotFrom === undefined)
      ctx.addIssue({ code: 'custom', path: ['lotFrom'], message: 'Lot From is a lot number' });
    if (lotTo === undefined)
      ctx.addIssue({ code: 'custom', path: ['lotTo'], message: 'Lot To is a lot number' });
    if (lotFrom === undefined || lotTo === undefined) return z.NEVER;
    const minutes = durationMinutes(form.startTime, form.endTime);
    if (minutes !== undefined && minutes <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'The end time must be after the start time',
      });
    if (lotFrom > 0 && lotTo > 0 && lotTo < lotFrom)
      ctx.addIssue({ code: 'custom', path: ['lotTo'], message: 'Lot To must not be below Lot From' });
    return {
      ...(form.marketId ? { marketId: form.marketId } : {}),
      inwardDate: form.inwardDate,
      startTime: normaliseTime(form.startTime),
      endTime: normaliseTime(form.endTime),
      lotFrom,
      lotTo,
    };
  })
  .pipe(scheduleSlotSchema);
