import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  app = await startTestApp({ name: 'platform' });
  api = apiClient(app.url);
});
afterAll(async () => app?.stop());

describe('platform endpoints', () => {
  it('reports database, event store, Redis and projections healthy', async () => {
    const answer = await api.get('/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ok',
      database: { ok: true },
      eventStore: { ok: true },
      redis: { ok: true },
    });
    const names = answer.body.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['masters.cocoon-defects', 'masters.cocoon-types', 'documents.render']),
    );
  });

  it('publishes an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const doc = (await api.get('/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const save = doc.paths['/api/DefectCocoon/SaveDefectCocoon'].post;
    expect(save.requestBody.content['application/json'].schema.required).toEqual([
      'defectCode',
      'defectName',
    ]);
    expect(save.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key' })]),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/connect',
        '/api/MasCocoon/getAll_MasCocoon',
        '/api/documents/{id}/file',
      ]),
    );
  });

  it('documents the answers the UI reads as 200 response schemas', async () => {
    const doc = (await api.get('/openapi.json')).body;
    const answer = (path: string) =>
      doc.paths[`/api${path}`].get.responses['200'].content['application/json'].schema;
    const rowOf = (path: string) => answer(path).properties.data.items;

    // List pages: the page object around the rows the query answers.
    const defects = answer('/DefectCocoon/getAll_DefectCocoon');
    expect(defects.required).toEqual(expect.arrayContaining(['data', 'total', 'page', 'pageSize', 'paged']));
    expect(Object.keys(rowOf('/DefectCocoon/getAll_DefectCocoon').properties)).toEqual([
      'defectId',
      'defectCode',
      'defectName',
      'isActive',
    ]);
    expect(rowOf('/MasCocoon/getAll_MasCocoon').required).toEqual([
      'cocoonId',
      'name',
      'shortName',
      'isActive',
    ]);

    // The auction's day lists, with the lot row's nullable fields as the read model has them.
    const lot = rowOf('/CocoonInward/getAll_CucoonInward');
    expect(lot.properties.marketCode).toEqual({ type: ['string', 'null'] });
    expect(lot.properties.status.enum).toContain('Awaiting approval');
    expect(rowOf('/CocoonAuction/getAll_Weightinfo')).toEqual(lot);
    expect(rowOf('/SlotInfo/getAll_SlotByDate').properties.status.enum).toEqual([
      'Scheduled',
      'Open',
      'Closed',
      'Approved',
    ]);
    expect(answer('/SlotInfo/getAll_BidByDateSlot').properties.slots.type).toBe('array');
    expect(
      answer('/BiddingInfo/getAll_LiveBidding').properties.lots.items.properties.timeLeftSeconds,
    ).toEqual(expect.objectContaining({ type: 'integer' }));
    expect(answer('/reeler/lots').properties.lots.items.properties.iAmHighest).toEqual({ type: 'boolean' });

    // Masters, settings, history, documents and logins.
    for (const path of [
      '/Customer/getAll_Farmers',
      '/MasRegion/getAll_MasRegions',
      '/MasAssistantDirector/getAll_MasAssistantDirector',
      '/Tsc/getAll_Tsc',
      '/MasUsers/getAll_MasUsers',
    ]) {
      expect(rowOf(path).type).toBe('object');
    }
    expect(answer('/Customer/get_Customer/{id}').properties.data.properties.aadhaarNo).toBeDefined();
    expect(answer('/dataManager/getSettings').properties.data.items.properties.inForce).toBeDefined();
    expect(answer('/CocoonInward/LotHistory/{lotId}').properties.steps.items.properties.state).toBeDefined();
    expect(answer('/CocoonInward/InwardSettings').required).toContain('minIncrementPaise');
    expect(answer('/History/{entity}/{id}').properties.data.items.required).toContain('changes');
    expect(answer('/documents/{id}').properties.status.enum).toEqual([
      'queued',
      'rendering',
      'ready',
      'failed',
    ]);
    const connect = doc.paths['/api/auth/connect'].post.responses['200'].content['application/json'].schema;
    expect(connect.properties.result.enum).toEqual(['Success', 'Failed']);
  });

  it('names every operation by a unique operationId derived from its path, for generated clients', async () => {
    const doc = (await api.get('/openapi.json')).body;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { operationId?: string }>).map(([method, operation]) => ({
        at: `${method} ${path}`,
        operationId: operation.operationId,
      })),
    );
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((o) => !o.operationId).map((o) => o.at)).toEqual([]);
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // An identifier in any language a client is generated in.
    expect(ids.filter((id) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(id ?? ''))).toEqual([]);
    const idOf = (path: string, method: string) => doc.paths[path][method].operationId;
    expect(idOf('/api/CocoonAuction/Save_CocoonAution', 'post')).toBe('CocoonAuction_Save_CocoonAution');
    expect(idOf('/api/documents/{id}/file', 'get')).toBe('documents_by_id_file');
    expect(idOf('/api/auth/Password-Change', 'post')).toBe('auth_Password_Change');
  });

  it('declares a 200 answer schema for every operation: JSON, or the file or stream it sends', async () => {
    const doc = (await api.get('/openapi.json')).body;
    const undeclared: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(
        methods as Record<
          string,
          { responses: Record<string, { content?: Record<string, { schema?: object }> }> }
        >,
      )) {
        const content = Object.entries(operation.responses['200']?.content ?? {});
        // An empty schema ({}) is "any": it tells a client nothing.
        const empty = content.filter(([, media]) => Object.keys(media.schema ?? {}).length === 0);
        if (content.length === 0 || empty.length > 0) undeclared.push(`${method} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    const post = (path: string) => doc.paths[`/api${path}`].post.responses['200'].content;
    // A command's answer: its own fields, and the result and read-your-writes position every command adds.
    const inward = post('/CocoonInward/SaveCocoonInward')['application/json'].schema;
    expect(inward.required).toEqual(expect.arrayContaining(['result', 'lotId', 'lotNo', 'floorPricePaise']));
    expect(inward.properties.position).toEqual({ type: 'string' });
    expect(Object.keys(post('/OnlinePayment/ExportBankFile'))).toEqual(['text/csv']);
    expect(
      doc.paths['/api/documents/{id}/file'].get.responses['200'].content['application/pdf'].schema,
    ).toEqual({
      type: 'string',
      format: 'binary',
    });
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with 405', async () => {
    const missing = await api.get('/NoSuch/thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found', statusCode: 404 });
    const wrongMethod = await api.call('GET', '/auth/connect');
    expect(wrongMethod.status).toBe(405);
  });

  it('serves the UI with a fallback to index.html for client-side routes', async () => {
    const page = await fetch(`${app.url}/app/cocoondefect/defectlist`);
    // `npm test` builds the UI before the tests run.
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const traversal = await fetch(`${app.url}/..%2f..%2fpackage.json`);
    expect(await traversal.text()).not.toContain('"workspaces"');
  });
});
