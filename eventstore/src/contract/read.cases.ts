import { expect, it } from 'vitest';
import type { AppendResult, EventStore, EventToAppend } from '../port.js';
import { anEvent, eventually, idsOf, readAllUntil, someEvents, streamName } from './helpers.js';

/** Text and numbers the market really stores: Tamil names, the rupee sign, amounts in paise. */
const awkwardData = {
  reelerName: 'பட்டுக்கூடு வியாபாரி',
  note: 'விலை ₹ 1,23,456.78 — கிலோவுக்கு',
  amountPaise: Number.MAX_SAFE_INTEGER,
  negativePaise: -4_200,
  fraction: 0.1,
  beyondSafeIntegerPaise: '123456789012345678901234567890',
  nested: { grams: [0, 1, 250_000], empty: {}, none: null, yes: true },
  emoji: 'மகிழ்ச்சி 🐛',
};

export function readCases(store: () => EventStore): void {
  it('reading a missing stream returns nothing', async () => {
    expect(await store().readStream(streamName('missing'))).toEqual([]);
    expect(await store().readStream(streamName('missing'), { direction: 'backwards', maxCount: 3 })).toEqual(
      [],
    );
  });

  it('reads a stream forwards, backwards, from a revision and up to a count', async () => {
    const stream = streamName('read');
    const events = someEvents(5);
    await store().append(stream, events.slice(0, 2), 'no-stream');
    await store().append(stream, events.slice(2), 1);
    const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
      (await store().readStream(stream, options)).map((e) => e.revision);
    expect(await revisions(undefined)).toEqual([0, 1, 2, 3, 4]);
    expect(await revisions({ direction: 'backwards' })).toEqual([4, 3, 2, 1, 0]);
    expect(await revisions({ fromRevision: 2 })).toEqual([2, 3, 4]);
    expect(await revisions({ fromRevision: 3, direction: 'backwards' })).toEqual([3, 2, 1, 0]);
    expect(await revisions({ fromRevision: 1, maxCount: 2 })).toEqual([1, 2]);
    expect(await revisions({ direction: 'backwards', maxCount: 1 })).toEqual([4]);
    const stored = await store().readStream(stream);
    expect(idsOf(stored)).toEqual(idsOf(events));
    expect(stored.every((e) => e.streamName === stream && e.type === 'ContractTested')).toBe(true);
  });

  it('Tamil text, the rupee sign and large numbers round-trip exactly', async () => {
    const stream = streamName('unicode');
    const head = await store().headPosition();
    const metadata = {
      commandId: 'c-1',
      userId: 'u-1',
      marketId: 'ramanagara',
      schemaVersion: 2,
      note: 'பட்டு',
    };
    const event: EventToAppend = { ...anEvent('ரசீது-Issued', awkwardData), metadata };
    await store().append(stream, [event], 'no-stream');
    const [stored] = await store().readStream(stream);
    expect(stored).toMatchObject({ type: 'ரசீது-Issued', data: awkwardData, metadata });
    expect(stored!.recordedAt).toBeInstanceOf(Date);
    const all = await readAllUntil(store(), head, (events) => idsOf(events).includes(event.id));
    expect(all.find((e) => e.id === stored!.id)).toEqual(stored);
  });

  it('readAll hands out every event exactly once, strictly increasing, also from parallel writers', async () => {
    const head = await store().headPosition();
    const appended: { events: EventToAppend[]; result: AppendResult }[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async (_, writer) => {
        const stream = streamName(`writer${writer}`);
        for (let i = 0; i < 5; i++) {
          const events = someEvents(1 + (i % 2));
          const result = await store().append(stream, events, i === 0 ? 'no-stream' : 'any');
          appended.push({ events, result });
        }
      }),
    );
    const expectedIds = appended.flatMap((a) => idsOf(a.events));
    const wanted = new Set(expectedIds);
    const seen = await readAllUntil(
      store(),
      head,
      (all) => all.filter((e) => wanted.has(e.id)).length >= wanted.size,
      7,
    );

    const positions = seen.map((e) => e.position);
    for (let i = 1; i < positions.length; i++) expect(positions[i]! > positions[i - 1]!).toBe(true);
    const ours = seen.filter((e) => wanted.has(e.id));
    expect(ours).toHaveLength(expectedIds.length);
    expect(new Set(idsOf(ours))).toEqual(wanted);
    // The position an append reports is where its last event shows up in the global order.
    const byId = new Map(ours.map((e) => [e.id, e]));
    for (const { events, result } of appended)
      expect(byId.get(events.at(-1)!.id)?.position).toBe(result.position);
    // Within one stream the global order follows the revisions.
    const lastRevision = new Map<string, number>();
    for (const e of ours) {
      expect(e.revision).toBe((lastRevision.get(e.streamName) ?? -1) + 1);
      lastRevision.set(e.streamName, e.revision);
    }
  });

  it('a filtered readAll returns only wanted types and its next moves past the rest', async () => {
    const head = await store().headPosition();
    const wantedType = `Wanted-${streamName('type')}`;
    const stream = streamName('filtered');
    await store().append(stream, [anEvent(wantedType)], 'no-stream');
    const last = await store().append(stream, someEvents(3, 'Unwanted'), 0);
    const slice = await eventually(async () => {
      const s = await store().readAll({ from: head, filter: { eventTypes: [wantedType] } });
      expect(s.next >= last.position).toBe(true);
      return s;
    });
    expect(slice.events.map((e) => e.type)).toEqual([wantedType]);
    expect(slice.isEnd).toBe(true);
    const after = await store().readAll({ from: slice.next, filter: { eventTypes: [wantedType] } });
    expect(after.events).toEqual([]);
    expect(after.next >= slice.next).toBe(true);
  });

  it('headPosition reaches the last append and readAll from there is empty', async () => {
    const result = await store().append(streamName('head'), [anEvent()], 'no-stream');
    const head = await eventually(async () => {
      const h = await store().headPosition();
      expect(h >= result.position).toBe(true);
      return h;
    });
    const slice = await store().readAll({ from: head });
    expect(slice.events).toEqual([]);
    expect(await store().ping()).toBe(true);
  });
}
