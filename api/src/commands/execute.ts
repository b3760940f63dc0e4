import { ConflictError, type Decider, fold, ValidationError } from '@cocoon/domain';
import { type EventStore, WrongExpectedRevisionError } from '@cocoon/eventstore';
import type { Context } from 'koa';
import type { z } from 'zod';
import { rememberPosition } from '../auth/sessions.js';
import type { AppDeps } from '../http/context.js';
import { toHttpError } from '../http/errors.js';
import { claimCommand, completeCommand, releaseCommand, requestHash } from './command-log.js';
import { eventIdFor } from './event-ids.js';

interface DomainEvent {
  type: string;
  data: unknown;
}

export interface CommandSpec<C, E extends DomainEvent, S> {
  stream: string;
  decider: Decider<C, E, S>;
  /** Parses events read back from the store (zod at the edge). */
  eventSchema: z.ZodType<E>;
  command: C;
  /** The 200 body, built from the new events. */
  answer: (events: E[]) => Record<string, unknown>;
}

// Each round of a conflict lets at least one writer through, so N simultaneous writers to one stream need up
// to N rounds; a short random pause spreads the retries.
const MAX_ATTEMPTS = 12;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));

/** Idempotency-Key header, or commandId in the body. Required: without it a retried POST could double. */
export function commandIdOf(ctx: Context): string {
  const fromHeader = ctx.get('idempotency-key') || ctx.get('x-command-id');
  const fromBody = (ctx.request.body as { commandId?: unknown } | undefined)?.commandId;
  const id = fromHeader || (typeof fromBody === 'string' ? fromBody : '');
  if (!/^[A-Za-z0-9._:-]{8,100}$/.test(id)) {
    throw new ValidationError('Idempotency-Key header is required', {
      'Idempotency-Key': [
        'Send a unique id (e.g. a UUID) for each action; reuse it only to retry that action',
      ],
    });
  }
  return id;
}

/**
 * Runs one command exactly once: claim the command id, read and fold the stream, decide, append with the
 * expected revision (re-deciding on a concurrency conflict), store the answer. A retry gets the stored answer.
 */
export async function executeCommand<C, E extends DomainEvent, S>(
  deps: AppDeps,
  ctx: Context,
  spec: CommandSpec<C, E, S>,
): Promise<void> {
  const user = ctx.state.user;
  const commandId = commandIdOf(ctx);
  const claim = await claimCommand(deps.db, commandId, user.userId, requestHash(ctx.path, ctx.request.body));
  if (claim.kind === 'answered') {
    ctx.status = claim.answer.status;
    ctx.body = claim.answer.body;
    ctx.set('Idempotent-Replay', 'true');
    return;
  }
  let answer: { status: number; body: Record<string, unknown> };
  try {
    const { events, position } = await decideAndAppend(deps.store, commandId, spec, {
      commandId,
      userId: user.userId,
      userName: user.userName,
      userType: user.userType,
      marketId: user.marketId ?? undefined,
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    });
    if (position) await rememberPosition(deps.db, user.tokenHash, position);
    answer = { status: 200, body: { result: 'Success', ...spec.answer(events), position } };
  } catch (error) {
    const mapped = toHttpError(error);
    if (mapped.status >= 500) {
      await releaseCommand(deps.db, commandId);
      throw error;
    }
    answer = { status: mapped.status, body: { ...mapped.body } };
  }
  await completeCommand(deps.db, commandId, answer);
  ctx.status = answer.status;
  ctx.body = answer.body;
}

export async function decideAndAppend<C, E extends DomainEvent, S>(
  store: EventStore,
  commandId: string,
  spec: CommandSpec<C, E, S>,
  metadata: Record<string, unknown>,
): Promise<{ events: E[]; position: string }> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(spec.stream);
    const alreadyAppended = recorded.filter((e) => e.metadata.commandId === commandId);
    if (alreadyAppended.length > 0) {
      // The command's events are in the stream (a crash after append, before the answer was stored).
      const last = alreadyAppended[alreadyAppended.length - 1]!;
      return {
        events: alreadyAppended.map((e) => spec.eventSchema.parse({ type: e.type, data: e.data })),
        position: last.position,
      };
    }
    const history = recorded.map((e) => spec.eventSchema.parse({ type: e.type, data: e.data }));
    const events = spec.decider.decide(spec.command, fold(spec.decider, history));
    if (events.length === 0) return { events, position: '' };
    try {
      const result = await store.append(
        spec.stream,
        events.map((event, index) => ({
          id: eventIdFor(commandId, index),
          type: event.type,
          data: event.data,
          metadata,
        })),
        recorded.length === 0 ? 'no-stream' : recorded[recorded.length - 1]!.revision,
      );
      return { events, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new ConflictError('Too many simultaneous changes. Please try again.');
      }
      await pause(attempt);
    }
  }
}
