import { ConflictError, reservationDecider, reservationEventSchema } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { CommandRun } from './run-command.js';

/**
 * A value that must be unique across streams (domain/src/shared/unique-values.ts): its own reservation stream,
 * held by one owner at a time. Personal numbers are never part of a stream name: their callers hash them.
 */
export interface UniqueValue {
  /** What it is ('aadhaar', 'branch-code'): named in the events and in the step of the command. */
  kind: string;
  stream: string;
  ownerId: string;
  /** The stream of an owner: a holder whose stream does not exist was never created (a crashed command). */
  ownerStream: (ownerId: string) => string;
  /** The 409 answer names this field, with this message. */
  field: string;
  message: string;
}

const streamExists = async (store: EventStore, stream: string) =>
  (await store.readStream(stream, { maxCount: 1 })).length > 0;

const streamHasCommand = async (store: EventStore, stream: string, commandId: string) =>
  (await store.readStream(stream)).some((e) => e.metadata.commandId === commandId);

/**
 * Reserves the value for its owner as a step of the command (409 naming the field when another holds it); true
 * when this call took it. If the command then fails, what it took is given back, unless the owner's stream holds
 * the command's events (the owner exists: the value is rightly theirs).
 */
export async function reserveUnique(
  run: CommandRun,
  value: UniqueValue,
  marketId?: string,
): Promise<boolean> {
  const { kind, ownerId, field, message } = value;
  const { events } = await run.decide({
    stream: value.stream,
    decider: reservationDecider,
    eventSchema: reservationEventSchema,
    step: `${run.commandId}:reserve:${kind}`,
    marketId,
    // Decided afresh on a retry: a reservation taken over since must not be reported as still ours.
    onRetry: 'decide',
    command: async (state) => ({
      type: 'ReserveValue' as const,
      data: {
        kind,
        ownerId,
        at: run.at.toISOString(),
        field,
        message,
        holderMissing:
          state.ownerId !== null &&
          state.ownerId !== ownerId &&
          !(await streamExists(run.store, value.ownerStream(state.ownerId))),
      },
    }),
  });
  const took = events.some((e) => e.type === 'UniqueValueReserved');
  if (took) {
    run.onFailure(async () => {
      if (await streamHasCommand(run.store, value.ownerStream(ownerId), run.commandId)) return;
      await releaseUnique(run, value, 'undo', marketId);
    });
  }
  return took;
}

/** Who holds the value now (null: nobody), from its reservation stream. */
/**
 * Refuses (409 naming the field) a value another owner holds, without writing anything. A command that reserves
 * several values checks the later ones first, so that a refusal leaves no reservation event behind.
 */
export async function assertUnreserved(run: CommandRun, value: UniqueValue): Promise<void> {
  const holder = await holderOf(run, value.stream);
  if (
    holder !== null &&
    holder !== value.ownerId &&
    (await streamExists(run.store, value.ownerStream(holder)))
  )
    throw new ConflictError(value.message, value.field);
}

export async function holderOf(run: CommandRun, stream: string): Promise<string | null> {
  const state = await run.deps.streams.state({
    stream,
    decider: reservationDecider,
    eventSchema: reservationEventSchema,
  });
  return state.ownerId;
}

/** Gives the value back (an owner that changed its Aadhaar or mobile); only the holder can. */
export async function releaseUnique(
  run: CommandRun,
  value: UniqueValue,
  why: 'undo' | 'release' = 'release',
  marketId?: string,
): Promise<void> {
  await run.decide({
    stream: value.stream,
    decider: reservationDecider,
    eventSchema: reservationEventSchema,
    step: `${run.commandId}:${why}:${value.kind}`,
    marketId,
    onRetry: 'decide',
    command: { type: 'ReleaseValue', data: { kind: value.kind, ownerId: value.ownerId } },
  });
}
