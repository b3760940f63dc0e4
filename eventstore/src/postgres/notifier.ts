import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Wakes subscribers when events were committed. NOTIFY is sent after the append's commit, never inside it:
 * PostgreSQL serialises the commits of notifying transactions, which would serialise every writer. Sends are
 * coalesced (at most one in flight plus one pending), since one wake-up covers every commit before it.
 */
export class AppendNotifier {
  private inFlight: Promise<void> | undefined;
  private pending = false;
  private listener: pg.Client | undefined;
  private listenerStarting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly wakers = new Set<() => void>();
  private readonly lostClients = new WeakSet<pg.Client>();
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {}

  /** Fire and forget: the subscribers' polling covers a lost notification. */
  notify(): void {
    if (this.closed) return;
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = this.pool
      // A NOTIFY transaction takes an xid and so a commit record; its durability is worthless (listeners are
      // gone after a crash anyway), so it skips the WAL flush. One query string is one implicit transaction.
      .query(`SET LOCAL synchronous_commit TO off; NOTIFY ${this.channel}`)
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.warn({ err: error }, 'event-store NOTIFY failed; subscribers will poll'),
      )
      .finally(() => {
        this.inFlight = undefined;
        if (this.pending) {
          this.pending = false;
          this.notify();
        }
      });
  }

  /** Registers a wake-up callback and makes sure the LISTEN connection runs. Returns the unsubscribe. */
  onAppended(wake: () => void): () => void {
    this.wakers.add(wake);
    void this.ensureListening();
    return () => this.wakers.delete(wake);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.wakers.clear();
    await this.listenerStarting?.catch(() => undefined);
    while (this.inFlight) await this.inFlight;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private ensureListening(): Promise<void> {
    if (this.closed || this.listener) return Promise.resolve();
    this.listenerStarting ??= this.startListener().finally(() => {
      this.listenerStarting = undefined;
    });
    return this.listenerStarting;
  }

  private async startListener(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', () => {
      for (const wake of this.wakers) wake();
    });
    client.on('error', (error) => this.listenerLost(client, error));
    client.on('end', () => this.listenerLost(client, new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.listenerLost(client, error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    // Commits during the reconnect gap raised no notification we could hear.
    for (const wake of this.wakers) wake();
  }

  private listenerLost(client: pg.Client, error: unknown): void {
    if (this.closed || this.lostClients.has(client)) return;
    this.lostClients.add(client);
    if (this.listener === client) this.listener = undefined;
    client.end().catch(() => undefined);
    this.logger.warn({ err: error }, 'event-store LISTEN connection lost; polling until it is back');
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      if (this.wakers.size > 0) void this.ensureListening();
    }, 1_000);
    this.reconnectTimer.unref();
  }
}
