import { ConflictError, type Decider, numberSeries, numberSeriesEventSchema } from '@cocoon/domain';
import { PostgresEventStore } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StreamRunner } from './stream-runner.js';

/** A counter that refuses to go past a limit: enough to show deciding, refusing and re-deciding. */
type Add = { type: 'Add'; data: { by: number; limit: number } };
const addedSchema = z.object({
  type: z.literal('Added'),
  data: z.object({ by: z.number(), total: z.number() }),
});
type Added = z.infer<typeof addedSchema>;
const counter: Decider<Add, Added, number> = {
  initialState: 0,
  decide(command, total) {
    const next = total + command.data.by;
    if (next > command.data.limit) throw new ConflictError(`Only ${command.data.limit - total} left`);
    return [{ type: 'Added', data: { by: command.data.by, total: next } }];
  },
  evolve: (_total, event) => event.data.total,
};

let db: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('stream_runner');
  store = new PostgresEventStore({ connectionString: db.url, maxConnections: 8 });
  await store.migrate();
});

afterAll(async () => {
  await store?.close();
  await db?.drop();
});

const add = (stream: string, commandId: string, by: number, limit = 1_000) => ({
  stream,
  decider: counter,
  eventSchema: addedSchema,
  command: { type: 'Add' as const, data: { by, limit } },
  commandId,
  metadata: { userName: 'test' },
});

describe('the command runner', () => {
  it('answers a decision already stored with its events and the state they were decided on', async () => {
    const runner = new StreamRunner(store);
    await runner.run(add('counter-a', 'a-1', 5));
    const first = await runner.run(add('counter-a', 'a-2', 7));
    // Another process (nothing cached) retries the same decision.
    const again = await new StreamRunner(store).run(add('counter-a', 'a-2', 7));
    expect(first).toMatchObject({ before: 5, replayed: false });
    expect(again).toMatchObject({
      events: first.events,
      before: 5,
      position: first.position,
      replayed: true,
    });
    expect(await store.readStream('counter-a')).toHaveLength(2);
  });

  it('re-checks a refusal made on its cache against the stream as it stands', async () => {
    const mine = new StreamRunner(store);
    const other = new StreamRunner(store);
    await mine.run(add('counter-b', 'b-1', 8, 10));
    // Mine still thinks 8, where +2 fits; its append meets the other's event, re-decides on 9 and refuses with
    // the true figure.
    await other.run(add('counter-b', 'b-2', 1, 10));
    await expect(mine.run(add('counter-b', 'b-3', 2, 10))).rejects.toThrow('Only 1 left');
    // And one its cache (9) would refuse but the stream (4) allows goes through.
    const third = new StreamRunner(store);
    await third.run(add('counter-c', 'c-1', 9, 10));
    await new StreamRunner(store).run(add('counter-c', 'c-2', -5, 10));
    await expect(third.run(add('counter-c', 'c-3', 3, 10))).resolves.toMatchObject({ before: 4 });
  });

  it('lets simultaneous decisions from two processes all land, each once', async () => {
    const runners = [new StreamRunner(store), new StreamRunner(store)];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => runners[i % 2]!.run(add('counter-d', `d-${i}`, 1))),
    );
    const events = await store.readStream('counter-d');
    expect(events.map((e) => (e.data as { total: number }).total)).toEqual(events.map((_, i) => i + 1));
    expect(new Set(events.map((e) => e.metadata.commandId)).size).toBe(30);
  });

  it('answers a refusal that stands on any later state at once, without waiting behind the stream queue', async () => {
    // Appends that wait for a gate: decisions queue up behind the first one's append.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const slow = Object.create(store) as PostgresEventStore;
    slow.append = async (...args: Parameters<PostgresEventStore['append']>) => {
      await gate;
      return store.append(...args);
    };
    const runner = new StreamRunner(slow);
    // The counter only goes up here, so "past the limit" on what is cached stays past it on every later state.
    const stands = (refusal: unknown, total: number) => refusal instanceof ConflictError && total > 0;
    const open5 = runner.run(add('counter-e', 'e-1', 5, 10));
    open();
    await open5;
    const closing = new Promise<void>((resolve) => {
      open = resolve;
    });
    slow.append = async (...args: Parameters<PostgresEventStore['append']>) => {
      await closing;
      return store.append(...args);
    };
    const queued = runner.run(add('counter-e', 'e-2', 1, 10));
    // +6 on 5 is past 10 on every later state: refused now, while e-2's append still waits.
    const tooMuch = runner.run({ ...add('counter-e', 'e-3', 6, 10), refusalStands: stands });
    await expect(tooMuch).rejects.toThrow('Only 5 left');
    let queuedDone = false;
    void queued.then(() => {
      queuedDone = true;
    });
    expect(queuedDone).toBe(false);
    // A refusal that does not stand (no refusalStands) takes its turn, and is decided on the state after e-2.
    const turn = runner.run(add('counter-e', 'e-4', 5, 10));
    open();
    await queued;
    await expect(turn).rejects.toThrow('Only 4 left');
    // A retried decision the stream holds is answered with its events, never refused at once.
    await expect(
      runner.run({ ...add('counter-e', 'e-1', 5, 10), refusalStands: stands }),
    ).resolves.toMatchObject({ replayed: true, before: 0 });
    expect((await store.readStream('counter-e')).map((e) => e.metadata.commandId)).toEqual(['e-1', 'e-2']);
  });

  it('reads one event of a series stream and answers a retried allocation with its first number', async () => {
    const allocate = (commandId: string) => ({
      stream: 'numbers-test',
      decider: numberSeries,
      eventSchema: numberSeriesEventSchema,
      command: {
        type: 'AllocateNumber' as const,
        data: { series: 'test', ownerId: null, allocatedAt: '2026-11-23T10:00:00.000Z' },
      },
      commandId,
      metadata: {},
      stateInLastEvent: true,
    });
    const first = await new StreamRunner(store).run(allocate('n-1'));
    await new StreamRunner(store).run(allocate('n-2'));
    // A process that has not seen n-1 reads only the last event (n-2), decides 3, and the store, already holding
    // n-1's event ids, hands back what it stored the first time.
    const retried = await new StreamRunner(store).run(allocate('n-1'));
    expect(first.events[0]!.data.sequence).toBe(1);
    expect(retried.events[0]!.data.sequence).toBe(1);
    expect(retried.replayed).toBe(true);
    expect(await store.readStream('numbers-test')).toHaveLength(2);
  });
});
