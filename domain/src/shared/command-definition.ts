import type { z } from 'zod';
import type { Action } from '../auth/permissions.js';
import type { Role } from '../auth/roles.js';
import type { ExampleRequest, ExampleWorld } from './command-examples.js';

/** Who may call: a role-table action, any logged-in staff member, a reeler's bidding session; absent = anyone. */
export type CallPermission = Action | 'authenticated' | 'reeler';

/**
 * One valid request of a command, made in a test market (the command fuzz starts every hostile request from it,
 * and checks it is still accepted afterwards). It may first run other commands for what it needs.
 */
export interface CommandExample {
  /** Who sends it; default the first role (Branch Admin first) the permission allows. */
  as?: Role;
  /** It works once only (a lot is approved once): it goes first and is not repeated after. */
  once?: boolean;
  /** Each hostile request starts from its own new valid request (an OTP is sent at most 3 times a number). */
  freshBase?: boolean;
  /** Each request needs its own session (a logout ends the one it is sent with). */
  freshSession?: boolean;
  /** Body fields the fuzz keeps valid, so a random value cannot use up what later requests need. */
  pinned?: readonly string[];
  request: (world: ExampleWorld) => Promise<ExampleRequest>;
}

/**
 * A command is a definition, as a report is (issue 24): the api mounts `POST /api<call>` from it (permission,
 * input, Idempotency-Key, answer, OpenAPI entry and operationId), the command fuzz takes its example, and the UI's
 * one command hook takes its input and answer types. The work itself is the api's (`commandRoute`).
 */
export interface CommandDefinition<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  /** The path after /api, as the spec names it: `/LevyRemittance/SaveLevyRemittance`; `:name` a path parameter. */
  call: string;
  summary: string;
  /** Longer text for the OpenAPI document. */
  description?: string;
  /** The OpenAPI tag (the feature and screen). */
  tag: string;
  /** Absent: anyone may call (logging in). */
  permission?: CallPermission;
  /** The JSON body; absent when it takes none. */
  input?: Input;
  /** The path parameters. */
  params?: z.ZodType;
  /**
   * What a 200 answers besides the `result` and session `position` every keyed command adds. A file instead
   * (answerFile) is named there.
   */
  answer: Answer;
  /** The 200 is a file of one of these media types rather than JSON. */
  answerFile?: readonly string[];
  /**
   * Run exactly once per Idempotency-Key (the default). `false` for a call that changes only the caller's own
   * session or reads (logging in or out, verifying the history): nothing in it can double.
   */
  keyed?: boolean;
  /** Set only to keep a generated client's name when the call changes; otherwise derived from the call. */
  operationId?: string;
  /** Other statuses it answers, for the OpenAPI document. */
  responses?: Record<number, string>;
  example: CommandExample;
}

/** A definition with its schemas' types kept: `defineCommand({...})`. */
export const defineCommand = <const I extends z.ZodType = z.ZodType, const A extends z.ZodType = z.ZodType>(
  definition: CommandDefinition<I, A>,
): CommandDefinition<I, A> => definition;

/** What the caller sends as the body of a command. */
export type CommandInput<D> = D extends CommandDefinition<infer I, z.ZodType> ? z.input<I> : never;

/** The command's own answer fields (what its work returns). */
export type CommandAnswerOf<D> = D extends CommandDefinition<z.ZodType, infer A> ? z.output<A> : never;

/** What the caller receives from a keyed command: its answer with the `result` and session `position`. */
export type CommandReply<D> = CommandAnswerOf<D> & { result: 'Success'; position?: string };
