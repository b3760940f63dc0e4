import {
  type LotCommand,
  type LotEvent,
  type LotState,
  lotDecider,
  lotEventSchema,
  lotStream,
} from '@cocoon/domain';
import type { CommandRun } from '../commands/run-command.js';
import type { StreamRunner } from './stream-runner.js';

interface Deps {
  streams: StreamRunner;
}

/** What a write needs from its command run: its id, when, and who (the seed builds one without HTTP). */
export type WriteRun = Pick<CommandRun, 'commandId' | 'metadata' | 'at'>;

/** The authoritative state of a lot, from its stream (through the runner's cache). */
export const loadLot = (deps: Deps, lotId: string): Promise<LotState> =>
  deps.streams.state({ stream: lotStream(lotId), decider: lotDecider, eventSchema: lotEventSchema });

/** Appends a lot command's events in the command's run (idempotent by its command id). */
export async function decideOnLot(
  deps: Deps,
  run: WriteRun,
  lotId: string,
  marketId: string,
  command: LotCommand,
  suffix = '',
): Promise<{ events: LotEvent[]; position: string }> {
  const commandId = `${run.commandId}${suffix}`;
  return deps.streams.run({
    stream: lotStream(lotId),
    decider: lotDecider,
    eventSchema: lotEventSchema,
    command,
    commandId,
    // Every lot event names the lot's market: the live feed and market scope read it from here.
    metadata: { ...run.metadata(marketId), commandId },
  });
}
