import type { Logger } from '@cocoon/platform';
import { LEDGER_REELERS_CHANNEL } from '@cocoon/projectors';
import { NoticeListener } from '../platform/notice-listener.js';

/**
 * The ledger's own change notice in this api process: the ledger projection sends, when a batch commits, the
 * reelers whose postings it wrote (projectors/src/accounts/ledger.ts). What the bid path keeps of a reeler's bar
 * and deposit is good only while this process listens and no notice named the reeler since it was read: each
 * reeler's count of notices (and a count for "every reeler") moves on a notice, and a new LISTEN connection (a
 * notice may have been lost while it was down) moves the epoch. NOTIFY is not stored, so while the connection
 * is down nothing is kept: every bid reads the ledger.
 */
export class LedgerNotices {
  private readonly notices: NoticeListener;
  private readonly counts = new Map<string, number>();
  private everyone = 0;

  constructor(databaseUrl: string, logger: Logger) {
    this.notices = new NoticeListener({
      databaseUrl,
      logger,
      channel: LEDGER_REELERS_CHANNEL,
      applicationName: 'cocoon-api-ledger',
      lostMessage: 'ledger LISTEN connection lost; bids read the ledger until it is back',
      onNotice: (payload) => this.heard(payload),
    });
  }

  /** Whether a ledger change committed now would be heard. */
  get listening(): boolean {
    return this.notices.listening;
  }

  /**
   * A mark to take before reading a reeler's figures from the ledger: while `unchanged(mark)` holds, no ledger
   * batch naming the reeler has committed since (as far as a notice can tell), so the figures read still stand.
   * Null while not listening (nothing may be kept).
   */
  mark(reelerId: string): string | null {
    if (!this.notices.listening) return null;
    return `${this.notices.epoch}:${this.everyone}:${this.counts.get(reelerId) ?? 0}`;
  }

  unchanged(reelerId: string, mark: string | null): boolean {
    return mark !== null && mark === this.mark(reelerId);
  }

  /** Starts listening (once per process; the first bid waits for it, later ones do not). */
  listen(): Promise<void> {
    return this.notices.listen();
  }

  close(): Promise<void> {
    return this.notices.close();
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
}
