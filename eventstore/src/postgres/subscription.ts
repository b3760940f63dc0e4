import type { Logger } from 'pino';
import {
  type ReadAllOptions,
  type ReadAllSlice,
  START,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
} from '../port.js';

export interface PollingSource {
  readAll(options: ReadAllOptions): Promise<ReadAllSlice>;
  /** Registers a wake-up for "something was appended"; returns the unregister function. */
  onAppended(wake: () => void): () => void;
}

export interface PollingSettings {
  /** Fallback when a notification is lost, and the only wake-up when a blocking transaction ends. */
  pollIntervalMs: number;
  defaultBatchSize: number;
  logger: Logger;
}

/**
 * Catch-up then live delivery by reading the global order in batches. The read side of the store decides what
 * is safe to hand out; this loop only keeps the checkpoint and sleeps until woken or the poll interval passes.
 */
export class PollingSubscription implements Subscription {
  private closed = false;
  private signalled = false;
  private wakeSleeper: (() => void) | undefined;
  private readonly unlisten: () => void;
  private readonly done: Promise<void>;

  constructor(
    private readonly source: PollingSource,
    private readonly options: SubscribeOptions,
    private readonly handler: SubscriptionHandler,
    private readonly settings: PollingSettings,
  ) {
    this.unlisten = source.onAppended(() => this.wake());
    this.done = this.run().catch((error: unknown) => this.fail(error));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake();
    await this.done;
    this.unlisten();
  }

  private async run(): Promise<void> {
    const maxCount = this.options.batchSize ?? this.settings.defaultBatchSize;
    let checkpoint = this.options.from ?? START;
    let caughtUp = false;
    while (!this.closed) {
      this.signalled = false;
      const slice = await this.source.readAll({ from: checkpoint, maxCount, filter: this.options.filter });
      if (this.closed) return;
      // An empty batch still moves the checkpoint past filtered-out events, so it can be stored.
      if (slice.events.length > 0 || slice.next !== checkpoint) {
        await this.handler.onEvents(slice.events, slice.next);
        checkpoint = slice.next;
      }
      if (!slice.isEnd) continue;
      if (!caughtUp) {
        caughtUp = true;
        this.handler.onCaughtUp?.(checkpoint);
      }
      await this.sleep();
    }
  }

  private wake(): void {
    this.signalled = true;
    this.wakeSleeper?.();
  }

  private sleep(): Promise<void> {
    if (this.signalled || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, this.settings.pollIntervalMs);
      const self = this;
      function finish() {
        clearTimeout(timer);
        self.wakeSleeper = undefined;
        resolve();
      }
      this.wakeSleeper = finish;
    });
  }

  private fail(error: unknown): void {
    this.closed = true;
    this.unlisten();
    if (this.handler.onError) {
      try {
        this.handler.onError(error);
        return;
      } catch (handlerError) {
        this.settings.logger.error({ err: handlerError }, 'event-store subscription onError threw');
      }
    }
    this.settings.logger.error({ err: error }, 'event-store subscription stopped');
  }
}
