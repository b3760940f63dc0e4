import { waitForProjections } from '@cocoon/projectors';
import { type DemoOffices, linkDemoAccounts, seedDemoOffices } from '../../seed/offices.js';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';

export interface OfficesTestApp {
  app: TestApp;
  api: ReturnType<typeof apiClient>;
  offices: DemoOffices;
  /** Waits until the read models have every event stored so far (lists read after a seed or a direct write). */
  caughtUp(): Promise<void>;
}

/** The whole app with the demo offices seeded and the demo accounts linked (rjd: Salem, ad: Krishnagiri, branch/officer: Hosur). */
export async function startOfficesApp(
  name: string,
  env: Record<string, string> = {},
): Promise<OfficesTestApp> {
  const app = await startTestApp({ name, env });
  const offices = await seedDemoOffices(app.deps.db, app.deps.store);
  await linkDemoAccounts(app.deps.db, app.deps.store, offices);
  const caughtUp = async () => {
    const head = await app.deps.store.headPosition();
    if (!(await waitForProjections(app.deps.db, head, { timeoutMs: 15_000 }))) {
      throw new Error('projections did not catch up');
    }
  };
  await caughtUp();
  return { app, api: apiClient(app.url), offices, caughtUp };
}
