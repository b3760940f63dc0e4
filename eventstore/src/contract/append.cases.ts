import { expect, it } from 'vitest';
import { DuplicateEventIdError, type EventStore, WrongExpectedRevisionError } from '../port.js';
import type { ContractCapabilities } from './event-store.contract.js';
import { anEvent, idsOf, someEvents, streamName } from './helpers.js';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the append to be rejected'),
    (error: unknown) => error,
  );
}

function expectConflict(error: unknown, stream: string, expected: unknown, actual: unknown): void {
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ stream, expected, actual });
}

export function appendCases(store: () => EventStore, capabilities: ContractCapabilities): void {
  it('no-stream creates a new stream and rejects an existing one', async () => {
    const stream = streamName('create');
    expect((await store().append(stream, someEvents(2), 'no-stream')).nextRevision).toBe(1);
    expectConflict(await rejection(store().append(stream, [anEvent()], 'no-stream')), stream, 'no-stream', 1);
  });

  it('an exact revision appends when current and fails when stale, carrying expected and actual', async () => {
    const stream = streamName('exact');
    await store().append(stream, [anEvent()], 'no-stream');
    expect((await store().append(stream, someEvents(2), 0)).nextRevision).toBe(2);
    expectConflict(await rejection(store().append(stream, [anEvent()], 1)), stream, 1, 2);
    const missing = streamName('exact-missing');
    expectConflict(await rejection(store().append(missing, [anEvent()], 0)), missing, 0, 'no-stream');
  });

  it('stream-exists fails on a missing stream and appends to an existing one', async () => {
    const stream = streamName('exists');
    const error = await rejection(store().append(stream, [anEvent()], 'stream-exists'));
    expectConflict(error, stream, 'stream-exists', 'no-stream');
    await store().append(stream, [anEvent()], 'no-stream');
    expect((await store().append(stream, [anEvent()], 'stream-exists')).nextRevision).toBe(1);
  });

  it('any never conflicts: 20 parallel writers all land with revisions 0..19', async () => {
    const stream = streamName('any');
    const events = someEvents(20);
    const results = await Promise.all(events.map((e) => store().append(stream, [e], 'any')));
    expect(results.map((r) => r.nextRevision).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    const stored = await store().readStream(stream);
    expect(stored.map((e) => e.revision)).toEqual([...Array(20).keys()]);
    expect(new Set(idsOf(stored))).toEqual(new Set(idsOf(events)));
  });

  it('exactly one of 10 parallel appends at the same revision wins', async () => {
    const stream = streamName('race');
    await store().append(stream, [anEvent()], 'no-stream');
    const outcomes = await Promise.allSettled(someEvents(10).map((e) => store().append(stream, [e], 0)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected'))
      expectConflict(lost.reason, stream, 0, 1);
    expect(await store().readStream(stream)).toHaveLength(2);
  });

  it('exactly one of 10 parallel creates wins', async () => {
    const stream = streamName('create-race');
    const outcomes = await Promise.allSettled(
      someEvents(10).map((e) => store().append(stream, [e], 'no-stream')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected')) {
      expectConflict(lost.reason, stream, 'no-stream', 0);
    }
    expect(await store().readStream(stream)).toHaveLength(1);
  });

  it('a failing batch leaves nothing behind', async () => {
    const stream = streamName('atomic');
    await store().append(stream, [anEvent()], 'no-stream');
    await rejection(store().append(stream, someEvents(3), 5));
    if (capabilities.globallyUniqueEventIds) {
      // The third event's id is taken elsewhere: the first two must not stay either.
      const elsewhere = anEvent();
      await store().append(streamName('atomic-other'), [elsewhere], 'no-stream');
      const batch = [anEvent(), anEvent(), elsewhere];
      expect(await rejection(store().append(stream, batch, 0))).toBeInstanceOf(DuplicateEventIdError);
    }
    expect(await store().readStream(stream)).toHaveLength(1);
    expect((await store().append(stream, [anEvent()], 0)).nextRevision).toBe(1);
  });

  it('a retry with the same ids returns the original result and doubles nothing, even when stale', async () => {
    const stream = streamName('retry');
    const first = someEvents(2);
    const original = await store().append(stream, first, 'no-stream');
    await store().append(stream, [anEvent()], 1);
    expect(await store().append(stream, first, 'no-stream')).toEqual(original);
    expect(await store().append(stream, first, 7)).toEqual(original);
    expect(await store().readStream(stream)).toHaveLength(3);
  });

  it('the same batch appended concurrently lands once and every caller gets the same result', async () => {
    const stream = streamName('retry-race');
    await store().append(stream, [anEvent()], 'no-stream');
    for (const expected of [0, 'any'] as const) {
      const batch = someEvents(2);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => store().append(stream, batch, expected)),
      );
      expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    }
    expect(await store().readStream(stream)).toHaveLength(5);
  });

  it.skipIf(!capabilities.globallyUniqueEventIds)(
    'rejects an event id already used in another stream',
    async () => {
      const event = anEvent();
      const original = streamName('owner');
      await store().append(original, [event], 'no-stream');
      const other = streamName('thief');
      const error = await rejection(store().append(other, [event], 'any'));
      expect(error).toBeInstanceOf(DuplicateEventIdError);
      expect(error).toMatchObject({ eventId: event.id, stream: other, existingStream: original });
      expect(await store().readStream(other)).toEqual([]);
    },
  );
}
