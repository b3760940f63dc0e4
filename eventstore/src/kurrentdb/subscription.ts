import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  eventTypeFilter,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import type { Logger } from 'pino';
import {
  type Position,
  type RecordedEvent,
  START,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
} from '../port.js';
import { isOurs, matches, toPosition, toReadPosition, toRecordedEvent, typeRegex } from './mapping.js';

type Item =
  | { kind: 'event'; event: RecordedEvent }
  | { kind: 'checkpoint'; position: Position }
  | { kind: 'caughtUp' }
  | { kind: 'error'; error: unknown };

const HIGH_WATER = 2_000;

/**
 * A catch-up subscription to $all. The client pushes events, checkpoints (for filtered-out stretches) and the
 * caught-up signal through separate callbacks; they go through one queue so the handler sees them in log order,
 * batched as they arrive, and the stream is paused while the handler falls behind.
 */
export class KurrentSubscription implements Subscription {
  private readonly queue: Item[] = [];
  private readonly source: AllStreamSubscription;
  private readonly done: Promise<void>;
  private checkpoint: Position;
  private closed = false;
  private wakePump: (() => void) | undefined;

  constructor(
    client: KurrentDBClient,
    private readonly options: SubscribeOptions,
    private readonly handler: SubscriptionHandler,
    private readonly logger: Logger,
  ) {
    this.checkpoint = options.from ?? START;
    this.source = client.subscribeToAll({
      fromPosition: toReadPosition(this.checkpoint),
      filter: eventTypeFilter({
        regex: typeRegex(options.filter),
        checkpointInterval: 1,
        checkpointReached: async (_subscription, position) => {
          await this.bufferedEventsQueued();
          this.push({ kind: 'checkpoint', position: toPosition(position) });
        },
      }),
    });
    this.source.on('data', (resolved: AllStreamResolvedEvent) => {
      if (isOurs(resolved) && matches(options.filter, resolved.event!.type)) {
        this.push({ kind: 'event', event: toRecordedEvent(resolved) });
      }
    });
    this.source.on('caughtUp', () => {
      void this.bufferedEventsQueued().then(() => this.push({ kind: 'caughtUp' }));
    });
    this.source.on('error', (error) => this.push({ kind: 'error', error }));
    this.source.on('end', () =>
      this.push({ kind: 'error', error: new Error('KurrentDB subscription ended') }),
    );
    this.done = this.pump();
  }

  async close(): Promise<void> {
    if (this.closed) return this.done;
    this.closed = true;
    this.wakePump?.();
    await this.source
      .unsubscribe()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'unsubscribe failed'));
    await this.done;
  }

  /**
   * The client announces checkpoints and caught-up from inside its transform, while events it pushed before may
   * still sit in the stream's buffer. Moving the checkpoint past them would skip them, so wait until they have
   * reached our queue. (The client awaits checkpointReached, so no newer event overtakes meanwhile.)
   */
  private async bufferedEventsQueued(): Promise<void> {
    while (this.source.readableLength > 0 && !this.closed) {
      await new Promise((resolve) => setTimeout(resolve, this.source.isPaused() ? 5 : 0));
    }
  }

  private push(item: Item): void {
    if (this.closed) return;
    this.queue.push(item);
    if (this.queue.length >= HIGH_WATER) this.source.pause();
    this.wakePump?.();
  }

  private async pump(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    let caughtUp = false;
    try {
      while (!this.closed) {
        if (this.queue.length === 0) {
          this.source.resume();
          await new Promise<void>((resolve) => {
            this.wakePump = resolve;
          });
          this.wakePump = undefined;
          continue;
        }
        const item = this.queue[0]!;
        if (item.kind === 'error') throw item.error;
        if (item.kind === 'caughtUp') {
          this.queue.shift();
          if (!caughtUp) this.handler.onCaughtUp?.(this.checkpoint);
          caughtUp = true;
          continue;
        }
        const events: RecordedEvent[] = [];
        let next = this.checkpoint;
        while (this.queue[0] && events.length < batchSize) {
          const head = this.queue[0];
          if (head.kind === 'event') {
            // The server starts after `from`; the guard keeps that promise even if a resend overlaps.
            if (head.event.position > next) {
              events.push(head.event);
              next = head.event.position;
            }
          } else if (head.kind === 'checkpoint') {
            if (head.position > next) next = head.position;
          } else break;
          this.queue.shift();
        }
        if (events.length > 0 || next !== this.checkpoint) {
          await this.handler.onEvents(events, next);
          this.checkpoint = next;
        }
      }
    } catch (error) {
      if (this.closed) return;
      this.closed = true;
      await this.source.unsubscribe().catch(() => undefined);
      try {
        if (!this.handler.onError) throw error;
        this.handler.onError(error);
      } catch (unhandled) {
        this.logger.error({ err: unhandled }, 'KurrentDB subscription stopped');
      }
    }
  }
}
