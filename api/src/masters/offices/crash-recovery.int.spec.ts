import { randomUUID } from 'node:crypto';
import { ABANDONED_AFTER_MS, registerMarketOfficerSchema, staffStream } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../../commands/command-log.js';
import { type CommandActor, CommandRun } from '../../commands/run-command.js';
import { StreamRunner } from '../../commands/stream-runner.js';
import type { DemoOffices } from '../../seed/offices.js';
import type { TestApp } from '../../testing/app.js';
import type { apiClient } from '../../testing/client.js';
import { registerBranchStaff } from './staff-commands.js';
import { startOfficesApp } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: DemoOffices;
let ad: CommandActor;
let adToken: string;

beforeAll(async () => {
  ({ app, api, offices } = await startOfficesApp('offices_crash'));
  adToken = await api.login('ad');
  const row = await app.deps.db
    .selectFrom('app.staff_users')
    .select(['user_id', 'username', 'user_type', 'market_id', 'region_id', 'ad_office_id', 'branch_id'])
    .where('username', '=', 'ad')
    .executeTakeFirstOrThrow();
  ad = {
    userId: row.user_id,
    userName: row.username,
    userType: row.user_type,
    marketId: row.market_id,
    regionId: row.region_id,
    adOfficeId: row.ad_office_id,
    branchId: row.branch_id,
  };
});
afterAll(async () => app?.stop());

const body = (userName: string) => ({
  userName,
  designation: 'Inspector',
  emailId: `${userName}@example.in`,
  mobileNo: '9443500001',
  password: 'Secret123',
  branchId: offices.markets.hosur,
});

/** The process dies at the event store: the append never happens and nothing cleans up. */
function crashingStore(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'append') {
        return async () => {
          throw new Error('simulated crash');
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Runs Register-Market as the api would, but stops where a crash would: no confirmation, no clean-up. */
async function interrupted(userName: string, key: string, store: EventStore) {
  const run = new CommandRun(
    { db: app.deps.db, store, streams: new StreamRunner(store) },
    ad,
    key,
    app.deps.clock(),
  );
  const input = { ...registerMarketOfficerSchema.parse(body(userName)), userType: 'Market Officer' as const };
  await registerBranchStaff(run, input).catch((error: Error) => {
    if (error.message !== 'simulated crash') throw error;
  });
  return run;
}

/** The command log's claim as a crashed request leaves it (pending, older than the takeover limit). */
async function staleClaim(key: string, userName: string) {
  await app.deps.db
    .insertInto('app.command_log')
    .values({
      command_id: key,
      user_id: ad.userId,
      request_hash: requestHash('/api/auth/Register-Market', body(userName)),
      status: 'pending',
      created_at: sql`now() - interval '1 minute'`,
    })
    .execute();
}

const account = (userName: string) =>
  app.deps.db
    .selectFrom('app.staff_users')
    .select(['user_id', 'is_active', 'pending_command'])
    .where('username', '=', userName)
    .execute();
const loginStatus = async (username: string) =>
  (await api.call('POST', '/auth/connect', { body: { username, password: 'Secret123' }, key: null })).status;
const ageReservation = (userName: string) =>
  app.deps.db
    .updateTable('app.staff_users')
    .set({ pending_since: sql`now() - interval '5 minutes'` })
    .where('username', '=', userName)
    .execute();

describe('a staff registration interrupted by a crash', () => {
  it('before its event: the reserved account cannot log in, and the retry completes it once', async () => {
    const key = randomUUID();
    const run = await interrupted('crash.before', key, crashingStore(app.deps.store));
    const reserved = await account('crash.before');
    expect(reserved).toEqual([{ user_id: run.newId('staff'), is_active: 0, pending_command: key }]);
    expect(await loginStatus('crash.before')).toBe(401);

    await staleClaim(key, 'crash.before');
    const retried = await api.post('/auth/Register-Market', body('crash.before'), adToken, key);
    expect(retried.status).toBe(200);
    expect(retried.body.staffId).toBe(run.newId('staff'));
    expect(await account('crash.before')).toEqual([
      { user_id: run.newId('staff'), is_active: 1, pending_command: null },
    ]);
    expect((await app.deps.store.readStream(staffStream(run.newId('staff')))).length).toBe(1);
    expect(await loginStatus('crash.before')).toBe(200);
  });

  it('after its event: the retry appends nothing more and lets the account log in', async () => {
    const key = randomUUID();
    const run = await interrupted('crash.after', key, app.deps.store);
    expect(await account('crash.after')).toEqual([
      { user_id: run.newId('staff'), is_active: 0, pending_command: key },
    ]);
    expect(await loginStatus('crash.after')).toBe(401);

    await staleClaim(key, 'crash.after');
    const retried = await api.post('/auth/Register-Market', body('crash.after'), adToken, key);
    expect(retried.body.staffId).toBe(run.newId('staff'));
    expect((await app.deps.store.readStream(staffStream(run.newId('staff')))).length).toBe(1);
    expect(await loginStatus('crash.after')).toBe(200);
  });

  it('never retried, after its event: the account exists, so the username stays taken (and is confirmed)', async () => {
    const run = await interrupted('crash.orphan', randomUUID(), app.deps.store);
    const fresh = await api.post('/auth/Register-Market', body('crash.orphan'), adToken);
    expect(fresh.status).toBe(409);
    await ageReservation('crash.orphan');
    const later = await api.post('/auth/Register-Market', body('crash.orphan'), adToken);
    expect(later.status).toBe(409);
    expect(later.body.field).toBe('userName');
    expect(await account('crash.orphan')).toEqual([
      { user_id: run.newId('staff'), is_active: 1, pending_command: null },
    ]);
  });

  it('never retried, before its event: once stale, the username goes to the next registration', async () => {
    await interrupted('crash.lost', randomUUID(), crashingStore(app.deps.store));
    expect((await api.post('/auth/Register-Market', body('crash.lost'), adToken)).status).toBe(409);
    await ageReservation('crash.lost');
    const taken = await api.post('/auth/Register-Market', body('crash.lost'), adToken);
    expect(taken.status).toBe(200);
    expect(await account('crash.lost')).toEqual([
      { user_id: taken.body.staffId, is_active: 1, pending_command: null },
    ]);
    expect(await loginStatus('crash.lost')).toBe(200);
  });
});

describe('an office code reserved by a crashed command', () => {
  it('blocks the code while fresh and frees it once abandoned, if its owner was never created', async () => {
    const stream = 'reservation-branch-code:VPM';
    await app.deps.store.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'UniqueValueReserved',
          data: { kind: 'branch-code', ownerId: randomUUID(), reservedAt: app.deps.clock().toISOString() },
          metadata: { commandId: 'crashed-command' },
        },
      ],
      'no-stream',
    );
    const save = (userName: string) =>
      api.post(
        '/Tsc/SaveTsc',
        {
          branchCode: 'VPM',
          kind: 'market',
          branchName: 'Veppanapalli',
          branchNameTa: 'வேப்பனப்பள்ளி',
          adOfficeId: offices.adOfficeId,
          address1: 'Main Road',
          city: 'Veppanapalli',
          pinCode: '635121',
          mobileNo: '9443500009',
          emailId: 'vpm@example.in',
          userName,
          password: 'Secret123',
        },
        adToken,
      );
    const blocked = await save('vpm.admin');
    expect(blocked.status).toBe(409);
    expect(blocked.body.field).toBe('branchCode');
    // Nothing of the refused request remains: its username is still free.
    expect(await account('vpm.admin')).toEqual([]);
    const clock = app.deps.clock;
    app.deps.clock = () => new Date(clock().getTime() + ABANDONED_AFTER_MS);
    try {
      const opened = await save('vpm.admin');
      expect(opened.status).toBe(200);
      const holder = await app.deps.store.readStream(stream, { direction: 'backwards', maxCount: 1 });
      expect(holder[0]).toMatchObject({
        type: 'UniqueValueReserved',
        data: { ownerId: opened.body.branchId },
      });
    } finally {
      app.deps.clock = clock;
    }
  });
});
