import { afterAll, beforeAll, describe } from 'vitest';
import type { EventStore } from '../port.js';
import { appendCases } from './append.cases.js';
import { chainCases } from './chain.cases.js';
import { readCases } from './read.cases.js';
import { subscribeCases } from './subscribe.cases.js';

export interface ContractCapabilities {
  /**
   * Event ids are unique across all streams, so reusing one in another stream is rejected. True for
   * PostgreSQL; KurrentDB only recognises ids within a stream.
   */
  globallyUniqueEventIds: boolean;
}

export interface StoreUnderTest {
  store: EventStore;
  /** Runs after the store is closed. */
  cleanup: () => Promise<void>;
}

/**
 * The behaviour every event-store adapter must show (design.md, "Event store"). One store serves the whole
 * suite; tests isolate themselves with fresh stream names and by reading from the head they saw first.
 */
export function describeEventStoreContract(
  name: string,
  makeStore: () => Promise<StoreUnderTest>,
  capabilities: ContractCapabilities = { globallyUniqueEventIds: true },
): void {
  describe(`${name} event store contract`, () => {
    let underTest: StoreUnderTest | undefined;
    const store = () => underTest!.store;

    beforeAll(async () => {
      underTest = await makeStore();
    });

    afterAll(async () => {
      if (!underTest) return;
      await underTest.store.close();
      await underTest.cleanup();
    });

    describe('append', () => appendCases(store, capabilities));
    describe('read', () => readCases(store));
    describe('subscribe', () => subscribeCases(store));
    describe('chain', () => chainCases(store));
  });
}
