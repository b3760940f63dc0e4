import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { type AuctionDayCommand, type AuctionDayEvent, auctionDayDecider } from './auction-day.js';

const given = specFor(auctionDayDecider);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const MARKET = 'm-1';
const DATE = '2026-11-22';
const NOW = new Date('2026-11-22T03:00:00.000Z'); // 08:30 IST
const at = (hhmm: string) => new Date(`${DATE}T${hhmm}:00+05:30`);

const allocated = (n: number): AuctionDayEvent => ({
  type: 'LotNumberAllocated',
  data: { marketId: MARKET, inwardDate: DATE, lotId: `lot-${n}`, lotNo: n },
});
const threeLots = [allocated(1), allocated(2), allocated(3)];
const free = { 'lot-1': null, 'lot-2': null, 'lot-3': null };

const schedule = (
  over: Partial<Extract<AuctionDayCommand, { type: 'ScheduleSlot' }>['data']> = {},
): AuctionDayCommand => ({
  type: 'ScheduleSlot',
  data: {
    slotId: 'slot-a',
    marketId: MARKET,
    inwardDate: DATE,
    startsAt: at('10:00'),
    endsAt: at('10:30'),
    lotFrom: 1,
    lotTo: 3,
    lotRefusals: free,
    at: NOW,
    ...over,
  },
});
const slotA: AuctionDayEvent = {
  type: 'SlotScheduled',
  data: {
    slotId: 'slot-a',
    slotNo: 1,
    marketId: MARKET,
    inwardDate: DATE,
    startsAt: at('10:00').toISOString(),
    endsAt: at('10:30').toISOString(),
    lotFrom: 1,
    lotTo: 3,
    lots: [1, 2, 3].map((n) => ({ lotId: `lot-${n}`, lotNo: n })),
  },
};
const throwsLike = (
  events: AuctionDayEvent[],
  command: AuctionDayCommand,
  type: new (...a: never[]) => Error,
  text: string,
) =>
  given(events)
    .when(command)
    .thenThrows((fn) => {
      expect(fn).toThrow(type);
      expect(fn).toThrow(text);
    });

describe('auction day: lot numbers', () => {
  it('numbers lots 1, 2, 3 … per market and day, and a repeated allocation keeps its number', () => {
    given()
      .when({ type: 'AllocateLotNumber', data: { marketId: MARKET, inwardDate: DATE, lotId: 'lot-1' } })
      .thenEmits([allocated(1)], eq);
    given([allocated(1)])
      .when({ type: 'AllocateLotNumber', data: { marketId: MARKET, inwardDate: DATE, lotId: 'lot-2' } })
      .thenEmits([allocated(2)], eq);
    given([allocated(1)])
      .when({ type: 'AllocateLotNumber', data: { marketId: MARKET, inwardDate: DATE, lotId: 'lot-1' } })
      .thenEmits([], eq);
  });
});

describe('auction day: slots', () => {
  it('schedules a slot over the free lots of the range, numbered in order', () => {
    given(threeLots).when(schedule()).thenEmits([slotA], eq);
    given([...threeLots, slotA])
      .when(schedule())
      .thenEmits([], eq);
  });

  it('refuses overlapping slots, saying which', () => {
    throwsLike(
      [...threeLots, slotA],
      schedule({ slotId: 'slot-b', startsAt: at('10:15'), endsAt: at('10:45') }),
      ConflictError,
      'The slot overlaps slot 1 (10:00 to 10:30)',
    );
  });

  it('refuses ranges with no lots, bad times, and slots already over', () => {
    throwsLike(
      threeLots,
      schedule({ lotFrom: 5, lotTo: 9 }),
      ValidationError,
      'There are no lots from 5 to 9 on 22/11/2026',
    );
    throwsLike(
      threeLots,
      schedule({ endsAt: at('09:00') }),
      ValidationError,
      'End time must be after the start time',
    );
    throwsLike(
      threeLots,
      schedule({ startsAt: at('07:00'), endsAt: at('08:00') }),
      ValidationError,
      'The end time 08:00 has already passed',
    );
    throwsLike(
      threeLots,
      schedule({ lotFrom: 3, lotTo: 1 }),
      ValidationError,
      'Lot From must not be more than Lot To',
    );
    throwsLike(
      threeLots,
      schedule({ startsAt: new Date('2026-11-23T04:30:00Z'), endsAt: new Date('2026-11-23T05:00:00Z') }),
      ValidationError,
      'The slot must be on the inward date',
    );
  });

  it('leaves out lots already in a slot or sold, and refuses when none is free', () => {
    const [event] = auctionDayDecider.decide(
      schedule({
        slotId: 'slot-b',
        startsAt: at('11:00'),
        endsAt: at('11:30'),
        lotRefusals: { 'lot-1': 'Lot 1 is sold', 'lot-2': null, 'lot-3': 'Lot 3 is already in slot 1' },
      }),
      {
        lotNumbers: new Map([
          ['lot-1', 1],
          ['lot-2', 2],
          ['lot-3', 3],
        ]),
        slots: [slotA.data],
      },
    );
    expect(event?.type === 'SlotScheduled' && event.data).toMatchObject({
      slotNo: 2,
      lots: [{ lotId: 'lot-2', lotNo: 2 }],
    });
    throwsLike(
      threeLots,
      schedule({
        lotRefusals: { 'lot-1': 'Lot 1 is sold', 'lot-2': 'Lot 2 is sold', 'lot-3': 'Lot 3 is sold' },
      }),
      ConflictError,
      'No lot from 1 to 3 is free: Lot 1 is sold',
    );
  });
});
