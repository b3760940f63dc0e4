export interface GroupCommitLimits {
  /** Most items in one batch. */
  maxItems: number;
  /** Most payload in one batch, in the unit callers measure (the store: JSON characters); a larger item goes alone. */
  maxBytes: number;
  /** Batches sent at once; items arriving while all are in flight wait and ride the next one. */
  maxInFlight: number;
}

/**
 * Sends one batch of items; answers with one promise per item, in the same order. The batch's slot is free once
 * the returned promise settles, so an item that needs more work alone (a fallback) does not hold up the next
 * batch. A rejection fails every item of the batch.
 */
export type SendBatch<T, R> = (items: readonly T[]) => Promise<ReadonlyArray<Promise<R>>>;

interface Queued<T, R> {
  item: T;
  bytes: number;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: concurrent callers share one round trip and one commit (one WAL flush) instead of one each.
 * It never waits to fill a batch: with a slot free, an item goes at once (a lone writer sees no added latency);
 * only items that arrive while every slot is busy are gathered, up to the limits, into the next batch.
 */
export class GroupCommit<T, R> {
  private readonly queue: Queued<T, R>[] = [];
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly send: SendBatch<T, R>,
    private readonly limits: GroupCommitLimits,
  ) {}

  submit(item: T, bytes: number): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, bytes, resolve, reject });
      this.drain();
    });
  }

  /** Resolves once nothing is queued or in flight (for a clean close). */
  idle(): Promise<void> {
    if (this.inFlight === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private drain(): void {
    while (this.inFlight < this.limits.maxInFlight && this.queue.length > 0) {
      this.inFlight++;
      void this.run(this.take());
    }
    if (this.inFlight === 0 && this.queue.length === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  private take(): Queued<T, R>[] {
    let count = 0;
    let bytes = 0;
    while (count < this.queue.length && count < this.limits.maxItems) {
      const next = this.queue[count]!.bytes;
      if (count > 0 && bytes + next > this.limits.maxBytes) break;
      bytes += next;
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async run(batch: Queued<T, R>[]): Promise<void> {
    try {
      const outcomes = await this.send(batch.map((q) => q.item));
      batch.forEach((q, i) => {
        const outcome = outcomes[i];
        if (outcome) outcome.then(q.resolve, q.reject);
        else q.reject(new Error(`group commit: no outcome for item ${i} of ${batch.length}`));
      });
    } catch (error) {
      for (const q of batch) q.reject(error);
    } finally {
      this.inFlight--;
      this.drain();
    }
  }
}
