import { ConflictError, type Decider, fold } from '@cocoon/domain';
import {
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@cocoon/eventstore';
import type { z } from 'zod';
import { eventIdFor } from '../../commands/event-ids.js';

interface DomainEvent {
  type: string;
  data: unknown;
}

export interface Step<C, E extends DomainEvent, S> {
  stream: string;
  decider: Decider<C, E, S>;
  eventSchema: z.ZodType<E>;
  /** The command, or a function that builds it from the state read (to look up facts the decider needs). */
  command: C | ((state: S) => Promise<C>);
  /** Event ids derive from it: the same step retried appends nothing twice. */
  stepId: string;
  metadata: EventMetadata;
  /**
   * 'replay': when this step's events are already in the stream (a retry after a crash), answer with them and
   * the state before them instead of deciding again (customer streams).
   * 'decide': always decide on the current state (reservations: their deciders are idempotent for the holder,
   * and a reservation taken over since must not be reported as still ours).
   * 'last': read only the last event (the head-code counter carries its state in every event).
   */
  mode: 'replay' | 'decide' | 'last';
}

export interface StepResult<E, S> {
  /** The state the events were decided on. */
  before: S;
  /** The events now stored for this step (read back, so a retried allocation answers the original number). */
  events: E[];
  /** Position of the last event, or null when the decision was to change nothing. */
  position: string | null;
}

const MAX_ATTEMPTS = 12;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));

/**
 * One decision on one stream: read, fold, decide, append with the expected revision, re-deciding on a
 * concurrency conflict. The building block of commands that touch several streams (a registration reserves its
 * Aadhaar, mobile and head code before it creates the customer), where each step must be safe to repeat.
 */
export async function decideOn<C, E extends DomainEvent, S>(
  store: EventStore,
  step: Step<C, E, S>,
): Promise<StepResult<E, S>> {
  const parse = (e: RecordedEvent) => step.eventSchema.parse({ type: e.type, data: e.data });
  for (let attempt = 1; ; attempt++) {
    const recorded =
      step.mode === 'last'
        ? await store.readStream(step.stream, { direction: 'backwards', maxCount: 1 })
        : await store.readStream(step.stream);
    if (step.mode === 'replay') {
      const first = recorded.findIndex((e) => e.metadata.commandId === step.stepId);
      if (first >= 0) {
        const own = recorded.slice(first).filter((e) => e.metadata.commandId === step.stepId);
        return {
          before: fold(step.decider, recorded.slice(0, first).map(parse)),
          events: own.map(parse),
          position: own.at(-1)!.position,
        };
      }
    }
    const before = fold(step.decider, recorded.map(parse));
    const command =
      typeof step.command === 'function'
        ? await (step.command as (s: S) => Promise<C>)(before)
        : step.command;
    const events = step.decider.decide(command, before);
    if (events.length === 0) return { before, events, position: null };
    const last = recorded.at(-1);
    try {
      const result = await store.append(
        step.stream,
        events.map((event, index) => ({
          id: eventIdFor(step.stepId, index),
          type: event.type,
          data: event.data,
          metadata: step.metadata,
        })),
        last ? last.revision : 'no-stream',
      );
      // An idempotent retry answers the original append's revision; read back what was stored then.
      const stored = await store.readStream(step.stream, {
        fromRevision: result.nextRevision - events.length + 1,
        maxCount: events.length,
      });
      return { before, events: stored.map(parse), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS)
        throw new ConflictError('Too many simultaneous changes. Please try again.');
      await pause(attempt);
    }
  }
}
