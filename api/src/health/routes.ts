import { can } from '@cocoon/domain';
import { projectionStatus } from '@cocoon/projectors';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';

async function probe<T>(check: () => Promise<T>): Promise<{ ok: boolean; detail?: T; error?: string }> {
  try {
    return { ok: true, detail: await check() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const probed = { ok: z.boolean(), error: z.string().optional() };
/**
 * What /health answers (200 ok, 503 degraded): the status alone, or with each dependency for an Admin or a local
 * probe. An operations answer, not a market one: it lives beside its route rather than in domain.
 */
const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object(probed).optional(),
  eventStore: z.object({ ...probed, headPosition: z.string().optional() }).optional(),
  redis: z.object(probed).optional(),
  projections: z
    .union([
      z.array(
        z.object({
          name: z.string(),
          kind: z.string(),
          generation: z.number().int(),
          checkpoint: z.string(),
          status: z.string(),
          lagging: z.boolean(),
          lastError: z.string().nullable(),
          errorEventId: z.string().nullable(),
          updatedAt: z.string(),
        }),
      ),
      z.object({ error: z.string().optional() }),
    ])
    .optional(),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The details (versions of positions, projection names, errors) help an attacker map the system: only an
 * Admin or a probe on the machine itself (a container health check, no proxy in between) sees them.
 */
function maySeeDetails(ctx: Context): boolean {
  if (can(ctx.state.user?.userType, 'settings.manage')) return true;
  const forwarded = ctx.get('x-forwarded-for') || ctx.get('forwarded');
  return !forwarded && LOOPBACK.has(ctx.req.socket.remoteAddress ?? '');
}

export function healthRoutes(deps: AppDeps): RouteSpec[] {
  return [
    {
      method: 'get',
      path: '/health',
      summary:
        'Liveness for anyone (status only); database, event store, Redis and projection lag for an Admin or a local probe',
      tag: 'operations',
      response: healthAnswerSchema,
      responses: { 503: 'A dependency is down or a projection has failed' },
      async handler(ctx) {
        const [database, redis, head] = await Promise.all([
          probe(async () => (await sql<{ ok: number }>`SELECT 1 AS ok`.execute(deps.db)).rows.length === 1),
          probe(async () => (await deps.redis.ping()) === 'PONG'),
          probe(() => deps.store.headPosition()),
        ]);
        const projections = head.ok ? await probe(() => projectionStatus(deps.db, head.detail ?? '')) : head;
        const failed =
          Array.isArray(projections.detail) && projections.detail.some((p) => p.status === 'failed');
        const ok = database.ok && redis.ok && head.ok && projections.ok && !failed;
        ctx.status = ok ? 200 : 503;
        if (!maySeeDetails(ctx)) {
          ctx.body = { status: ok ? 'ok' : 'degraded' };
          return;
        }
        ctx.body = {
          status: ok ? 'ok' : 'degraded',
          database: { ok: database.ok, error: database.error },
          eventStore: { ok: head.ok, headPosition: head.detail, error: head.error },
          redis: { ok: redis.ok, error: redis.error },
          projections: projections.detail ?? { error: projections.error },
        };
      },
    },
  ];
}
