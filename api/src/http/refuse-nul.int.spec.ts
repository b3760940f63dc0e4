import { COCOON_DEFECTS_STREAM } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';
import { nulFields, unstorableFields } from './refuse-nul.js';

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

describe('other text PostgreSQL cannot store', () => {
  it('names a field holding half a surrogate pair, but not a whole one', () => {
    expect(unstorableFields({ a: 'ok \uD83D\uDE00', b: 'x\uD800', c: ['\uDC00y'] })).toEqual([
      { field: 'b', message: 'must not contain an invalid character' },
      { field: 'c.0', message: 'must not contain an invalid character' },
    ]);
  });

  it('names a field nested too deeply, without overflowing on 100,000 levels', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableFields({ name: 'ok', deep })).toEqual([
      { field: 'deep', message: 'is nested too deeply' },
    ]);
    expect(unstorableFields({ crates: [{ grossGrams: 1 }] })).toEqual([]);
  });

  it('refuses an unpaired surrogate and a deep body or field with 400, appending nothing', async () => {
    const before = (await app.deps.store.readStream(COCOON_DEFECTS_STREAM)).length;
    const surrogate = await api.call('POST', '/DefectCocoon/SaveDefectCocoon', {
      token: branch,
      rawBody: '{"defectCode":"SUR1","defectName":"a\\ud800b"}',
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors.defectName).toEqual(['defectName must not contain an invalid character']);
    const deep = await api.call('POST', '/DefectCocoon/SaveDefectCocoon', {
      token: branch,
      rawBody: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(deep.status).toBe(400);
    // An unknown field is stripped by the schema, but the request hash read all of it (a 500 before).
    const deepField = await api.call('POST', '/DefectCocoon/SaveDefectCocoon', {
      token: branch,
      rawBody: `{"defectCode":"DEEP1","defectName":"Deep","x":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
    });
    expect(deepField.status).toBe(400);
    expect(deepField.body.errors).toEqual({ x: ['x is nested too deeply'] });
    expect((await app.deps.store.readStream(COCOON_DEFECTS_STREAM)).length).toBe(before);
  });
});
