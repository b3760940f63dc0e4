import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;

// A threshold of 3 makes the seeded five defects a "large" list, so the server pages it.
beforeAll(async () => {
  app = await startTestApp({ name: 'paging', env: { LIST_PAGING_THRESHOLD: '3' } });
  api = apiClient(app.url);
  branch = await api.login('branch');
});
afterAll(async () => app?.stop());

const list = async (query: string) =>
  (await api.get(`/DefectCocoon/getAll_DefectCocoon${query}`, branch)).body;

describe('server-side paging, sorting and searching of master lists', () => {
  it('pages a list longer than the threshold and says so', async () => {
    const first = await list('?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, paged: true });
    expect(first.data.map((r: { defectCode: string }) => r.defectCode)).toEqual(['DF01', 'DF02']);
    const last = await list('?page=3&pageSize=2');
    expect(last.data.map((r: { defectCode: string }) => r.defectCode)).toEqual(['DF05']);
  });

  it('sorts by a listed field in either order', async () => {
    const desc = await list('?sort=defectCode&order=desc&pageSize=2');
    expect(desc.data.map((r: { defectCode: string }) => r.defectCode)).toEqual(['DF05', 'DF04']);
  });

  it('searches code and name, Tamil included, treating % and _ literally', async () => {
    const tamil = await list('?search=%E0%AE%87%E0%AE%B0%E0%AE%9F%E0%AF%8D%E0%AE%9F%E0%AF%88'); // இரட்டை
    expect(tamil).toMatchObject({ total: 1, paged: false });
    expect(tamil.data[0].defectCode).toBe('DF01');
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=df0')).total).toBe(5);
  });

  it('refuses an unknown sort field or a bad page with 400', async () => {
    const badSort = await api.get('/DefectCocoon/getAll_DefectCocoon?sort=password', branch);
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors.sort).toEqual(['Cannot sort by password']);
    // Every object's own names are no column either (a 500 once, issue 23).
    for (const name of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const answer = await api.get(`/DefectCocoon/getAll_DefectCocoon?sort=${name}`, branch);
      expect(answer.status, name).toBe(400);
      expect(answer.body.errors.sort, name).toEqual([`Cannot sort by ${name}`]);
    }
    expect((await api.get('/DefectCocoon/getAll_DefectCocoon?page=0', branch)).status).toBe(400);
    expect((await api.get('/DefectCocoon/getAll_DefectCocoon?pageSize=9999', branch)).status).toBe(400);
  });
});

describe('every paged list of the OpenAPI document (issue 23)', () => {
  it("refuses each of Object.prototype's names as a sort with a 400 naming it, never a 500", async () => {
    const admin = await api.login('admin');
    const doc = (await api.get('/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    };
    const id = '00000000-0000-4000-8000-000000000000';
    const lists = Object.entries(doc.paths).flatMap(([path, operations]) => {
      const get = operations.get;
      const sortable = get?.parameters?.some((p) => p.in === 'query' && p.name === 'sort');
      // A path's ids are any well-formed id: the query is refused before anything is looked up.
      const filled = path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, id);
      return sortable ? [filled] : [];
    });
    // The thirteen paged lists of the finding, at least: a document that lost them would pass vacuously.
    expect(lists.length).toBeGreaterThanOrEqual(13);
    const names = Object.getOwnPropertyNames(Object.prototype);
    // Each list as someone who may read it (the Admin, or an office's user for the auction masters).
    const readers = [admin, branch, await api.login('rjd')];
    for (const list of lists) {
      let reader: string | undefined;
      let path = `${list}?`;
      for (const token of readers) {
        if (reader !== undefined) continue;
        const plain = await api.get(list, token);
        if ([401, 403].includes(plain.status)) continue;
        reader = token;
        // A list of one office's children names its parent in the query: any well-formed id will do.
        for (const field of Object.keys(plain.status === 400 ? plain.body.errors : {}))
          path += `${field}=${id}&`;
      }
      expect(reader, `someone may read ${list}`).toBeDefined();
      for (const name of names) {
        const answer = await api.get(`${path}sort=${encodeURIComponent(name)}`, reader);
        expect(answer.status, `${path}sort=${name} ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.errors?.sort, `${path}sort=${name}`).toEqual([`Cannot sort by ${name}`]);
      }
    }
  });
});
