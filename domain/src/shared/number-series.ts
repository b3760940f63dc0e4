import { z } from 'zod';
import type { Decider } from './decider.js';

/**
 * Head codes, numbers people write down and quote back, come from a series (bills, invoices, receipts and
 * vouchers take theirs from a counter in the book stream that issues them, so a number and its document are one
 * decision): consecutive from 1, never reused, even when the thing a number was taken for is abandoned (an auditor reads a gap as a missing document, so a gap must only ever mean
 * "taken and not used", which the series' own events show). One stream per series; the store's expected
 * revision makes two simultaneous allocations take different numbers.
 *
 * Each NumberAllocated event carries the number itself, so the last event is the whole state: a writer reads
 * one event, not the series' history.
 */
export const numberSeriesStream = (series: string) => `numbers-${series}`;

export const numberSeriesEventSchema = z.object({
  type: z.literal('NumberAllocated'),
  data: z.object({
    series: z.string(),
    sequence: z.number().int().positive(),
    /** What the number was taken for, when known at allocation (a head code may be taken before its customer). */
    ownerId: z.string().nullable(),
    allocatedAt: z.string(),
  }),
});
export type NumberSeriesEvent = z.output<typeof numberSeriesEventSchema>;
export const NUMBER_SERIES_EVENT_TYPES = ['NumberAllocated'] as const;

export interface AllocateNumber {
  type: 'AllocateNumber';
  data: { series: string; ownerId: string | null; allocatedAt: string };
}

export interface NumberSeriesState {
  lastSequence: number;
}

export const numberSeries: Decider<AllocateNumber, NumberSeriesEvent, NumberSeriesState> = {
  initialState: { lastSequence: 0 },
  decide: (command, state) => [
    { type: 'NumberAllocated', data: { ...command.data, sequence: state.lastSequence + 1 } },
  ],
  evolve: (_state, event) => ({ lastSequence: event.data.sequence }),
};
