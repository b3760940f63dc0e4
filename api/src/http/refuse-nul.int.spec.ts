import { COCOON_DEFECTS_STREAM } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';
import { nulFields } from './refuse-nul.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'refuse_nul' });
  api = apiClient(app.url);
  branch = await api.login('branch');
});
afterAll(async () => app?.stop());

describe('a NUL character in the input', () => {
  it('names the fields that hold one, however deep', () => {
    expect(nulFields({ a: 'ok', b: 'x\u0000', c: [{ d: '\u0000' }], e: 3 })).toEqual(['b', 'c.0.d']);
    expect(nulFields('plain')).toEqual([]);
  });

  it('is refused with 400 naming the field, and nothing is appended', async () => {
    const before = (await app.deps.store.readStream(COCOON_DEFECTS_STREAM)).length;
    const answer = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'NUL1', defectName: 'a\u0000b' },
      branch,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.defectName).toEqual(['defectName must not contain a NUL character']);
    expect((await app.deps.store.readStream(COCOON_DEFECTS_STREAM)).length).toBe(before);
    const valid = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'NUL1', defectName: 'ab' },
      branch,
    );
    expect(valid.status).toBe(200);
  });

  it('is refused in a login, a search and a path, never a 500', async () => {
    const login = await api.call('POST', '/auth/connect', {
      body: { username: 'bra\u0000nch', password: 'Demo@1234' },
      key: null,
    });
    expect(login.status).toBe(400);
    expect((await api.get('/DefectCocoon/getAll_DefectCocoon?search=a%00b', branch)).status).toBe(400);
    expect((await api.get('/History/staff/a%00b', branch)).status).toBe(400);
  });
});
