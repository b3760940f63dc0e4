import { generateSealKeyPem } from '@cocoon/eventstore';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';
import { startDailySeal } from './daily-seal.js';

describe('history audit routes', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp({
      name: 'audit_routes',
      env: { AUDIT_SEAL_PRIVATE_KEY: generateSealKeyPem().privateKeyPem },
    });
    api = apiClient(app.url);
    admin = await api.login('admin');
  });

  afterAll(async () => {
    await app?.stop();
  });

  async function lastSeal(): Promise<{ sequence: number; sealedAt: string }> {
    const { rows } = await sql<{ sequence: string; sealed_at: Date }>`
      SELECT sequence, sealed_at FROM audit.seals ORDER BY sequence DESC LIMIT 1`.execute(app.deps.db);
    return { sequence: Number(rows[0]!.sequence), sealedAt: rows[0]!.sealed_at.toISOString() };
  }

  it('an Admin seals the seeded history, verifies it clean, and sees the run; then a tampered event is named', async () => {
    expect((await api.get('/Audit/verification', admin)).body).toEqual({ lastRun: null });

    const seal = await api.post('/Audit/seal', {}, admin);
    expect(seal.status).toBe(200);
    expect(seal.body).toMatchObject({ sequence: 1, streams: expect.any(Number), keyId: expect.any(String) });
    expect(seal.body.streams).toBeGreaterThan(0);

    const clean = await api.post('/Audit/verify', {}, admin);
    expect(clean.body).toMatchObject({ ok: true, seals: 1, problemCount: 0, problems: [] });
    expect(clean.body.position).toMatch(/^\d{20}-\d{20}$/);

    const { rows } = await sql<{ stream_name: string }>`
      UPDATE eventstore.events SET data = data || '{"tampered": true}'
      WHERE global_position = (SELECT min(global_position) FROM eventstore.events)
      RETURNING stream_name`.execute(app.deps.db);
    const stream = rows[0]!.stream_name;
    const found = await api.post('/Audit/verify', {}, admin);
    expect(found.body).toMatchObject({ ok: false, problemCount: 1 });
    expect(found.body.problems).toEqual([expect.objectContaining({ kind: 'altered', stream, revision: 0 })]);

    const last = await api.get('/Audit/verification', admin);
    expect(last.body.lastRun).toMatchObject({
      ok: false,
      problemCount: 1,
      finishedAt: found.body.finishedAt,
    });
  });

  it('the api seals by itself once the interval has passed since the last seal', async () => {
    const sealed = (await api.post('/Audit/seal', {}, admin)).body.sequence as number;
    const realClock = app.deps.clock;
    const dayLater = new Date(realClock().getTime() + 25 * 60 * 60 * 1000);
    app.deps.clock = () => dayLater;
    const stop = startDailySeal(app.deps);
    try {
      await vi.waitFor(
        async () =>
          expect(await lastSeal()).toEqual({ sequence: sealed + 1, sealedAt: dayLater.toISOString() }),
        {
          timeout: 20_000,
        },
      );
    } finally {
      stop();
      app.deps.clock = realClock;
    }
  });

  it("is the Admin's alone", async () => {
    const officer = await api.login('officer');
    expect((await api.get('/Audit/verification', officer)).status).toBe(403);
    expect((await api.post('/Audit/seal', {}, officer)).status).toBe(403);
  });
});

describe('history audit while the market works', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      name: 'audit_busy',
      env: { AUDIT_SEAL_PRIVATE_KEY: generateSealKeyPem().privateKeyPem },
    });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('verifies and seals clean while head codes are allocated, naming the position each run checked', async () => {
    const api = apiClient(app.url);
    const [admin, branch] = await Promise.all([api.login('admin'), api.login('hosur.admin')]);
    let writing = true;
    const allocated: number[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const answer = await api.post(`/dataManager/getHeadCode/${i % 3 ? 'farmer' : 'reeler'}`, {}, branch);
        allocated.push(answer.status);
      }
    })();
    const runs = [];
    try {
      for (let i = 0; i < 6; i++) {
        if (i % 2) expect((await api.post('/Audit/seal', {}, admin)).status).toBe(200);
        runs.push((await api.post('/Audit/verify', {}, admin)).body);
      }
    } finally {
      writing = false;
      await writer;
    }
    expect(allocated.length).toBeGreaterThan(runs.length);
    expect(new Set(allocated)).toEqual(new Set([200]));
    expect(runs.flatMap((run) => run.problems)).toEqual([]);
    const positions = runs.map((run) => run.position as string);
    expect(positions.every((p) => /^\d{20}-\d{20}$/.test(p))).toBe(true);
    expect(positions).toEqual([...positions].sort());
    expect((await api.get('/Audit/verification', admin)).body.lastRun.position).toBe(positions.at(-1));
  });
});

describe('history audit routes on a server without a seal key', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ name: 'audit_routes_nokey' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('refuses to seal or verify, saying which setting is missing', async () => {
    const api = apiClient(app.url);
    const admin = await api.login('admin');
    const seal = await api.post('/Audit/seal', {}, admin);
    expect(seal.status).toBe(409);
    expect(seal.body.message).toMatch(/AUDIT_SEAL_PRIVATE_KEY/);
    expect((await api.post('/Audit/verify', {}, admin)).status).toBe(409);
    expect((await api.get('/Audit/verification', admin)).body).toEqual({ lastRun: null });
  });
});
