import {
  closedMonthsOf,
  type LedgerCalendar,
  type LedgerMonthsState,
  ledgerMonthEventSchema,
  ledgerMonths,
  ledgerMonthsStream,
  openingBalanceEventSchema,
  openingBalances,
  openingBalancesStream,
} from '@cocoon/domain';
import { ledgerStart, type ReadModelDb } from '@cocoon/projectors';
import type { StreamRunner } from '../commands/stream-runner.js';

export const monthsSpec = (marketId: string) => ({
  stream: ledgerMonthsStream(marketId),
  decider: ledgerMonths,
  eventSchema: ledgerMonthEventSchema,
});

export const openingBalancesSpec = (marketId: string) => ({
  stream: openingBalancesStream(marketId),
  decider: openingBalances,
  eventSchema: openingBalanceEventSchema,
});

/**
 * The market's calendar as a posting is decided on it: the closed months read from the month stream itself (not
 * the read model, which may lag a close made a moment ago), and the go-live date: the stream's, or for a market
 * that never set one the date of its first event or posting (fixed in the stream by its first month close).
 */
export async function ledgerCalendar(
  streams: StreamRunner,
  db: ReadModelDb,
  marketId: string,
): Promise<LedgerCalendar & { state: LedgerMonthsState }> {
  const state = await streams.state(monthsSpec(marketId));
  const goLive = state.goLive ?? (await ledgerStart(db, marketId)).derivedGoLive;
  return { state, goLive, closedMonths: closedMonthsOf(state) };
}
