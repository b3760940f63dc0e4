import { closedMonthsOf, ledgerMonthEventSchema, ledgerMonths, ledgerMonthsStream } from '@cocoon/domain';
import type { CommandRun } from '../commands/run-command.js';

export const monthsSpec = (marketId: string) => ({
  stream: ledgerMonthsStream(marketId),
  decider: ledgerMonths,
  eventSchema: ledgerMonthEventSchema,
});

/**
 * The market's closed months, read from the month stream itself (not the read model, which may lag a close
 * made a moment ago): a posting decided on them cannot land in a month closed before it was asked for.
 */
export async function closedMonths(run: CommandRun, marketId: string): Promise<string[]> {
  return closedMonthsOf(await run.deps.streams.state(monthsSpec(marketId)));
}
