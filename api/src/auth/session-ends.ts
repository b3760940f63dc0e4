import type { Logger } from '@cocoon/platform';
import { NoticeListener } from '../platform/notice-listener.js';

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
  private readonly notices: NoticeListener;

  /** Whether a revocation committed now would be heard (the LISTEN connection is up). */
  get listening(): boolean {
    return this.notices.listening;
  }

  /** Changes with every new LISTEN connection (what was known before it may have missed a notice). */
  get epoch(): number {
    return this.notices.epoch;
  }

  constructor(databaseUrl: string, logger: Logger) {
    this.notices = new NoticeListener({
      databaseUrl,
      logger,
      channel: SESSION_ENDED_CHANNEL,
      applicationName: 'cocoon-api-sessions',
      lostMessage: 'session-end LISTEN connection lost; feeds end at their keep-alive',
      onNotice: (tokenHash) => this.ended(tokenHash),
      // The LISTEN connection is held only while a feed is watched (a process without feeds holds none).
      reconnect: () => this.watchers.size > 0,
    });
  }

  /**
   * Calls `end` once when the session with this token hash is revoked; answers the unwatch. Resolves once this
   * process is listening, so a revocation committed after it is always heard (while the connection holds).
   */
  async watch(tokenHash: string, end: () => void): Promise<() => void> {
    const set = this.watchers.get(tokenHash) ?? new Set();
    set.add(end);
    this.watchers.set(tokenHash, set);
    await this.notices.listen();
    return () => {
      set.delete(end);
      if (set.size === 0 && this.watchers.get(tokenHash) === set) this.watchers.delete(tokenHash);
    };
  }

  async close(): Promise<void> {
    this.watchers.clear();
    await this.notices.close();
  }

  private ended(tokenHash: string): void {
    const set = this.watchers.get(tokenHash);
    if (!set) return;
    this.watchers.delete(tokenHash);
    for (const end of set) end();
  }
}
