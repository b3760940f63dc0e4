import type { EventStore, Position, Subscription } from '@cocoon/eventstore';
import type { Logger } from 'pino';

/**
 * Tells idle loops that new events may be visible. A subscription from the head wakes them at once; a cheap
 * poll of headPosition covers a lost subscription. Each wake bumps `seq`, so a loop that saw seq N before
 * reading never sleeps through a wake that came while it was busy.
 */
export class Waker {
  #seq = 0;
  #waiters = new Set<() => void>();
  #subscription: Subscription | undefined;
  #poll: NodeJS.Timeout | undefined;
  #resubscribe: NodeJS.Timeout | undefined;
  #lastHead: Position | undefined;
  #closed = false;

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
    private readonly pollIntervalMs: number,
  ) {}

  get seq(): number {
    return this.#seq;
  }

  async start(): Promise<void> {
    this.#lastHead = await this.store.headPosition();
    this.#subscribe(this.#lastHead);
    this.#poll = setInterval(() => void this.#pollHead(), this.pollIntervalMs);
    this.#poll.unref();
  }

  wake(): void {
    this.#seq++;
    for (const resolve of this.#waiters) resolve();
    this.#waiters.clear();
  }

  /** Resolves on the next wake after `seenSeq`, after `timeoutMs`, or when `signal` aborts. */
  wait(seenSeq: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#seq !== seenSeq || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal.addEventListener('abort', done, { once: true });
      this.#waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#poll);
    clearTimeout(this.#resubscribe);
    const subscription = this.#subscription;
    this.#subscription = undefined;
    this.wake();
    await subscription?.close().catch(() => {});
  }

  #subscribe(from: Position): void {
    if (this.#closed) return;
    this.#subscription = this.store.subscribe(
      { from },
      {
        onEvents: (_events, checkpoint) => {
          this.#lastHead = checkpoint;
          this.wake();
        },
        onError: (error) => {
          if (this.#closed) return;
          this.logger.warn({ err: error }, 'event subscription lost; polling until it is back');
          this.#subscription = undefined;
          this.#resubscribe = setTimeout(() => this.#subscribe(this.#lastHead ?? from), 1000);
          this.#resubscribe.unref();
        },
      },
    );
  }

  async #pollHead(): Promise<void> {
    try {
      const head = await this.store.headPosition();
      if (head !== this.#lastHead) {
        this.#lastHead = head;
        this.wake();
      }
    } catch (error) {
      if (!this.#closed) this.logger.warn({ err: error }, 'could not read the event-store head');
    }
  }
}
