import type { Action, CommandDefinition } from '@cocoon/domain';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { requirePermission } from '../auth/middleware.js';
import type { AppDeps } from './context.js';
import { waitForOwnWrites } from './read-your-writes.js';

/**
 * Every route is declared once with its schemas and permission: the same declaration registers the Koa
 * handler, checks the role, validates input, and feeds the OpenAPI document.
 */
export interface RouteSpec {
  method: 'get' | 'post';
  path: string;
  summary: string;
  /**
   * The OpenAPI operationId a generated client names its call by; derived from the path when absent
   * (operationIdOf). Set it only to keep a name stable when the path changes.
   */
  operationId?: string;
  /** Longer text for the OpenAPI document (a report's columns). */
  description?: string;
  tag: string;
  /** undefined = public; otherwise the role-table action the caller needs. */
  permission?: Action | 'authenticated' | 'reeler';
  /** A hall's display session may read it too, for its own market only (issue 27: the live board). */
  display?: boolean;
  body?: z.ZodType;
  params?: z.ZodType;
  /** Query-string parameters (documented in OpenAPI; each route parses them). */
  query?: z.ZodObject;
  /**
   * What a 200 answers (declared in domain, read by the UI); documents the route, never parses the answer. A
   * command's answer also carries `result` and the session `position` (runCommand adds them; so does the
   * document). Every route declares this or `answerFile`.
   */
  response?: z.ZodType;
  /** The 200 is not JSON but a file or stream of one of these media types (a PDF, a bank file, live events). */
  answerFile?: readonly string[];
  responses?: Record<number, string>;
  /** Command routes take an Idempotency-Key header. */
  command?: boolean;
  /** The command definition a POST is mounted from (commandRoute, actionRoute): every POST has one. */
  definition?: CommandDefinition;
  /**
   * Read-your-writes (design.md): the caller's session waits (bounded) until the read models have passed its
   * last write before the handler reads, so a list opened right after a save shows the saved row.
   */
  readsOwnWrites?: boolean;
  handler: (ctx: Context) => Promise<void>;
}

export const declaredRoutes: RouteSpec[] = [];

export function mount(router: Router, routes: RouteSpec[], deps: AppDeps): void {
  for (const route of routes) {
    if (!declaredRoutes.some((r) => r.method === route.method && r.path === route.path))
      declaredRoutes.push(route);
    const guards = route.permission ? [requirePermission(route.permission, { display: route.display })] : [];
    const handler = route.readsOwnWrites
      ? async (ctx: Context) => {
          await waitForOwnWrites(deps, ctx);
          await route.handler(ctx);
        }
      : route.handler;
    router[route.method](route.path, ...guards, handler);
  }
}
