import {
  auctionDayDecider,
  auctionDayEventSchema,
  auctionDayStream,
  fold,
  lotEventSchema,
  lotStream,
} from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandRun } from '../commands/run-command.js';
import { StreamRunner } from '../commands/stream-runner.js';
import { settingsInForce } from './access.js';
import { inwardLot, scheduleSlot } from './auction-writes.js';
import { type AuctionTestMarket, startAuctionMarket } from './testing.js';

/**
 * A command that writes several streams (the day's lot number, then the lot; the day's slot, then each lot)
 * can be cut off between them — a killed process. Run again with the same command id, it finishes the work
 * without a second lot number, a second lot or a second placement.
 */
let m: AuctionTestMarket;

beforeAll(async () => {
  m = await startAuctionMarket('auction-crash', { farmers: 3, reelers: 1 });
  m.setClock('09:00');
}, 120_000);

afterAll(async () => {
  await m?.app.stop();
});

/** The store, except that appends to streams the filter picks fail `times` times: the process died there. */
function dyingStore(store: EventStore, dies: (stream: string) => boolean, times = 1): EventStore {
  let left = times;
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'append') {
        return (stream: string, ...rest: unknown[]) => {
          if (dies(stream) && left > 0) {
            left -= 1;
            return Promise.reject(new Error('process killed'));
          }
          return (target.append as (...a: unknown[]) => unknown).call(target, stream, ...rest);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

const HOSUR_ADMIN = {
  userId: 'hosur.admin',
  userName: 'hosur.admin',
  userType: 'Branch Admin',
  marketId: null,
  regionId: null,
  adOfficeId: null,
  branchId: null,
};
const runOf = (commandId: string, streams = new StreamRunner(m.app.deps.store)) =>
  new CommandRun(
    { db: m.app.deps.db, store: m.app.deps.store, streams },
    HOSUR_ADMIN,
    commandId,
    m.app.deps.clock(),
  );

async function day() {
  const recorded = await m.app.deps.store.readStream(auctionDayStream(m.hosurId, m.today()));
  return recorded.map((r) => auctionDayEventSchema.parse({ type: r.type, data: r.data }));
}

describe('killed between streams', () => {
  it('an inward cut off after its lot number finishes on retry with the same number, once', async () => {
    const settings = await settingsInForce(m.app.deps.db, m.hosurId, m.today());
    const farmer = m.farmers[0]!;
    const details = {
      marketId: m.hosurId,
      inwardDate: m.today(),
      farmerId: farmer.customerId,
      farmerName: farmer.name,
      farmerCode: farmer.headCode,
      cocoonTypeId: m.cocoonTypeId,
      silkName: 'BV',
      lays: 100,
      cocoonWeightGrams: 50_000,
      sample: { sampleCount: 60, cocoonWeightMg: 100_000, shellWeightMg: 21_670, defectiveCount: 3 },
    };
    const killed = new StreamRunner(dyingStore(m.app.deps.store, (s) => s.startsWith('lot-')));
    await expect(inwardLot(runOf('crash-inward-1', killed), details, settings)).rejects.toThrow(
      'process killed',
    );
    expect((await day()).filter((e) => e.type === 'LotNumberAllocated')).toHaveLength(1);

    // The retry runs in a fresh process (nothing cached), with the same command id.
    const again = await inwardLot(runOf('crash-inward-1'), details, settings);
    // And once more (the client retried again): the same answer, nothing new.
    const twice = await inwardLot(runOf('crash-inward-1'), details, settings);
    expect(again.lotNo).toBe(1);
    expect(twice).toMatchObject({ lotId: again.lotId, lotNo: 1 });
    expect((await day()).filter((e) => e.type === 'LotNumberAllocated')).toHaveLength(1);
    const lot = await m.app.deps.store.readStream(lotStream(again.lotId));
    expect(lot.map((r) => r.type)).toEqual(['LotInwarded']);
    // The next lot gets the next number: none was skipped or reused.
    const next = await inwardLot(
      runOf('crash-inward-2'),
      { ...details, farmerId: m.farmers[1]!.customerId },
      settings,
    );
    expect(next.lotNo).toBe(2);
  });

  it('a slot cut off after the day recorded it places every lot exactly once on retry', async () => {
    const request = {
      marketId: m.hosurId,
      inwardDate: m.today(),
      startTime: '10:00',
      endTime: '10:30',
      lotFrom: 1,
      lotTo: 2,
    };
    let placed = 0;
    // Dies on the second lot's placement: one lot is in the slot, the other not yet.
    const killed = new StreamRunner(
      dyingStore(m.app.deps.store, (s) => s.startsWith('lot-') && ++placed === 2),
    );
    await expect(scheduleSlot(runOf('crash-slot-1', killed), request)).rejects.toThrow('process killed');
    const slots = (await day()).filter((e) => e.type === 'SlotScheduled');
    expect(slots).toHaveLength(1);

    const retried = await scheduleSlot(runOf('crash-slot-1'), request);
    expect(retried).toMatchObject({ slotNo: 1, lotCount: 2 });
    expect((await day()).filter((e) => e.type === 'SlotScheduled')).toHaveLength(1);
    const state = fold(auctionDayDecider, await day());
    for (const lotId of state.lotNumbers.keys()) {
      const events = (await m.app.deps.store.readStream(lotStream(lotId))).map((r) =>
        lotEventSchema.parse({ type: r.type, data: r.data }),
      );
      expect(events.filter((e) => e.type === 'LotPlacedInSlot')).toHaveLength(1);
    }
  });
});
