import { numberSeries, numberSeriesEventSchema, numberSeriesStream } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { CommandRun } from './run-command.js';

/**
 * The next number of a series (domain/src/shared/number-series.ts), taken as a step of the command: the same
 * command retried gets the same number back, and no number is ever handed out twice. Only head codes use it
 * (`headCodeSeries`): bills, invoices, receipts and vouchers keep their counter in the book stream that issues
 * them (shared/document-numbers.ts).
 */
export async function allocateNumber(
  run: CommandRun,
  series: string,
  owner: { ownerId?: string; marketId?: string } = {},
): Promise<number> {
  const { events } = await run.decide({
    stream: numberSeriesStream(series),
    decider: numberSeries,
    eventSchema: numberSeriesEventSchema,
    step: `${run.commandId}:number:${series}`,
    marketId: owner.marketId,
    stateInLastEvent: true,
    command: {
      type: 'AllocateNumber',
      data: { series, ownerId: owner.ownerId ?? null, allocatedAt: run.at.toISOString() },
    },
  });
  return events[0]!.data.sequence;
}

/** The last number a series has handed out (0 for none). */
export async function lastNumber(store: EventStore, series: string): Promise<number> {
  const [last] = await store.readStream(numberSeriesStream(series), { direction: 'backwards', maxCount: 1 });
  return last ? numberSeriesEventSchema.parse(last).data.sequence : 0;
}
