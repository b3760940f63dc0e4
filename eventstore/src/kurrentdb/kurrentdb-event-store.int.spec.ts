import { describe, it } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1';

type Target = { start: () => Promise<{ url: string; stop: () => Promise<void> }> } | { skipped: string };

/** EVENTSTORE_URL wins; else a container if a runtime answers; else the suite is reported skipped, with why. */
async function findKurrentDb(): Promise<Target> {
  const url = process.env.EVENTSTORE_URL;
  if (url) return { start: async () => ({ url, stop: async () => undefined }) };
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return { skipped: 'no EVENTSTORE_URL and no container runtime' };
  }
  return {
    start: async () => {
      const container = await new GenericContainer(KURRENTDB_IMAGE)
        .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None' })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
        .start();
      return {
        url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
        stop: async () => {
          await container.stop();
        },
      };
    },
  };
}

const target = await findKurrentDb();

if ('skipped' in target) {
  describe.skip(`KurrentDB contract skipped: ${target.skipped}`, () => {
    it('runs the event-store contract against KurrentDB', () => undefined);
  });
} else {
  describeEventStoreContract(
    'KurrentDB',
    async () => {
      const server = await target.start();
      return { store: new KurrentDbEventStore({ connectionString: server.url }), cleanup: server.stop };
    },
    { globallyUniqueEventIds: false },
  );
}
