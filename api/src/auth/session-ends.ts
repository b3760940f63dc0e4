import type { Logger } from '@cocoon/platform';
import pg from 'pg';

/** The channel the database's trigger on `app.sessions` and `app.reeler_sessions` notifies (migration 0411). */
export const SESSION_ENDED_CHANNEL = 'cocoon_session_ended';

/**
 * Closes what a session keeps open (its live feeds) the moment the session is revoked: logout, deactivation of
 * the account or of its market, a new password. The revoking UPDATE's trigger sends the token's hash with
 * NOTIFY when it commits, to every api process listening on the database, so a feed held by another process
 * ends as quickly as one held by this one. NOTIFY is not stored: a notice sent while the listening connection
 * was down is lost, and the feed's keep-alive (which re-checks the session) is the backstop.
 */
export class SessionEnds {
  private readonly watchers = new Map<string, Set<() => void>>();
  private listener: pg.Client | undefined;
  private starting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  /** Counts the LISTEN connections made: a notice sent between two of them may have been lost. */
  #epoch = 0;

  /** Whether a revocation committed now would be heard (the LISTEN connection is up). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Changes with every new LISTEN connection (what was known before it may have missed a notice). */
  get epoch(): number {
    return this.#epoch;
  }

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  /**
   * Calls `end` once when the session with this token hash is revoked; answers the unwatch. Resolves once this
   * process is listening, so a revocation committed after it is always heard (while the connection holds).
   */
  async watch(tokenHash: string, end: () => void): Promise<() => void> {
    const set = this.watchers.get(tokenHash) ?? new Set();
    set.add(end);
    this.watchers.set(tokenHash, set);
    await this.listen();
    return () => {
      set.delete(end);
      if (set.size === 0 && this.watchers.get(tokenHash) === set) this.watchers.delete(tokenHash);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.watchers.clear();
    await this.starting?.catch(() => undefined);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private ended(tokenHash: string): void {
    const set = this.watchers.get(tokenHash);
    if (!set) return;
    this.watchers.delete(tokenHash);
    for (const end of set) end();
  }

  /** The LISTEN connection starts with the first watched feed (a process without feeds holds none). */
  private listen(): Promise<void> {
    if (this.closed || this.listener) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'cocoon-api-sessions',
    });
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn({ err: error }, 'session-end LISTEN connection lost; feeds end at their keep-alive');
      this.retry = setTimeout(() => {
        if (this.watchers.size > 0) void this.listen();
      }, 1_000);
      this.retry.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL && message.payload) this.ended(message.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
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
