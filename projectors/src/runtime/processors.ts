import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { quoteIdent } from './db.js';
import { generationSchema } from './names.js';
import type { QueueProvider } from './queues.js';
import type { ProcessorKind, Projection, Reactor, ReadModelTransaction } from './types.js';

/** What the batch loop needs from a projection or a reactor: one shape, one loop, one checkpoint protocol. */
export interface Processor {
  name: string;
  kind: ProcessorKind;
  eventTypes: readonly string[];
  /** Runs inside the checkpoint transaction. */
  run(events: RecordedEvent[], trx: ReadModelTransaction, generation: number): Promise<void>;
}

export function projectionProcessor(projection: Projection, logger: Logger): Processor {
  return {
    name: projection.name,
    kind: 'projection',
    eventTypes: projection.eventTypes,
    async run(events, trx, generation) {
      const schema = generationSchema(projection.name, generation);
      // withSchema covers the query builder; search_path covers raw SQL written without a schema.
      await sql`select set_config('search_path', ${`${quoteIdent(schema)}, public`}, true)`.execute(trx);
      await projection.apply(events, trx.withSchema(schema), { schema, generation, logger });
    },
  };
}

export function reactorProcessor(
  reactor: Reactor,
  queues: QueueProvider | undefined,
  logger: Logger,
): Processor {
  return {
    name: reactor.name,
    kind: 'reactor',
    eventTypes: reactor.eventTypes,
    async run(events, trx) {
      await reactor.handle(events, {
        db: trx,
        logger,
        queue: (name) => {
          if (!queues) throw new Error(`Reactor ${reactor.name} needs a queue but the runner got no Redis`);
          return queues.get(name);
        },
      });
    },
  };
}
