import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import type { apiClient } from '../../testing/client.js';
import { startOfficesApp } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
const ROLES = ['admin', 'rjd', 'ad', 'branch', 'officer'] as const;
// The pickers answer the roles whose forms hold them; the Market Officer's only screen is the dashboard.
const OFFICES_AND_ADMIN = ['admin', 'rjd', 'ad', 'branch'];
const tokens = {} as Record<(typeof ROLES)[number], string>;

beforeAll(async () => {
  ({ app, api } = await startOfficesApp('offices_permissions'));
  for (const role of ROLES) tokens[role] = await api.login(role);
});
afterAll(async () => app?.stop());

const id = randomUUID();
/** Endpoint → the demo roles the spec's table (section 6) lets through; everyone else gets 403. */
const TABLE: Array<[method: 'GET' | 'POST', path: string, allowed: readonly string[]]> = [
  ['GET', '/MasRegion/getAll_MasRegions', OFFICES_AND_ADMIN],
  ['POST', '/auth/Register-RJD', ['admin']],
  ['POST', '/MasRegion/UpdateMasRegion', ['admin']],
  ['POST', '/auth/Register-AD', ['admin', 'rjd']],
  ['GET', '/MasAssistantDirector/getAll_MasAssistantDirector', ['admin', 'rjd']],
  ['POST', '/MasAssistantDirector/UpdateMasAssistantDirector', ['admin', 'rjd']],
  ['GET', `/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId?regionId=${id}`, OFFICES_AND_ADMIN],
  ['GET', `/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId/${id}`, OFFICES_AND_ADMIN],
  ['GET', '/Tsc/getAll_Tsc', ['admin', 'rjd', 'ad', 'branch']],
  ['POST', '/Tsc/SaveTsc', ['admin', 'rjd', 'ad', 'branch']],
  ['POST', '/Tsc/UpdateTsc', ['admin', 'rjd', 'ad', 'branch']],
  ['GET', '/MasBranch/getAll_MasBranch', OFFICES_AND_ADMIN],
  ['GET', `/MasBranch/getAll_BranchByADOId?adOfficeId=${id}`, OFFICES_AND_ADMIN],
  ['GET', `/MasBranch/getAll_BranchByADOId/${id}`, OFFICES_AND_ADMIN],
  ['POST', '/auth/Register-Market', ['admin', 'rjd', 'ad']],
  ['POST', '/auth/Register-MasUsers', ['admin', 'rjd', 'ad', 'branch']],
  ['GET', '/MasUsers/getAll_MasUsers', ['admin', 'rjd', 'ad', 'branch']],
  ['POST', '/MasUsers/UpdateMasUsers', ['admin', 'rjd', 'ad', 'branch']],
  ['GET', '/MasUsers/getAll_UserTypes', ['admin', 'rjd', 'ad', 'branch']],
];

describe('office endpoints: who may call them', () => {
  it.each(TABLE)('%s %s', async (method, path, allowed) => {
    const anonymous = await api.call(method, path, { body: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Your session has expired. Please login again.');
    for (const role of ROLES) {
      // An empty body: a permitted caller gets 400 (field messages), the others 403 before any parsing.
      const answer = await api.call(method, path, { token: tokens[role], body: {} });
      if (allowed.includes(role)) expect([200, 400], `${role} ${path}`).toContain(answer.status);
      else expect(answer.status, `${role} ${path}`).toBe(403);
    }
  });

  it('documents every office endpoint in OpenAPI, the regionId and adOfficeId parameters included', async () => {
    const doc = (await api.get('/openapi.json')).body;
    for (const [, path] of TABLE) {
      const bare = path.split('?')[0]!.replace(id, '{x}');
      const documented = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{x}'));
      expect(documented).toContain(`/api${bare}`);
    }
    const byQuery = doc.paths['/api/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId'].get;
    expect(byQuery.parameters.map((p: any) => p.name)).toContain('regionId');
    const byPath = doc.paths['/api/MasBranch/getAll_BranchByADOId/{adOfficeId}'].get;
    expect(byPath.parameters).toContainEqual(expect.objectContaining({ name: 'adOfficeId', in: 'path' }));
    const register = doc.paths['/api/auth/Register-MasUsers'].post;
    expect(register.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });
});
