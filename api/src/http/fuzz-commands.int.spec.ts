import {
  type Action,
  type CommandDefinition,
  type CommandExample,
  can,
  commandCatalogue,
  type ExampleRequest,
  type Role,
  staffStream,
} from '@cocoon/domain';
import { generateSealKeyPem } from '@cocoon/eventstore';
import { UnrecoverableError } from 'bullmq';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuctionMarket } from '../auction/testing.js';
import type { ApiAnswer } from '../testing/client.js';
import { exampleWorld } from '../testing/example-world.js';
import { type HostileBody, hostileBodies } from '../testing/fuzz/hostile-bodies.js';
import { arbitraryOf, type JsonSchema } from '../testing/fuzz/json-schema-arbitrary.js';
import { answerSchemaOf } from './openapi.js';
import { declaredRoutes, type RouteSpec } from './routes.js';

/**
 * Every POST of the OpenAPI document, fuzzed from its own schema: hostile variants of a valid body and
 * schema-shaped values. Whatever is sent: never a 5xx, never a stack trace, and a refused request (4xx)
 * appends no event. One valid request is still accepted after the fuzz. Requests run one at a time, so the
 * event count before and after each one is that request's own.
 */
/** Schema-shaped bodies per route: 12 in `npm test`, FUZZ_RUNS=50 (or more) for the long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const PREFERRED: readonly Role[] = ['Branch Admin', 'AD', 'RJD', 'Admin', 'Market Officer'];
const USERS: Record<Role, string> = {
  Admin: 'admin',
  RJD: 'rjd',
  AD: 'ad',
  'Branch Admin': 'branch',
  'Market Officer': 'officer',
};
const HOSTILE_PATH_VALUES = [
  '%00',
  '%E2%80%AE',
  '__proto__',
  'constructor',
  'x'.repeat(3_000),
  '%F0%28%8C%BC',
  '..%2F..',
];
/** A frame of a stack trace (`at parse (/app/x.js:1:2)`), Node's internals, or a `stack` property. */
const STACK_TRACE = /\bat \S+ \(\S+:\d+:\d+\)|node:internal|node_modules\/|"stack":/;

// With a seal key, so sealing and verifying the history are commands a valid request can make.
const m = await startAuctionMarket(
  'fuzz_commands',
  { farmers: 4, reelers: 3 },
  { AUDIT_SEAL_PRIVATE_KEY: generateSealKeyPem().privateKeyPem },
  // Inward tokens fail to render here, at once: a failed document is what `documents/:id/retry` needs.
  {
    renderers: {
      'inward-token': async () => {
        throw new UnrecoverableError('The printer template is missing');
      },
    },
  },
);
afterAll(async () => m?.app.stop());
const { db } = m.app.deps;
const document = (await (await fetch(`${m.app.url}/api/openapi.json`)).json()) as {
  paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: JsonSchema }> } } }>;
};
/** Every POST of the document, in the catalogue's order (the go-live before the opening balances dated on it). */
const catalogueIndex = (path: string) =>
  commandCatalogue.findIndex((definition) => definition.call.replace(/:([A-Za-z]+)/g, '{$1}') === path);
const posts = Object.entries(document.paths)
  .filter(([, operations]) => operations.post)
  .map(([path, operations]) => ({
    path: path.replace(/^\/api/, ''),
    schema: operations.post?.requestBody?.content['application/json']?.schema,
  }))
  .sort((a, b) => catalogueIndex(a.path) - catalogueIndex(b.path));

const tokens = new Map<string, string>();
for (const [role, username] of Object.entries(USERS)) tokens.set(role, await m.api.login(username));
tokens.set('reeler', await m.loginReeler(m.reelers[0]!.headCode));
/**
 * The fuzz moves the server clock through the day, and a reeler's session ends after the market's idle minutes
 * outside a slot (and at the day's end): the reeler logs in again whenever the clock has moved since.
 */
let reelerClock = m.app.deps.clock().getTime();
/**
 * A staff session ends after SESSION_IDLE_MINUTES without a request, by the database's clock (`now()` in
 * findSession), not the server clock the fuzz moves. A loaded CI machine can spend longer than that on other roles'
 * cases between two of one role's: a role whose token has not been used for 4 minutes of either clock logs in
 * again. (The Branch Admin's 401s seen once mid-fuzz were more likely a fresh token misread as a reeler's or a
 * display's, fixed by the staff prefix: staff-token.unit.spec.ts.)
 */
const staffUse = new Map<string, { clock: number; wall: number }>();
async function tokenOf(role: Role | 'reeler', fresh = false): Promise<string | undefined> {
  if (role !== 'reeler') {
    const now = { clock: m.app.deps.clock().getTime(), wall: Date.now() };
    const last = staffUse.get(role) ?? now;
    const idle = Math.max(Math.abs(now.clock - last.clock), now.wall - last.wall);
    if (fresh || idle > 4 * 60_000) {
      await forgetLoginFailures();
      tokens.set(role, await m.api.login(USERS[role]));
    }
    staffUse.set(role, now);
    return tokens.get(role);
  }
  const now = m.app.deps.clock().getTime();
  if (fresh || Math.abs(now - reelerClock) > 60_000) {
    tokens.set('reeler', await m.loginReeler(m.reelers[0]!.headCode));
    reelerClock = now;
  }
  return tokens.get('reeler');
}
const hosur = await db
  .selectFrom('read.branches')
  .select(['region_id', 'ad_office_id'])
  .where('branch_id', '=', m.hosurId)
  .executeTakeFirstOrThrow();

async function run<T>(role: Role | 'reeler', path: string, body: unknown) {
  let answer = await m.api.post<T>(path, body, await tokenOf(role));
  if (answer.status === 401) {
    // A setup step's token ended (a command fuzzed before may end sessions). The step is not what is fuzzed: log in
    // again, once, and say so.
    process.stderr.write(`fuzz setup ${path}: ${role}'s token answered 401; logging in again\n`);
    answer = await m.api.post<T>(path, body, await tokenOf(role, true));
  }
  expect(answer.status, `setup ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  // Other sessions (a reeler's bid, then the Branch Admin's approval) read it from the read models.
  await m.app.settle();
  return answer.body;
}
const world = exampleWorld({
  m,
  regionId: String(hosur.region_id),
  adOfficeId: String(hosur.ad_office_id),
  run,
});
const callPath = (definition: CommandDefinition) => definition.call.replace(/:([A-Za-z]+)/g, '{$1}');
/** How to make a valid request of one command: its definition's example (issue 24), with the example's flags. */
type FuzzCase = Omit<CommandExample, 'request' | 'pinned'> & {
  pinned: string[];
  valid: () => Promise<ExampleRequest>;
};
type ValidRequest = ExampleRequest;
const cases: Record<string, FuzzCase> = Object.fromEntries(
  commandCatalogue.map((definition) => {
    const { request, ...flags } = definition.example;
    const fuzz: FuzzCase = { ...flags, pinned: [...(flags.pinned ?? [])], valid: () => request(world) };
    return [callPath(definition), fuzz];
  }),
);

const openApiPath = (route: RouteSpec) => route.path.replace(/:([A-Za-z]+)/g, '{$1}');
const declaredPosts = declaredRoutes.filter((route) => route.method === 'post');

/** Who calls a route: the case's role or the first role the route allows; a reeler; nobody for a public route. */
function callerOf(path: string, fuzz: FuzzCase | undefined): Role | 'reeler' | null {
  const permission = declaredPosts.find((route) => openApiPath(route) === path)?.permission;
  if (permission === undefined) return null;
  if (permission === 'reeler') return 'reeler';
  if (permission === 'authenticated') return fuzz?.as ?? 'Branch Admin';
  const role = fuzz?.as ?? PREFERRED.find((r) => can(r, permission as Action));
  expect(role && can(role, permission as Action), `${path}: ${role} may not ${permission}`).toBe(true);
  return role!;
}

const eventCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM eventstore.events`.execute(db)).rows[0]!.n;
// A login refused during the fuzz counts against the address: each route starts with a clean slate.
const forgetLoginFailures = () => db.deleteFrom('app.login_failures').execute();
const textOf = (answer: ApiAnswer) =>
  Buffer.isBuffer(answer.body) ? answer.body.toString('utf8') : JSON.stringify(answer.body ?? '');
const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'x');

/** A schema-shaped value where each field is either generated or the valid one (so ids can exist). */
function nearValid(schema: JsonSchema, valid: unknown, pinned: string[] = []): fc.Arbitrary<unknown> {
  if (schema.type !== 'object' || !valid || typeof valid !== 'object') return arbitraryOf(schema);
  const fields = valid as Record<string, unknown>;
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      pinned.includes(key)
        ? { const: fields[key] }
        : key in fields
          ? { anyOf: [property, { const: fields[key] }] }
          : property,
    ]),
  );
  return arbitraryOf({
    ...schema,
    properties,
    required: [...new Set([...(schema.required ?? []), ...pinned])],
  });
}

describe('fuzzing every command from its own schema', () => {
  it('fuzzes every POST route that is declared, and has a valid request for each', () => {
    expect(posts.map((p) => p.path).sort()).toEqual(declaredPosts.map(openApiPath).sort());
    expect(posts.filter((p) => !cases[p.path]).map((p) => p.path)).toEqual([]);
    expect(Object.keys(cases).filter((path) => !posts.some((p) => p.path === path))).toEqual([]);
  });

  for (const { path, schema } of posts) {
    it(`POST ${path}: no 5xx, nothing appended on a refusal, a valid request accepted`, async () => {
      const fuzz = cases[path];
      const caller = callerOf(path, fuzz);
      const token = async () => {
        if (caller === null) return undefined;
        if (!fuzz?.freshSession) return tokenOf(caller);
        return caller === 'reeler' ? m.loginReeler(m.reelers[1]!.headCode) : m.api.login(USERS[caller]);
      };
      const send = async (request: ValidRequest & { raw?: string }) =>
        m.api.call('POST', fill(path, request.params), {
          token: await token(),
          body: request.body,
          ...(request.raw !== undefined ? { rawBody: request.raw } : {}),
          ...(request.headers ? { headers: request.headers } : {}),
        });
      const declared = declaredPosts.find((route) => openApiPath(route) === path);
      const answerSchema = declared && answerSchemaOf(declared);
      const validAccepted = async (request: ValidRequest) => {
        await forgetLoginFailures();
        const answer = await send(request);
        expect(answer.status, `valid ${path} ${JSON.stringify(request)}: ${textOf(answer)}`).toBeLessThan(
          300,
        );
        // The answer is the one the OpenAPI document declares (a generated client reads it by that).
        const declaredAnswer = answerSchema?.safeParse(answer.body);
        expect(declaredAnswer?.error?.issues ?? [], `answer of ${path}: ${textOf(answer)}`).toEqual([]);
        expect(
          answerSchema !== undefined || declared?.answerFile !== undefined,
          `${path} declares no answer`,
        ).toBe(true);
      };
      const problems: string[] = [];
      /** Sends one request; a 5xx, a stack trace or an event appended on a refusal is a problem. */
      const probe = async (label: string, request: ValidRequest & { raw?: string }) => {
        const known = problems.length;
        const before = await eventCount();
        const answer = await send(request);
        const text = textOf(answer);
        if (answer.status >= 500) problems.push(`${label}: ${answer.status} ${text.slice(0, 200)}`);
        else if (STACK_TRACE.test(text)) problems.push(`${label}: a stack trace in ${text.slice(0, 200)}`);
        else if (answer.status >= 400 && (await eventCount()) !== before)
          problems.push(`${label}: ${answer.status} ${text.slice(0, 120)}, yet events were appended`);
        // The app runs in this process: a `__proto__` key that reached Object.prototype would show here.
        else if ('isAdmin' in {} || 'x' in {}) problems.push(`${label}: polluted Object.prototype`);
        return problems.length === known;
      };

      await forgetLoginFailures();
      const first = fuzz ? await fuzz.valid() : undefined;
      if (first) await validAccepted(first);

      const base = first && fuzz?.once ? first : ((await fuzz?.valid()) ?? { params: {}, body: {} });
      const variants = (request: ValidRequest): (HostileBody & ValidRequest)[] => [
        ...hostileBodies(request.body, schema).map((variant) => ({ ...variant, params: request.params })),
        ...Object.keys(request.params ?? {}).flatMap((name) =>
          HOSTILE_PATH_VALUES.map((value) => ({
            label: `path ${name} = ${value.slice(0, 20)}`,
            body: request.body,
            params: { ...request.params, [name]: value },
          })),
        ),
      ];
      const count = variants(base).length;
      for (let i = 0; i < count; i++) {
        const variant = variants(fuzz?.freshBase ? await fuzz.valid() : base)[i]!;
        await probe(variant.label, variant);
      }

      const values = schema ? nearValid(schema, base.body, fuzz?.pinned) : fc.jsonValue();
      try {
        await fc.assert(
          fc.asyncProperty(values, (body) =>
            probe(`schema-shaped ${JSON.stringify(body)}`, { ...base, body }),
          ),
          { numRuns: RUNS },
        );
      } catch (error) {
        problems.push(String(error).slice(0, 2_000));
      }
      expect(problems.join('\n'), `POST ${path}`).toBe('');

      if (fuzz && !fuzz.once) await validAccepted(await fuzz.valid());
    }, 300_000);
  }
});

/**
 * A Branch Admin's changes to a fellow Branch Admin, fuzzed: whatever the body, the peer's account is never
 * switched off or on and its password never set (only someone above it may: mayResetPasswordOf). Editing the
 * peer's details stays allowed, so the requests reach the rule rather than stop at the role table.
 */
describe('fuzzing a change to a fellow Branch Admin', () => {
  it('never deactivates, reactivates or resets the password of the peer; refusals are 403 and append nothing', async () => {
    const path = '/MasUsers/UpdateMasUsers';
    const schema = posts.find((p) => p.path === path)?.schema;
    expect(schema).toBeDefined();
    const peer = {
      userName: 'fuzz.peer.admin',
      userType: 'Branch Admin',
      designation: 'Superintendent',
      password: 'Secret123',
      branchId: m.hosurId,
      name: 'Fuzz Peer',
      mobileNo: '9443400077',
      emailId: 'fuzz.peer@example.in',
    };
    const { staffId } = await m.api
      .post<{ staffId: string }>('/auth/Register-MasUsers', peer, await tokenOf('AD'))
      .then((answer) => answer.body);
    const base = { staffId, name: peer.name, mobileNo: peer.mobileNo, emailId: peer.emailId };
    const branchAdmin = await tokenOf('Branch Admin', true);
    expect((await m.api.post(path, base, branchAdmin)).status).toBe(200);

    const problems: string[] = [];
    const probe = async (body: unknown) => {
      const before = await eventCount();
      const answer = await m.api.post(path, body, branchAdmin);
      if (answer.status >= 500) problems.push(`${answer.status} for ${JSON.stringify(body)}`);
      if (answer.status >= 400 && (await eventCount()) !== before)
        problems.push(`${answer.status}, yet events were appended, for ${JSON.stringify(body)}`);
      return true;
    };
    await fc.assert(
      fc.asyncProperty(nearValid(schema!, base, ['staffId']), probe),
      // The two requests the rule is about, whatever the generator draws besides.
      { numRuns: RUNS, examples: [[{ ...base, isActive: 0 }], [{ ...base, password: 'Taken789x' }]] },
    );
    expect(problems).toEqual([]);
    const refused = await m.api.post(path, { ...base, isActive: 0 }, branchAdmin);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'You may not deactivate another Branch Admin.' },
    });

    const types = (await m.app.deps.store.readStream(staffStream(staffId))).map((e) => e.type);
    expect(types.filter((t) => t !== 'StaffRegistered' && t !== 'StaffUpdated')).toEqual([]);
    await forgetLoginFailures();
    expect((await m.api.login(peer.userName, peer.password)).length).toBeGreaterThan(0);
  }, 300_000);
});
