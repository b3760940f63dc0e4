import { randomUUID } from 'node:crypto';
import { type Action, can, PERMISSIONS } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../http/routes.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};

const ROLES = {
  admin: 'Admin',
  rjd: 'RJD',
  ad: 'AD',
  branch: 'Branch Admin',
  officer: 'Market Officer',
} as const;
type User = keyof typeof ROLES;

beforeAll(async () => {
  app = await startTestApp({ name: 'menu_permissions' });
  api = apiClient(app.url);
  for (const user of Object.keys(ROLES)) tokens[user] = await api.login(user);
});
afterAll(async () => app?.stop());

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The server calls behind each master menu item (spec section 7), for those the api has today. */
const CALLS_BEHIND: Record<string, Call[]> = {
  'Assistant Director': [{ method: 'GET', path: '/MasAssistantDirector/getAll_MasAssistantDirector' }],
  User: [{ method: 'GET', path: '/MasUsers/getAll_MasUsers' }],
  Reeler: [{ method: 'GET', path: '/Customer/getAll_Reelers' }],
  Farmer: [{ method: 'GET', path: '/Customer/getAll_Farmers' }],
  TSC: [{ method: 'GET', path: '/Tsc/getAll_Tsc' }],
  'Cocoon Type': [
    { method: 'GET', path: '/MasCocoon/getAll_MasCocoon' },
    { method: 'POST', path: '/MasCocoon/SaveMasCocoon', body: { name: 'Refused', shortName: 'RF' } },
  ],
  'Cocoon Defect': [
    { method: 'GET', path: '/DefectCocoon/getAll_DefectCocoon' },
    {
      method: 'POST',
      path: '/DefectCocoon/SaveDefectCocoon',
      body: { defectCode: 'RF1', defectName: 'Refused' },
    },
  ],
};

/**
 * The master entries each role sees, written out by hand from spec section 6 (not from can()), so a
 * wrong table fails. The Market Officer sees only the dashboard.
 */
const VISIBLE: Record<User, string[]> = {
  admin: ['Assistant Director', 'Market Officer', 'User', 'Reeler', 'Farmer', 'TSC'],
  rjd: [
    'Assistant Director',
    'Market Officer',
    'User',
    'Reeler',
    'Farmer',
    'TSC',
    'Cocoon Type',
    'Cocoon Defect',
  ],
  ad: ['Market Officer', 'User', 'Reeler', 'Farmer', 'TSC', 'Cocoon Type', 'Cocoon Defect'],
  branch: ['User', 'Reeler', 'Farmer', 'TSC', 'Cocoon Type', 'Cocoon Defect'],
  officer: [],
};

const declared = (call: Call) =>
  declaredRoutes.some((r) => r.method === call.method.toLowerCase() && r.path === call.path);

const send = (user: User, call: Call) =>
  api.call(call.method, call.path, { token: tokens[user], body: call.body ?? {} });

describe('a menu item a role does not see: its calls are refused (403)', () => {
  it('covers the cocoon type and defect calls at least', () => {
    const existing = Object.values(CALLS_BEHIND).flat().filter(declared);
    expect(existing.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/MasCocoon/getAll_MasCocoon',
        '/MasCocoon/SaveMasCocoon',
        '/DefectCocoon/getAll_DefectCocoon',
        '/DefectCocoon/SaveDefectCocoon',
      ]),
    );
  });

  for (const [user, role] of Object.entries(ROLES) as Array<[User, string]>) {
    it(`${role}: hidden items answer 403, seen items' lists answer 200`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const [item, calls] of Object.entries(CALLS_BEHIND)) {
        const seen = VISIBLE[user].includes(item);
        for (const call of calls.filter(declared)) {
          // A seen item's commands would change data; its list is enough to prove the way is open.
          if (seen && call.method === 'POST') continue;
          const answer = await send(user, call);
          outcomes.push(`${item} ${call.method} ${call.path} → ${answer.status}`);
          expected.push(`${item} ${call.method} ${call.path} → ${seen ? 200 : 403}`);
        }
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('Market Officer: the session itself is accepted (the dashboard has no call yet)', async () => {
    const answer = await api.get(`/documents/${randomUUID()}`, tokens.officer);
    expect(answer.status).toBe(404);
  });

  it('a refusal says so in the spec shape', async () => {
    const answer = await api.get('/DefectCocoon/getAll_DefectCocoon', tokens.admin);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ statusCode: 403, message: expect.any(String) });
  });
});

describe('every declared route agrees with the role table', () => {
  it('refuses each role every route whose action the table does not give it', async () => {
    const guarded = declaredRoutes.filter(
      (r): r is typeof r & { permission: Action } => !!r.permission && r.permission in PERMISSIONS,
    );
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    const wrong: string[] = [];
    for (const route of guarded) {
      const path = route.path.replace(/:\w+/g, randomUUID());
      for (const [user, role] of Object.entries(ROLES) as Array<[User, string]>) {
        if (can(role, route.permission)) continue;
        const answer = await api.call(route.method === 'get' ? 'GET' : 'POST', path, {
          token: tokens[user],
          body: {},
        });
        if (answer.status !== 403) wrong.push(`${role} ${route.method} ${route.path} → ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
