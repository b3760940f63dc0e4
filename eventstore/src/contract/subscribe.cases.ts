import { expect, it } from 'vitest';
import type { EventStore } from '../port.js';
import { anEvent, eventually, idsOf, mineOf, record, someEvents, streamName } from './helpers.js';

export function subscribeCases(store: () => EventStore): void {
  it('catches up, signals it once, then follows live in order', async () => {
    const head = await store().headPosition();
    const stream = streamName('live');
    const before = someEvents(3);
    const appended = await store().append(stream, before, 'no-stream');
    // Caught up means "delivered all that was visible", so first wait until these are (an open transaction
    // anywhere on the server delays visibility).
    await eventually(async () => expect((await store().headPosition()) >= appended.position).toBe(true));
    const rec = record(store(), { from: head, batchSize: 2 });
    try {
      await eventually(() => expect(rec.caughtUp).toHaveLength(1));
      expect(mineOf(rec.events, before)).toEqual(idsOf(before));
      const after = someEvents(3);
      await store().append(stream, after.slice(0, 1), 2);
      await store().append(stream, after.slice(1), 3);
      const all = [...before, ...after];
      await eventually(() => expect(mineOf(rec.events, all)).toEqual(idsOf(all)));
      expect(rec.caughtUp).toHaveLength(1);
      expect(rec.errors).toEqual([]);
      expect(rec.checkpoints.at(-1)! >= rec.events.at(-1)!.position).toBe(true);
      const positions = rec.events.map((e) => e.position);
      expect([...positions].sort()).toEqual(positions);
    } finally {
      await rec.subscription.close();
    }
  });

  it('resumes strictly after its checkpoint', async () => {
    const head = await store().headPosition();
    const events = someEvents(5);
    const stream = streamName('resume');
    await store().append(stream, events, 'no-stream');
    const first = record(store(), { from: head });
    let checkpoint: string;
    try {
      await eventually(() => expect(mineOf(first.events, events)).toHaveLength(5));
      checkpoint = first.events.find((e) => e.id === events[1]!.id)!.position;
    } finally {
      await first.subscription.close();
    }
    const resumed = record(store(), { from: checkpoint });
    try {
      await eventually(() => expect(resumed.caughtUp).toHaveLength(1));
      await eventually(() => expect(mineOf(resumed.events, events)).toEqual(idsOf(events.slice(2))));
      expect(resumed.events.every((e) => e.position > checkpoint)).toBe(true);
    } finally {
      await resumed.subscription.close();
    }
  });

  it('a filtered subscription still advances its checkpoint past filtered-out events', async () => {
    const wantedType = `Wanted-${streamName('type')}`;
    const head = await store().headPosition();
    const rec = record(store(), { from: head, filter: { eventTypes: [wantedType] } });
    try {
      await eventually(() => expect(rec.caughtUp).toHaveLength(1));
      const stream = streamName('skipped');
      const positions: string[] = [];
      for (let i = 0; i < 8; i++) {
        const result = await store().append(
          stream,
          someEvents(8, 'Unwanted'),
          i === 0 ? 'no-stream' : i * 8 - 1,
        );
        positions.push(result.position);
      }
      // KurrentDB reports a checkpoint per search window (32 events by default), PostgreSQL at every read.
      await eventually(() => expect(rec.checkpoints.at(-1)! >= positions[3]!).toBe(true));
      expect(rec.events).toEqual([]);
      const wanted = anEvent(wantedType);
      const result = await store().append(stream, [wanted], 63);
      await eventually(() => expect(idsOf(rec.events)).toEqual(idsOf([wanted])));
      expect(rec.checkpoints.at(-1)! >= result.position).toBe(true);
    } finally {
      await rec.subscription.close();
    }
  });

  it('a failing handler ends the subscription through onError', async () => {
    const head = await store().headPosition();
    const failure = new Error('projection broke');
    const errors: unknown[] = [];
    let calls = 0;
    const subscription = store().subscribe(
      { from: head },
      {
        onEvents() {
          calls++;
          throw failure;
        },
        onError: (error) => errors.push(error),
      },
    );
    try {
      await store().append(streamName('fail'), [anEvent()], 'no-stream');
      await eventually(() => expect(errors).toEqual([failure]));
      const witness = record(store(), { from: head });
      const later = anEvent();
      await store().append(streamName('fail'), [later], 'no-stream');
      await eventually(() => expect(idsOf(witness.events)).toContain(later.id));
      await witness.subscription.close();
      expect(calls).toBe(1);
    } finally {
      await subscription.close();
    }
  });

  it('a closed subscription receives nothing more', async () => {
    const head = await store().headPosition();
    const closed = record(store(), { from: head });
    await eventually(() => expect(closed.caughtUp).toHaveLength(1));
    await closed.subscription.close();
    const open = record(store(), { from: head });
    try {
      const event = anEvent();
      await store().append(streamName('after-close'), [event], 'no-stream');
      await eventually(() => expect(idsOf(open.events)).toContain(event.id));
      expect(idsOf(closed.events)).not.toContain(event.id);
      expect(closed.errors).toEqual([]);
    } finally {
      await open.subscription.close();
    }
  });
}
