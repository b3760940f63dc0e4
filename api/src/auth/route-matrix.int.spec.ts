import { type Action, can, mayManageRole, mayResetPasswordOf, ROLES, type Role } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../app.js';
import { DOCUMENT_PERMISSION } from '../documents/routes.js';
import type { AppDeps } from '../http/context.js';
import { answerSchemaOf } from '../http/openapi.js';
import type { RouteSpec } from '../http/routes.js';
import { HISTORY_SOURCES } from '../masters/history/routes.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { DEMO_REELER_PASSWORD } from '../seed/reeler-logins.js';
import { type FilledRequest, type MatrixCase, routeMatrixCases } from './route-matrix-cases.js';
import {
  type MatrixAnswer,
  type MatrixCaller,
  type MatrixWorld,
  startMatrixWorld,
} from './route-matrix-world.js';

/**
 * Every declared route × every kind of caller, the expected answer derived from the role table (can()) and
 * the route's declared permission: no token and a bad token 401, a reeler 401 on staff routes, each role 403
 * or through, and the same role of another market (with this market's ids) 403/404 or a list without this
 * market's rows. Never a 5xx. The routes come from the same table the app mounts, so a new route is in the
 * matrix without anyone writing its test; one it cannot fill (a new path parameter) fails by name.
 */
const routes = routeTable({
  logger: { child: () => ({}) },
  config: { NODE_ENV: 'test' },
} as unknown as AppDeps);
const cases = routeMatrixCases(routes, {
  historyAction: (entity) => HISTORY_SOURCES[entity]?.permission,
  historyEntities: Object.keys(HISTORY_SOURCES),
  documentAction: DOCUMENT_PERMISSION['cocoon-defect-list'],
});

let world: MatrixWorld;
beforeAll(async () => {
  world = await startMatrixWorld({ staffPassword: DEMO_PASSWORD, reelerPassword: DEMO_REELER_PASSWORD });
}, 120_000);
afterAll(async () => world?.stop());

type Outcome = 'pass' | 'refused' | 'anonymous' | 'public';

/** What the role table says a caller gets on a route (before scope): through, 403, or 401. */
function expectedFor(caller: MatrixCaller, route: RouteSpec, inner: Action | undefined): Outcome {
  if (!route.permission) return 'public';
  // A hall's display session reads the routes declared for it and is refused every other (issue 27).
  if (caller.kind === 'display') return route.display ? 'pass' : 'refused';
  if (route.permission === 'reeler') return caller.kind === 'reeler' ? 'pass' : 'anonymous';
  if (caller.kind !== 'staff') return 'anonymous';
  const role = caller.role as Role;
  const allowed = route.permission === 'authenticated' || can(role, route.permission);
  return allowed && (inner === undefined || can(role, inner)) ? 'pass' : 'refused';
}

describe('the route matrix covers every route', () => {
  it('has a case for every declared route, and every documented operation is declared', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const covered = new Set(cases.map((c) => `${c.route.method} ${c.route.path}`));
    expect(routes.filter((r) => !covered.has(`${r.method} ${r.path}`)).map((r) => r.path)).toEqual([]);
    const doc = (await world.request('GET', '/openapi.json', undefined)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const declared = routes.map((r) => `${r.method} /api${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(declared)].sort());
  });
});

/**
 * What is wrong with one answer, if anything. Beyond the role table: a caller outside market A is refused
 * (403) or not found (404) a record of A named in the path, and a list asked for A's rows holds none of them.
 */
function verdict(
  caller: MatrixCaller,
  testCase: MatrixCase,
  asks: FilledRequest['asks'],
  answer: MatrixAnswer,
): string | undefined {
  const { status } = answer;
  if (status >= 500) return `5xx: ${answer.text.slice(0, 200)}`;
  const expected = expectedFor(caller, testCase.route, testCase.inner);
  if (expected === 'public') return undefined;
  if (expected === 'anonymous') return status === 401 ? undefined : 'expected 401';
  if (expected === 'refused') return status === 403 ? undefined : 'expected 403';
  const outside = asks.filter((ask) => caller.foreign?.outside.includes(ask.level));
  if (status === 401 || status === 403) {
    return status === 403 && outside.length > 0 ? undefined : 'expected through';
  }
  if (outside.some((ask) => ask.names === 'record') && status !== 404) return 'expected 403 or 404';
  const leaked = caller.foreign?.forbiddenIds.filter((id) => answer.text.includes(id)) ?? [];
  if (leaked.length > 0) return `leaks market A ids ${leaked.slice(0, 3).join(', ')}`;
  if (outside.length > 0) return undefined;
  if (testCase.route.method === 'get' && (status < 200 || status > 299)) return 'expected 2xx';
  return undefined;
}

/** A 200 that is not what the OpenAPI document declares for the route (the answer a generated client reads). */
function untrueAnswer(route: RouteSpec, answer: MatrixAnswer): string | undefined {
  const schema = answerSchemaOf(route);
  if (answer.status !== 200 || !schema) return undefined;
  answersChecked += 1;
  const issues = schema.safeParse(answer.body).error?.issues;
  if (!issues) return undefined;
  return `answer not as documented: ${issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ')}`;
}

let answersWithOwnIds = 0;
let answersChecked = 0;

for (const testCase of cases) {
  it(`${testCase.name}: answers each caller as the role table and the market scope say, never 5xx`, async () => {
    const wrong: string[] = [];
    await world.forEachCaller(async (caller) => {
      const { path, query, asks } = testCase.fill(world.ids);
      const method = testCase.route.method === 'get' ? 'GET' : 'POST';
      const answer = await world.request(method, `${path}${query}`, caller, {
        endsSession: testCase.endsSession,
      });
      const problem = verdict(caller, testCase, asks, answer) ?? untrueAnswer(testCase.route, answer);
      if (problem) wrong.push(`${caller.name} → ${answer.status}: ${problem}`);
      else if (
        !caller.foreign &&
        answer.status < 300 &&
        world.ids.marketAIds.some((id) => answer.text.includes(id))
      )
        answersWithOwnIds += 1;
    });
    expect(wrong).toEqual([]);
  });
}

describe('the cross-market check is not vacuous', () => {
  it("finds market A's ids in market A users' answers (so their absence for market B means something)", () => {
    // 83 answers when written: lists, records and histories of Hosur's own users.
    expect(answersWithOwnIds).toBeGreaterThan(60);
  });
});

describe('the answer check is not vacuous', () => {
  it('held hundreds of 200 answers against the answer schema the OpenAPI document declares', () => {
    expect(answersChecked).toBeGreaterThan(500);
  });
});

describe('every role is in the matrix', () => {
  it('logs in each role of market A and of another region, two of a neighbouring market, reelers (one idled out), anonymous callers', () => {
    const names = world.callers.map((c) => c.name);
    for (const role of ROLES) expect(names).toContain(`A ${role}`);
    for (const role of ROLES.filter((r) => r !== 'Admin')) expect(names).toContain(`B ${role}`);
    expect(names).toEqual(expect.arrayContaining(['neighbour Branch Admin', 'neighbour Market Officer']));
    expect(names).toEqual(
      expect.arrayContaining(['no token', 'bad token', 'A reeler', 'B reeler', 'idle B reeler']),
    );
  });
});

/**
 * Beyond the role table: who may switch another staff account off or on (MasUsers/UpdateMasUsers isActive).
 * Only someone above it, as for a password reset (mayResetPasswordOf): a Branch Admin its market's officers,
 * never a fellow Branch Admin; an AD or higher the market's Branch Admin. Every caller tries to deactivate,
 * then to reactivate, a spare account of each branch role of market A; the Admin undoes what went through.
 */
describe('deactivating and reactivating a staff account of market A', () => {
  const targets: Array<{ role: Role; staffId: string; userName: string }> = [];
  const admin = () => world.callers.find((c) => c.name === 'A Admin')!;

  beforeAll(async () => {
    for (const role of ['Branch Admin', 'Market Officer'] as const) {
      const userName = `spare.${role === 'Branch Admin' ? 'ba' : 'mo'}`;
      const registered = await world.request('POST', '/auth/Register-MasUsers', admin(), {
        body: {
          userName,
          userType: role,
          designation: 'Assistant Inspector',
          emailId: `${userName}@example.in`,
          mobileNo: '9443400099',
          password: DEMO_PASSWORD,
          branchId: world.ids.marketA,
        },
      });
      expect(registered.status, registered.text).toBe(200);
      targets.push({ role, staffId: (registered.body as { staffId: string }).staffId, userName });
    }
  });

  /** What the rules say: 401 for no staff session, through for someone above the account, else 403. */
  function expected(caller: MatrixCaller, target: Role): 200 | 401 | 403 {
    // A hall's display session is a session, but of the board only.
    if (caller.kind === 'display') return 403;
    if (caller.kind !== 'staff') return 401;
    const role = caller.role!;
    const above =
      can(role, 'masters.user') && mayManageRole(role, target) && mayResetPasswordOf(role, target);
    return above && !caller.foreign ? 200 : 403;
  }

  const switchTo = (caller: MatrixCaller, target: (typeof targets)[number], isActive: 0 | 1) =>
    world.request('POST', '/MasUsers/UpdateMasUsers', caller, {
      body: {
        staffId: target.staffId,
        name: target.userName,
        mobileNo: '9443400099',
        emailId: `${target.userName}@example.in`,
        isActive,
      },
    });

  it('lets only callers above the account switch it off or on; a peer Branch Admin gets 403', async () => {
    const wrong: string[] = [];
    // One caller at a time: each attempt starts from a known state of the spare accounts.
    for (const caller of world.callers) {
      for (const target of targets) {
        const want = expected(caller, target.role);
        const off = await switchTo(caller, target, 0);
        if (off.status !== want) wrong.push(`${caller.name} deactivating ${target.role}: ${off.status}`);
        if (off.status !== 200) expect((await switchTo(admin(), target, 0)).status).toBe(200);
        const on = await switchTo(caller, target, 1);
        if (on.status !== want) wrong.push(`${caller.name} reactivating ${target.role}: ${on.status}`);
        if (on.status !== 200) expect((await switchTo(admin(), target, 1)).status).toBe(200);
      }
    }
    expect(wrong).toEqual([]);
    // Not vacuous: a Branch Admin manages Branch Admin accounts (so only the peer rule refuses it here), and
    // the AD above gets through.
    const byName = (name: string) => world.callers.find((c) => c.name === name)!;
    expect(mayManageRole('Branch Admin', 'Branch Admin')).toBe(true);
    expect(expected(byName('A Branch Admin'), 'Branch Admin')).toBe(403);
    expect(expected(byName('A AD'), 'Branch Admin')).toBe(200);
  });
});
