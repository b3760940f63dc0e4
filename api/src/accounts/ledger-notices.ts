import type { Logger } from '@cocoon/platform';
import { LEDGER_REELERS_CHANNEL } from '@cocoon/projectors';
import pg from 'pg';

/**
 * The ledger's own change notice in this api process: the ledger projection sends, when a batch commits, the
 * reelers whose postings it wrote (projectors/src/accounts/ledger.ts). What the bid path keeps of a reeler's bar
 * and deposit is good only while this process listens and no notice named the reeler since it was read: each
 * reeler's count of notices (and a count for "every reeler") moves on a notice, and a new LISTEN connection (a
 * notice may have been lost while it was down) moves the epoch. NOTIFY is not stored, so while the connection
 * is down nothing is kept: every bid reads the ledger.
 */
export class LedgerNotices {
  private listener: pg.Client | undefined;
  private starting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly counts = new Map<string, number>();
  private everyone = 0;
  #epoch = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Whether a ledger change committed now would be heard. */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /**
   * A mark to take before reading a reeler's figures from the ledger: while `unchanged(mark)` holds, no ledger
   * batch naming the reeler has committed since (as far as a notice can tell), so the figures read still stand.
   * Null while not listening (nothing may be kept).
   */
  mark(reelerId: string): string | null {
    if (!this.listener) return null;
    return `${this.#epoch}:${this.everyone}:${this.counts.get(reelerId) ?? 0}`;
  }

  unchanged(reelerId: string, mark: string | null): boolean {
    return mark !== null && mark === this.mark(reelerId);
  }

  /** Starts listening (once per process; the first bid waits for it, later ones do not). */
  listen(): Promise<void> {
    if (this.closed || this.listener) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.starting?.catch(() => undefined);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private heard(payload: string): void {
    if (payload === '*') {
      this.everyone++;
      return;
    }
    for (const reelerId of payload.split(','))
      this.counts.set(reelerId, (this.counts.get(reelerId) ?? 0) + 1);
    // Bounded: forgetting the counts moves "everyone", so no mark taken before stays good by accident.
    if (this.counts.size > 100_000) {
      this.counts.clear();
      this.everyone++;
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'cocoon-api-ledger',
    });
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(
        { err: error },
        'ledger LISTEN connection lost; bids read the ledger until it is back',
      );
      this.retry = setTimeout(() => void this.listen(), 1_000);
      this.retry.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === LEDGER_REELERS_CHANNEL && message.payload) this.heard(message.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${LEDGER_REELERS_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#epoch++;
    this.listener = client;
  }
}
