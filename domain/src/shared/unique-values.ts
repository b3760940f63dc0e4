import { z } from 'zod';
import type { Decider } from './decider.js';
import { assertNever, ConflictError } from './errors.js';

/**
 * Uniqueness across streams (an Aadhaar anywhere; a mobile per customer type and market; a head code; a region,
 * AD office or branch code; a branch name within its AD office). An event store has no unique index over many
 * streams, so each value gets its own small reservation stream that one owner holds at a time. Two commands
 * racing for the same value both try to create that stream (expected revision 'no-stream' or the revision they
 * read); the store lets exactly one through, and the other re-reads and finds it held.
 *
 * A command that crashed after reserving and was never retried leaves a holder whose own stream does not exist;
 * after ABANDONED_AFTER_MS such a reservation may be taken over, so a value is never locked forever.
 */
/** What is kept unique (it names the reservation in the events; the stream name carries the value). */
export type ReservationKind = string;

export const ABANDONED_AFTER_MS = 15 * 60_000;

export const reservationEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('UniqueValueReserved'),
    data: z.object({ kind: z.string(), ownerId: z.string(), reservedAt: z.string() }),
  }),
  z.object({
    type: z.literal('UniqueValueReleased'),
    data: z.object({ kind: z.string(), ownerId: z.string() }),
  }),
]);
export type ReservationEvent = z.output<typeof reservationEventSchema>;

export type ReservationCommand =
  | {
      type: 'ReserveValue';
      data: {
        kind: ReservationKind;
        ownerId: string;
        at: string;
        /** The 409 answer names this field. */
        field: string;
        message: string;
        /** Fact looked up by the handler: the current holder's own stream does not exist. */
        holderMissing: boolean;
      };
    }
  | { type: 'ReleaseValue'; data: { kind: ReservationKind; ownerId: string } };

export interface ReservationState {
  ownerId: string | null;
  reservedAt: string | null;
}

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  initialState: { ownerId: null, reservedAt: null },

  decide(command, state) {
    switch (command.type) {
      case 'ReserveValue': {
        const { kind, ownerId, at, field, message, holderMissing } = command.data;
        if (state.ownerId === ownerId) return [];
        const reserved: ReservationEvent = {
          type: 'UniqueValueReserved',
          data: { kind, ownerId, reservedAt: at },
        };
        if (state.ownerId === null) return [reserved];
        const age = Date.parse(at) - Date.parse(state.reservedAt ?? at);
        if (holderMissing && age >= ABANDONED_AFTER_MS) {
          return [{ type: 'UniqueValueReleased', data: { kind, ownerId: state.ownerId } }, reserved];
        }
        throw new ConflictError(message, field);
      }
      case 'ReleaseValue':
        // Only the holder releases; releasing what another holds (or nobody) changes nothing.
        if (state.ownerId !== command.data.ownerId) return [];
        return [{ type: 'UniqueValueReleased', data: command.data }];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UniqueValueReserved':
        return { ownerId: event.data.ownerId, reservedAt: event.data.reservedAt };
      case 'UniqueValueReleased':
        return state.ownerId === event.data.ownerId ? { ownerId: null, reservedAt: null } : state;
      default:
        return assertNever(event);
    }
  },
};
