import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, ValidationError } from '../shared/errors.js';
import { businessDate, displayDate, istTime } from '../shared/formats.js';

/**
 * One stream per market and inward date: it hands out the day's lot numbers (sequential, never reused —
 * domain.md "Inward") and keeps the day's slots, so overlapping slots and double-booked lots are decided in one
 * place.
 */
export const auctionDayStream = (marketId: string, date: string) => `auctionday-${marketId}-${date}`;

const int = z.number().int();
export const auctionDayEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LotNumberAllocated'),
    data: z.object({ marketId: z.string(), inwardDate: z.string(), lotId: z.string(), lotNo: int }),
  }),
  z.object({
    type: z.literal('SlotScheduled'),
    data: z.object({
      slotId: z.string(),
      slotNo: int,
      marketId: z.string(),
      inwardDate: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      lotFrom: int,
      lotTo: int,
      lots: z.array(z.object({ lotId: z.string(), lotNo: int })),
    }),
  }),
]);
export type AuctionDayEvent = z.infer<typeof auctionDayEventSchema>;
export const AUCTION_DAY_EVENT_TYPES = ['LotNumberAllocated', 'SlotScheduled'] as const;
export type SlotScheduledData = Extract<AuctionDayEvent, { type: 'SlotScheduled' }>['data'];

export type AuctionDayCommand =
  | { type: 'AllocateLotNumber'; data: { marketId: string; inwardDate: string; lotId: string } }
  | {
      type: 'ScheduleSlot';
      data: {
        slotId: string;
        marketId: string;
        inwardDate: string;
        startsAt: Date;
        endsAt: Date;
        lotFrom: number;
        lotTo: number;
        /** Each lot's own answer (from its stream) to "can you go into a new slot?": null = yes, else why not. */
        lotRefusals: Readonly<Record<string, string | null>>;
        at: Date;
      };
    };

export interface AuctionDay {
  lotNumbers: ReadonlyMap<string, number>;
  slots: readonly SlotScheduledData[];
}

const refuse = (message: string, field?: string): never => {
  throw new ValidationError(message, field ? { [field]: [message] } : {});
};

function scheduleSlot(
  day: AuctionDay,
  data: Extract<AuctionDayCommand, { type: 'ScheduleSlot' }>['data'],
): AuctionDayEvent[] {
  if (day.slots.some((s) => s.slotId === data.slotId)) return [];
  const { startsAt, endsAt, lotFrom, lotTo, inwardDate, at } = data;
  if (businessDate(startsAt) !== inwardDate) refuse('The slot must be on the inward date', 'startTime');
  if (endsAt <= startsAt) refuse('End time must be after the start time', 'endTime');
  if (endsAt <= at) refuse(`The end time ${istTime(endsAt)} has already passed`, 'endTime');
  if (lotFrom > lotTo) refuse('Lot From must not be more than Lot To', 'lotTo');
  const overlapping = day.slots.find((s) => new Date(s.startsAt) < endsAt && startsAt < new Date(s.endsAt));
  if (overlapping) {
    throw new ConflictError(
      `The slot overlaps slot ${overlapping.slotNo} (${istTime(overlapping.startsAt)} to ${istTime(overlapping.endsAt)})`,
      'startTime',
    );
  }
  const inRange = [...day.lotNumbers]
    .filter(([, lotNo]) => lotNo >= lotFrom && lotNo <= lotTo)
    .sort((a, b) => a[1] - b[1]);
  if (inRange.length === 0) {
    refuse(`There are no lots from ${lotFrom} to ${lotTo} on ${displayDate(inwardDate)}`, 'lotFrom');
  }
  // Lots of the range already in a slot or sold are left out; an unsold lot rejoins a later slot.
  const free = inRange.filter(([lotId]) => data.lotRefusals[lotId] === null);
  if (free.length === 0) {
    const reasons = inRange.map(([lotId]) => data.lotRefusals[lotId] ?? 'Lot not found');
    throw new ConflictError(`No lot from ${lotFrom} to ${lotTo} is free: ${reasons.slice(0, 3).join('; ')}`);
  }
  return [
    {
      type: 'SlotScheduled',
      data: {
        slotId: data.slotId,
        slotNo: day.slots.length + 1,
        marketId: data.marketId,
        inwardDate,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        lotFrom,
        lotTo,
        lots: free.map(([lotId, lotNo]) => ({ lotId, lotNo })),
      },
    },
  ];
}

export const auctionDayDecider: Decider<AuctionDayCommand, AuctionDayEvent, AuctionDay> = {
  initialState: { lotNumbers: new Map(), slots: [] },

  decide(command, day) {
    switch (command.type) {
      case 'AllocateLotNumber':
        if (day.lotNumbers.has(command.data.lotId)) return [];
        return [{ type: 'LotNumberAllocated', data: { ...command.data, lotNo: day.lotNumbers.size + 1 } }];
      case 'ScheduleSlot':
        return scheduleSlot(day, command.data);
      default:
        return assertNever(command);
    }
  },

  evolve(day, event) {
    switch (event.type) {
      case 'LotNumberAllocated':
        return { ...day, lotNumbers: new Map(day.lotNumbers).set(event.data.lotId, event.data.lotNo) };
      case 'SlotScheduled':
        return { ...day, slots: [...day.slots, event.data] };
      default:
        return assertNever(event);
    }
  },
};
