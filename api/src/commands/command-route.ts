import type { CommandAnswerOf, CommandDefinition } from '@cocoon/domain';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { type CommandRun, claimKey, giveBackKey, runCommand } from './run-command.js';

type InputOf<D> = D extends CommandDefinition<infer I, z.ZodType> ? z.output<I> : never;

/** A command's request, parsed: its body by the definition's input, its path parameters by its params. */
export interface CommandRequest<D> {
  input: InputOf<D>;
  params: Record<string, string>;
  ctx: Context;
}

/** The command's write, run once per Idempotency-Key; answers the command's own answer fields. */
export type CommandWork<D> = (run: CommandRun) => Promise<CommandAnswerOf<D>>;

/**
 * Mounts a keyed command from its definition (issue 24): permission, input and path parameters parsed (400 before
 * the key is claimed), then `prepare` (checks that need no key: the market's scope, a 404) while the key is claimed
 * (a refusal by them gives it back), then the work exactly
 * once per Idempotency-Key (runCommand), its answer documented by the definition.
 */
export function commandRoute<D extends CommandDefinition>(
  deps: AppDeps,
  definition: D,
  prepare: (request: CommandRequest<D>) => Promise<CommandWork<D>>,
  options: CommandRouteOptions & {
    /**
     * For a definition with `answerFile` (a bank file): after a success, or a retry of it, the 200 is this file
     * rather than the command's stored answer (which the command log keeps). Refusals answer as usual.
     */
    sendFile?: (request: CommandRequest<D>, answer: CommandAnswerOf<D>) => Promise<void>;
  } = {},
): RouteSpec {
  if (definition.keyed === false)
    throw new Error(`${definition.call} is not keyed: mount it with actionRoute`);
  if (Boolean(definition.answerFile) !== Boolean(options.sendFile))
    throw new Error(`${definition.call}: a command answers a file exactly when its definition names one`);
  return {
    ...routeOf(definition, options),
    command: true,
    async handler(ctx) {
      const request = parsedRequest(definition, ctx);
      // The key is claimed while `prepare` checks (issue 28: one round trip less for a bid whose session, settings
      // or standing are read then); a refusal by the checks gives the key back, so it answers as before.
      const claiming = claimKey(deps, ctx);
      claiming.catch(() => {});
      let work: CommandWork<D>;
      try {
        work = await prepare(request);
      } catch (error) {
        await giveBackKey(deps, ctx, claiming);
        throw error;
      }
      await runCommand(deps, ctx, (run) => work(run) as Promise<Record<string, unknown>>, claiming);
      if (options.sendFile && ctx.status === 200)
        await options.sendFile(request, ctx.body as CommandAnswerOf<D>);
    },
  };
}

/**
 * Mounts a call that is not keyed (logging in or out, verifying the history) from its definition: permission and
 * input as a command; the handler answers the 200 body (or sets a file on ctx and answers nothing).
 */
export function actionRoute<D extends CommandDefinition>(
  definition: D,
  handle: (request: CommandRequest<D>) => Promise<CommandAnswerOf<D> | undefined>,
  options: CommandRouteOptions = {},
): RouteSpec {
  if (definition.keyed !== false) throw new Error(`${definition.call} is keyed: mount it with commandRoute`);
  return {
    ...routeOf(definition, options),
    async handler(ctx) {
      const answer = await handle(parsedRequest(definition, ctx));
      if (answer !== undefined) ctx.body = answer;
    },
  };
}

function parsedRequest<D extends CommandDefinition>(definition: D, ctx: Context): CommandRequest<D> {
  const params = definition.params
    ? (parseInput(definition.params, ctx.params) as Record<string, string>)
    : (ctx.params as Record<string, string>);
  const input = (definition.input ? parseInput(definition.input, ctx.request.body) : undefined) as InputOf<D>;
  return { input, params, ctx };
}

export interface CommandRouteOptions {
  /**
   * The command reads what the caller wrote a moment ago (the lot it just inwarded, the payment it just made): the
   * mount waits (bounded) for the read models to pass the caller's last write before the command runs.
   */
  readsOwnWrites?: boolean;
}

function routeOf(definition: CommandDefinition, options: CommandRouteOptions): Omit<RouteSpec, 'handler'> {
  return {
    ...(options.readsOwnWrites ? { readsOwnWrites: true } : {}),
    method: 'post',
    path: definition.call,
    summary: definition.summary,
    tag: definition.tag,
    definition,
    ...(definition.description ? { description: definition.description } : {}),
    ...(definition.operationId ? { operationId: definition.operationId } : {}),
    ...(definition.permission ? { permission: definition.permission } : {}),
    ...(definition.input ? { body: definition.input } : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.answerFile ? { answerFile: definition.answerFile } : { response: definition.answer }),
    ...(definition.responses ? { responses: definition.responses } : {}),
  };
}
