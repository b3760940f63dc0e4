import type { ReadModelDb } from '@cocoon/projectors';
import { exclusive } from '../commands/exclusive.js';

/**
 * "After a month is closed nothing is posted with a date in it" spans streams: the month stream and every book
 * a posting goes to. A posting reads the closed months, then appends to its own book; a close landing between
 * the two would let a posting into the month just closed. So, per market, closing a month and deciding a
 * posting take turns, in this process and across api processes (a PostgreSQL advisory lock).
 */
export function inMonthTurn<T>(
  db: ReadModelDb | undefined,
  marketId: string,
  work: () => Promise<T>,
): Promise<T> {
  return exclusive(db, `ledger-months:${marketId}`, work);
}
