import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  app = await startTestApp({ name: 'tscpicker' });
  api = apiClient(app.url);
});
afterAll(async () => app?.stop());

const codes = (body: { data: Array<{ branchCode: string }> }) => body.data.map((b) => b.branchCode).sort();

describe('TSC picker for a market', () => {
  it("offers a market's staff the TSCs of its AD office, while its branch list stays its own market", async () => {
    const branch = await api.login('branch');
    expect(codes((await api.get('/MasBranch/getAll_MasBranch?kind=tsc', branch)).body)).toEqual([
      'KVP',
      'PLC',
    ]);
    expect(codes((await api.get('/MasBranch/getAll_MasBranch', branch)).body)).toEqual(['HSR']);
    expect(codes((await api.get('/MasBranch/getAll_MasBranch?kind=market', branch)).body)).toEqual(['HSR']);
  });
});
