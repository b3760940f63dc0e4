import { createHash } from 'node:crypto';
import { ConflictError, type Decider, fold, type Scope, scopeOf } from '@cocoon/domain';
import { type EventStore, WrongExpectedRevisionError } from '@cocoon/eventstore';
import type { Logger } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import type { z } from 'zod';
import { eventIdFor } from '../../commands/event-ids.js';
import { confirmReservations, releaseReservations } from './reservations.js';

interface DomainEvent {
  type: string;
  data: unknown;
}

/** Who runs an office command: a logged-in staff member, or the demo seed acting as an Admin. */
export interface OfficeActor {
  userId: string;
  userName: string;
  userType: string;
  marketId: string | null;
  regionId: string | null;
  adOfficeId: string | null;
  branchId: string | null;
}

const MAX_ATTEMPTS = 12;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));

/**
 * One office command: it may touch several streams (a region and its RJD's account) and reserve unique keys
 * and usernames before appending. Everything is derived from the command id — new ids, event ids — so the
 * same command run again (a retry after a crash) finds its reservations and events and appends nothing twice.
 */
export class OfficeRun {
  readonly scope: Scope;
  position = '';
  private readonly failureHooks: Array<() => Promise<void>> = [];
  private readonly successHooks: Array<() => Promise<void>> = [];

  constructor(
    readonly db: ReadModelDb,
    readonly store: EventStore,
    readonly actor: OfficeActor,
    readonly commandId: string,
    private readonly occurredAt = new Date().toISOString(),
  ) {
    this.scope = scopeOf(actor);
  }

  /** The id of the thing this command creates, the same on every retry of the command. */
  newId(label: string): string {
    return eventIdFor(`entity:${label}:${this.commandId}`, 0);
  }

  onFailure(hook: () => Promise<void>): void {
    this.failureHooks.push(hook);
  }

  onSuccess(hook: () => Promise<void>): void {
    this.successHooks.push(hook);
  }

  /** Reads the stream, decides, appends with the expected revision; re-decides on a concurrency conflict. */
  async append<C, E extends DomainEvent, S>(
    stream: string,
    decider: Decider<C, E, S>,
    eventSchema: z.ZodType<E>,
    command: C,
  ): Promise<E[]> {
    // Event ids are unique across streams: scope them by stream, since one command may write several.
    const idBase = `${this.commandId}|${stream}`;
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(stream);
      const mine = recorded.filter((e) => e.metadata.commandId === this.commandId);
      if (mine.length > 0) {
        this.advance(mine[mine.length - 1]!.position);
        return mine.map((e) => eventSchema.parse({ type: e.type, data: e.data }));
      }
      const history = recorded.map((e) => eventSchema.parse({ type: e.type, data: e.data }));
      const events = decider.decide(command, fold(decider, history));
      if (events.length === 0) return events;
      try {
        const result = await this.store.append(
          stream,
          events.map((event, index) => ({
            id: eventIdFor(idBase, index),
            type: event.type,
            data: event.data,
            metadata: this.metadata(),
          })),
          recorded.length === 0 ? 'no-stream' : recorded[recorded.length - 1]!.revision,
        );
        this.advance(result.position);
        return events;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_ATTEMPTS)
          throw new ConflictError('Too many simultaneous changes. Please try again.');
        await pause(attempt);
      }
    }
  }

  /** After the work: confirm what it reserved (success), or give back what no event of it claims (failure). */
  async finish(succeeded: boolean, logger?: Logger): Promise<void> {
    if (succeeded) {
      await confirmReservations(this.db, this.commandId);
      for (const hook of this.successHooks) await hook();
      return;
    }
    try {
      await releaseReservations(this.db, this.store, this.commandId);
      for (const hook of this.failureHooks) await hook();
    } catch (error) {
      // The stale-reservation rule reclaims whatever this leaves behind; the command's own error matters more.
      logger?.error({ err: error, commandId: this.commandId }, 'office command clean-up failed');
    }
  }

  private metadata() {
    return {
      commandId: this.commandId,
      userId: this.actor.userId,
      userName: this.actor.userName,
      userType: this.actor.userType,
      marketId: this.actor.marketId ?? undefined,
      occurredAt: this.occurredAt,
      schemaVersion: 1,
    };
  }

  private advance(position: string) {
    if (position > this.position) this.position = position;
  }
}

/** A stable short hash for keys built from free text (branch names), so keys stay small and case-blind. */
export const textKey = (text: string) =>
  createHash('sha256').update(text.trim().toLowerCase().replace(/\s+/g, ' ')).digest('hex').slice(0, 32);
