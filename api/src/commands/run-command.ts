import { type Scope, scopeOf, ValidationError } from '@cocoon/domain';
import type { EventMetadata, EventStore } from '@cocoon/eventstore';
import type { Logger } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import type { Context } from 'koa';
import type { ReelerSession } from '../auth/reeler-sessions.js';
import type { SessionUser } from '../auth/sessions.js';
import type { AppDeps } from '../http/context.js';
import { TooManyRequestsError, toHttpError } from '../http/errors.js';
import { type Claim, requestHash } from './command-log.js';
import { eventIdFor } from './event-ids.js';
import type { StreamCommand, StreamOutcome, StreamRunner } from './stream-runner.js';

interface DomainEvent {
  type: string;
  data: unknown;
}

/** Who runs a command: a logged-in staff member, a reeler bidding as themselves, or the demo seed. */
export interface CommandActor {
  userId: string;
  userName: string;
  userType: string;
  marketId: string | null;
  regionId: string | null;
  adOfficeId: string | null;
  branchId: string | null;
}

export interface RunDeps {
  /** The app's own tables (reservations of office codes and usernames); the customer seed runs without. */
  db?: ReadModelDb;
  store: EventStore;
  streams: StreamRunner;
}

/** A decision inside a command: the run fills in the command id and who/when (`marketId` names the market). */
export type RunDecision<C, E extends DomainEvent, S> = Omit<
  StreamCommand<C, E, S>,
  'commandId' | 'metadata'
> & {
  /** A step of a command that writes one stream several times, or a stream per item (default: the command id). */
  step?: string;
  marketId?: string | null;
};

/**
 * One command: its id (the client's Idempotency-Key), who runs it, and when. Everything it writes goes through
 * `decide`, so new ids and event ids all derive from the command id: the same command run again (a retry after
 * a crash) finds its own events and appends nothing twice.
 */
export class CommandRun {
  /** Position of the last event this command stored (what the session's next read waits for). */
  position = '';
  private readonly failureHooks: Array<() => Promise<void>> = [];
  private readonly successHooks: Array<() => Promise<void>> = [];

  constructor(
    readonly deps: RunDeps,
    readonly actor: CommandActor,
    readonly commandId: string,
    readonly at: Date,
  ) {}

  get db(): ReadModelDb {
    if (!this.deps.db) throw new Error('this command runs without the database');
    return this.deps.db;
  }

  get store(): EventStore {
    return this.deps.store;
  }

  get scope(): Scope {
    return scopeOf(this.actor);
  }

  /** Who and when, for every event this command appends (design.md: every event carries them). */
  metadata(marketId?: string | null): EventMetadata {
    return {
      commandId: this.commandId,
      userId: this.actor.userId,
      userName: this.actor.userName,
      userType: this.actor.userType,
      ...(marketId ? { marketId } : {}),
      occurredAt: this.at.toISOString(),
      schemaVersion: 1,
    };
  }

  /** The id of the thing this command creates, the same on every retry of the command. */
  newId(label: string): string {
    return eventIdFor(`entity:${label}:${this.commandId}`, 0);
  }

  async decide<C, E extends DomainEvent, S>(decision: RunDecision<C, E, S>): Promise<StreamOutcome<E, S>> {
    const { step, marketId, ...spec } = decision;
    const commandId = step ?? this.commandId;
    const metadata = this.metadata(marketId);
    const outcome = await this.deps.streams.run({
      ...spec,
      commandId,
      metadata: commandId === this.commandId ? metadata : { ...metadata, correlationId: this.commandId },
    });
    if (outcome.position > this.position) this.position = outcome.position;
    return outcome;
  }

  /** Runs after the command's work succeeded (confirm what it reserved). */
  onSuccess(hook: () => Promise<void>): void {
    this.successHooks.push(hook);
  }

  /** Runs after the command's work failed (give back what it took that no event of it claims). */
  onFailure(hook: () => Promise<void>): void {
    this.failureHooks.push(hook);
  }

  async finish(succeeded: boolean, logger?: Logger): Promise<void> {
    if (succeeded) {
      for (const hook of this.successHooks) await hook();
      return;
    }
    try {
      for (const hook of this.failureHooks) await hook();
    } catch (error) {
      // Whatever a failed clean-up leaves behind is reclaimed later; the command's own error matters more.
      logger?.error({ err: error, commandId: this.commandId }, 'command clean-up failed');
    }
  }
}

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
 * A command over HTTP, exactly once per Idempotency-Key: the command log claims the key, a retry gets the stored
 * answer, a crash mid-way is re-run and every step is safe to repeat. Refusals (4xx) are answers too; only an
 * unexpected failure frees the key. The work answers the 200 body.
 */
export async function runCommand(
  deps: AppDeps,
  ctx: Context,
  work: (run: CommandRun) => Promise<Record<string, unknown>>,
  claiming: Promise<Claim> = claimKey(deps, ctx),
): Promise<void> {
  const user = actingUser(ctx);
  const commandId = commandIdOf(ctx);
  const claim = await claiming;
  if (claim.kind === 'answered') {
    ctx.status = claim.answer.status;
    ctx.body = claim.answer.body;
    ctx.set('Idempotent-Replay', 'true');
    return;
  }
  const run = new CommandRun(deps, user, commandId, deps.clock());
  let answer: { status: number; body: Record<string, unknown> };
  try {
    const body = await work(run);
    await run.finish(true);
    answer = {
      status: 200,
      body: { result: 'Success', ...body, ...(run.position ? { position: run.position } : {}) },
    };
  } catch (error) {
    await run.finish(false, deps.logger);
    const mapped = toHttpError(error);
    if (mapped.status >= 500) {
      await deps.commandLog.release(commandId);
      throw error;
    }
    answer = { status: mapped.status, body: { ...mapped.body } };
    if (error instanceof TooManyRequestsError) answer.body.retryAfterSeconds = error.retryAfterSeconds;
  }
  // The session's position is stored with the answer, both before the client hears: its next read waits for
  // the command's events.
  await deps.commandLog.complete(
    commandId,
    answer,
    run.position
      ? {
          kind: user.userType === 'Reeler' ? 'reeler' : 'staff',
          tokenHash: user.tokenHash,
          position: run.position,
        }
      : undefined,
  );
  if (typeof answer.body.retryAfterSeconds === 'number') {
    ctx.set('Retry-After', String(answer.body.retryAfterSeconds));
  }
  ctx.status = answer.status;
  ctx.body = answer.body;
}

/** Claims the request's Idempotency-Key in the command log (refused with 400 when it has none). */
export async function claimKey(deps: AppDeps, ctx: Context): Promise<Claim> {
  const commandId = commandIdOf(ctx);
  return deps.commandLog.claim(commandId, actingUser(ctx).userId, requestHash(ctx.path, ctx.request.body));
}

/**
 * After the checks before a command's work refused it while its key was being claimed: the key is given back, as
 * if never claimed (a retry runs the checks again), and an answer stored for the key stays as it was.
 */
export async function giveBackKey(deps: AppDeps, ctx: Context, claiming: Promise<Claim>): Promise<void> {
  const claim = await claiming.catch(() => undefined);
  if (claim?.kind === 'claimed') await deps.commandLog.release(commandIdOf(ctx));
}

/** Staff act through their session; a reeler (bidding) acts as themselves, with no office scope. */
function actingUser(ctx: Context): CommandActor & { tokenHash: string } {
  const reeler = ctx.state.reeler as ReelerSession | undefined;
  if (ctx.state.user || !reeler) return ctx.state.user as SessionUser;
  return {
    userId: reeler.reelerId,
    userName: reeler.headCode,
    userType: 'Reeler',
    marketId: reeler.marketId,
    regionId: null,
    adOfficeId: null,
    branchId: null,
    tokenHash: reeler.tokenHash,
  };
}
