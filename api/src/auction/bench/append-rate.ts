import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createEventStore } from '@cocoon/eventstore';

/**
 * The baseline: single-writer appends of one bid-sized event to fresh streams (a type no projection reads),
 * through the store's port on the bench's database while the servers idle; median of 3 runs of 2 s.
 */
export async function appendRate(databaseUrl: string): Promise<number> {
  const store = await createEventStore({ databaseUrl });
  try {
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      let done = 0;
      const started = performance.now();
      const prefix = randomUUID();
      while (performance.now() - started < 2_000) {
        await store.append(
          `benchappend-${prefix}-${done}`,
          [
            {
              id: randomUUID(),
              type: 'BenchAppended',
              data: { lotId: randomUUID(), amountPaise: 70_000 + done, reelerName: 'முருகன் பட்டு' },
              metadata: {
                commandId: randomUUID(),
                userId: 'bench',
                userType: 'Reeler',
                occurredAt: new Date().toISOString(),
              },
            },
          ],
          'no-stream',
        );
        done++;
      }
      runs.push(done / ((performance.now() - started) / 1000));
    }
    return runs.sort((a, b) => a - b)[1]!;
  } finally {
    await store.close();
  }
}
