import { randomUUID } from 'node:crypto';
import { COCOON_DEFECTS_STREAM } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'defects' });
  api = apiClient(app.url);
  branch = await api.login('branch');
});
afterAll(async () => app?.stop());

const list = async (token = branch) =>
  (await api.get('/DefectCocoon/getAll_DefectCocoon', token)).body.data as any[];
const eventsInCatalogue = async () => (await app.deps.store.readStream(COCOON_DEFECTS_STREAM)).length;

describe('cocoon defects over HTTP', () => {
  it('lists the seeded defects', async () => {
    const rows = await list();
    expect(rows.map((r) => r.defectCode)).toEqual(['DF01', 'DF02', 'DF03', 'DF04', 'DF05']);
    expect(rows[0]).toMatchObject({ defectName: 'Double cocoon / இரட்டைக் கூடு', isActive: 1 });
  });

  it('saves a defect and shows it in the very next list (read-your-writes)', async () => {
    const saved = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'DF10', defectName: 'Thin end' },
      branch,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: 'Success', message: 'Form Submitted Successfully' });
    expect(saved.body.position).toEqual(expect.any(String));
    expect((await list()).find((r) => r.defectId === saved.body.id)).toMatchObject({ defectCode: 'DF10' });
  });

  it("rejects empty fields with the spec's messages and appends nothing", async () => {
    const before = await eventsInCatalogue();
    const answer = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: ' ', defectName: '' },
      branch,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Please enter Defect Code',
      statusCode: 400,
      errors: { defectCode: ['Please enter Defect Code'], defectName: ['Please enter Defect Name'] },
    });
    expect(await eventsInCatalogue()).toBe(before);
  });

  it('answers a duplicate code with 409 naming the field', async () => {
    const answer = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'df01', defectName: 'Again' },
      branch,
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      statusCode: 409,
      field: 'defectCode',
      message: 'Defect Code df01 already exists',
    });
  });

  it('appends once when the same command is retried, even in parallel', async () => {
    const before = await eventsInCatalogue();
    const key = randomUUID();
    const body = { defectCode: 'DF11', defectName: 'Pierced' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.post('/DefectCocoon/SaveDefectCocoon', body, branch, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const retried = await api.post('/DefectCocoon/SaveDefectCocoon', body, branch, key);
    expect(retried.body.id).toBe(answers[0]!.body.id);
    expect(await eventsInCatalogue()).toBe(before + 1);
    expect((await list()).filter((r) => r.defectCode === 'DF11')).toHaveLength(1);
  });

  it('refuses a reused command id carrying a different request', async () => {
    const key = randomUUID();
    await api.post('/DefectCocoon/SaveDefectCocoon', { defectCode: 'DF12', defectName: 'A' }, branch, key);
    const other = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'DF13', defectName: 'B' },
      branch,
      key,
    );
    expect(other.status).toBe(409);
  });

  it('requires an Idempotency-Key on commands', async () => {
    const answer = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'DF14', defectName: 'A' },
      branch,
      null,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors['Idempotency-Key']).toBeDefined();
  });

  it('updates and removes a defect', async () => {
    const saved = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'DF20', defectName: 'Old' },
      branch,
    );
    const updated = await api.post(
      '/DefectCocoon/UpdateDefectCocoon',
      { defectId: saved.body.id, defectCode: 'DF21', defectName: 'New' },
      branch,
    );
    expect(updated.status).toBe(200);
    expect((await list()).find((r) => r.defectId === saved.body.id)).toMatchObject({
      defectCode: 'DF21',
      defectName: 'New',
    });
    const removed = await api.post('/DefectCocoon/RemoveDefectCocoon', { defectId: saved.body.id }, branch);
    expect(removed.body.message).toBe('Your item has been deleted');
    expect((await list()).find((r) => r.defectId === saved.body.id)).toBeUndefined();
    const again = await api.post('/DefectCocoon/RemoveDefectCocoon', { defectId: saved.body.id }, branch);
    expect(again.status).toBe(404);
  });

  it('refuses roles the spec does not list (403) and callers without a session (401)', async () => {
    for (const username of ['admin', 'officer']) {
      const token = await api.login(username);
      expect((await api.get('/DefectCocoon/getAll_DefectCocoon', token)).status).toBe(403);
      const save = await api.post(
        '/DefectCocoon/SaveDefectCocoon',
        { defectCode: 'X1', defectName: 'X' },
        token,
      );
      expect(save.status).toBe(403);
    }
    const anonymous = await api.get('/DefectCocoon/getAll_DefectCocoon');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      message: 'Your session has expired. Please login again.',
      statusCode: 401,
    });
    expect((await api.get('/DefectCocoon/getAll_DefectCocoon', 'not-a-real-token')).status).toBe(401);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const answer = await api.call('POST', '/DefectCocoon/SaveDefectCocoon', {
      token: branch,
      rawBody: '{"defectCode":',
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
