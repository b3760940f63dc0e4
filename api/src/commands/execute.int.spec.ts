import { randomUUID } from 'node:crypto';
import { COCOON_DEFECTS_STREAM } from '@cocoon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';
import { eventIdFor } from './event-ids.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'commands' });
  api = apiClient(app.url);
  branch = await api.login('branch');
});
afterAll(async () => app?.stop());

const catalogue = () => app.deps.store.readStream(COCOON_DEFECTS_STREAM);

describe('command execution under failure', () => {
  it('a retry after a crash between append and answer returns the original result and appends nothing', async () => {
    // The state a crash leaves: the command's event is in the stream, its log entry still pending (and stale).
    const key = randomUUID();
    const body = { defectCode: 'DF40', defectName: 'Crash survivor' };
    const defectId = randomUUID();
    const before = await catalogue();
    const user = await app.deps.db
      .selectFrom('app.staff_users')
      .select('user_id')
      .where('username', '=', 'branch')
      .executeTakeFirstOrThrow();
    const { requestHash } = await import('./command-log.js');
    await app.deps.db
      .insertInto('app.command_log')
      .values({
        command_id: key,
        user_id: user.user_id,
        request_hash: requestHash('/api/DefectCocoon/SaveDefectCocoon', body),
        status: 'pending',
        created_at: sql`now() - interval '5 minutes'`,
      })
      .execute();
    await app.deps.store.append(
      COCOON_DEFECTS_STREAM,
      [
        {
          id: eventIdFor(key, 0),
          type: 'CocoonDefectAdded',
          data: { defectId, ...body },
          metadata: { commandId: key },
        },
      ],
      before.at(-1)!.revision,
    );

    const retried = await api.post('/DefectCocoon/SaveDefectCocoon', body, branch, key);
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(defectId);
    expect((await catalogue()).length).toBe(before.length + 1);
  });

  it('re-decides on a concurrency conflict: parallel saves of different codes all land', async () => {
    const before = (await catalogue()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.post(
          '/DefectCocoon/SaveDefectCocoon',
          { defectCode: `PX${i}`, defectName: `Parallel ${i}` },
          branch,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const events = await catalogue();
    expect(events.length).toBe(before + 6);
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
  });

  it('a refusal by the checks before the work leaves the key unclaimed (it is claimed while they run)', async () => {
    const key = randomUUID();
    const logged = () =>
      app.deps.db.selectFrom('app.command_log').select('status').where('command_id', '=', key).execute();
    const unknownFarmer = { farmerId: randomUUID(), language: 'en', optOut: false };
    const refused = await api.post('/Notices/SetFarmerPreference', unknownFarmer, branch, key);
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    expect(await logged()).toEqual([]);
    // The same key for another request is free (a claimed key would answer 409 "used for a different request").
    const other = { ...unknownFarmer, farmerId: randomUUID() };
    expect((await api.post('/Notices/SetFarmerPreference', other, branch, key)).status).toBe(404);
    expect(await logged()).toEqual([]);
    // And a request without a key is still refused by its checks first, as before.
    const noKey = await fetch(`${app.url}/api/Notices/SetFarmerPreference`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${branch}` },
      body: JSON.stringify(unknownFarmer),
    });
    expect(noKey.status).toBe(404);
  });

  it('parallel saves of the same new code: exactly one wins, the others get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/DefectCocoon/SaveDefectCocoon', { defectCode: 'SAME', defectName: 'Race' }, branch),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
  });
});
