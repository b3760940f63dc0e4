import {
  ConflictError,
  lastHistoryVerificationSchema,
  sealHistoryCommand,
  verifyHistoryCommand,
} from '@cocoon/domain';
import { keyId, PROBLEMS_KEPT, sealHistory, type VerificationRun, verifyAndRecord } from '@cocoon/eventstore';
import { actionRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';

const tag = 'operations: history audit';

export function toVerificationAnswer(run: VerificationRun) {
  return {
    ...run,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    problems: run.problems.slice(0, PROBLEMS_KEPT),
  };
}

/** The tamper-evident history (docs/operations.md, "Tamper-evident event history"): seal on demand, verify on demand, and the last result. */
export function auditRoutes(deps: AppDeps): RouteSpec[] {
  return [
    {
      method: 'get',
      path: '/Audit/verification',
      summary: 'When the event history was last verified and what it found',
      tag,
      permission: 'audit.history',
      response: lastHistoryVerificationSchema,
      async handler(ctx) {
        const run = await deps.audit.log.lastRun();
        ctx.body = { lastRun: run && toVerificationAnswer(run) };
      },
    },
    actionRoute(sealHistoryCommand, async () => {
      const { privateKey, publicKey } = deps.audit.keys;
      if (!privateKey || !publicKey)
        throw new ConflictError('Sealing is not configured: the server has no AUDIT_SEAL_PRIVATE_KEY');
      const seal = await sealHistory({
        store: deps.store,
        audit: deps.audit.log,
        privateKey,
        now: deps.clock(),
      });
      deps.logger.info({ sequence: seal.body.sequence, streams: seal.body.streams.length }, 'history sealed');
      return {
        sequence: seal.body.sequence,
        sealedAt: seal.body.sealedAt,
        streams: seal.body.streams.length,
        hash: seal.hash,
        keyId: keyId(publicKey),
      };
    }),
    actionRoute(verifyHistoryCommand, async () => {
      const { publicKey } = deps.audit.keys;
      if (!publicKey) throw new ConflictError('Verification is not configured: the server has no seal key');
      const run = await verifyAndRecord({
        store: deps.store,
        audit: deps.audit.log,
        publicKey,
        clock: deps.clock,
      });
      if (!run.ok)
        deps.logger.error({ problems: run.problemCount }, 'event history verification found problems');
      return toVerificationAnswer(run);
    }),
  ];
}
