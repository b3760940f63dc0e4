import type { Logger } from '@cocoon/platform';
import pg from 'pg';

export interface NoticeListenerOptions {
  databaseUrl: string;
  logger: Logger;
  /** The NOTIFY channel (a fixed identifier of ours, never user input). */
  channel: string;
  applicationName: string;
  /** What the warning says when the connection is lost (what the process does meanwhile). */
  lostMessage: string;
  onNotice(payload: string): void;
  /** Whether to connect again a second after a loss (default always). */
  reconnect?: () => boolean;
}

/**
 * One LISTEN connection of an api process to a PostgreSQL channel: connected on the first `listen()`, again a
 * second after a loss. NOTIFY is not stored, so a notice sent while the connection was down is lost: `listening`
 * says whether a notice committed now would be heard, and `epoch` moves with each new connection, so what was
 * known before it can be treated as possibly stale. Used by the session ends (auth) and the ledger's notices
 * (accounts).
 */
export class NoticeListener {
  private client: pg.Client | undefined;
  private starting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  #epoch = 0;

  constructor(private readonly options: NoticeListenerOptions) {}

  get listening(): boolean {
    return this.client !== undefined;
  }

  get epoch(): number {
    return this.#epoch;
  }

  /** Connects once (concurrent callers share the attempt); resolves once listening or the attempt failed. */
  listen(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.starting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { databaseUrl, applicationName, channel, logger, lostMessage, onNotice, reconnect } = this.options;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
      if (this.closed) return;
      logger.warn({ err: error }, lostMessage);
      this.retry = setTimeout(() => {
        if (reconnect?.() ?? true) void this.listen();
      }, 1_000);
      this.retry.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotice(message.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#epoch++;
    this.client = client;
  }
}
