import { z } from 'zod';
import type { RouteSpec } from './routes.js';

const errorBody = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    statusCode: { type: 'integer' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message', 'statusCode'],
};

/**
 * A route's stable operationId, from its path so that it changes only when the path does:
 * `/CocoonAuction/Save_CocoonAution` → `CocoonAuction_Save_CocoonAution`, `/documents/:id/file` →
 * `documents_by_id_file`. Characters a generated client cannot use in a name (`-`) become `_`. The method is
 * added (`_get`, `_post`) only when the same path is declared for both.
 */
export function operationIdOf(route: RouteSpec, routes: readonly RouteSpec[]): string {
  if (route.operationId) return route.operationId;
  const name = route.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `by_${segment.slice(1)}` : segment))
    .join('_')
    .replace(/[^A-Za-z0-9_]/g, '_');
  const shared = routes.some((other) => other.path === route.path && other.method !== route.method);
  return shared ? `${name}_${route.method}` : name;
}

/** What runCommand adds to every command's own answer fields. */
const commandAnswer = z.object({
  result: z.literal('Success'),
  /** The session's next read waits for this event store position (read-your-writes). */
  position: z.string().optional(),
});

/** A text stream or file is a string; anything else a binary one. */
const fileSchema = (mediaType: string) =>
  mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };

/**
 * What a 200 of the route answers as JSON, in full: the declared answer, and for a command with the `result` and
 * `position` runCommand adds. Undefined for a file or stream (answerFile). Tests hold real answers against it.
 */
export function answerSchemaOf(route: RouteSpec): z.ZodType | undefined {
  if (!route.response || route.answerFile) return undefined;
  if (!route.command) return route.response;
  return route.response instanceof z.ZodObject
    ? commandAnswer.extend(route.response.shape)
    : z.intersection(commandAnswer, route.response);
}

/** The 200's content: the JSON answer, or the file or stream it sends. */
function answerContent(route: RouteSpec): { content?: Record<string, { schema: unknown }> } {
  if (route.answerFile)
    return {
      content: Object.fromEntries(route.answerFile.map((type) => [type, { schema: fileSchema(type) }])),
    };
  const answer = answerSchemaOf(route);
  if (!answer) return {};
  return {
    content: {
      'application/json': { schema: z.toJSONSchema(answer, { io: 'output', unrepresentable: 'any' }) },
    },
  };
}

/** OpenAPI 3.1 from the same zod schemas that validate the requests. */
export function openApiDocument(routes: readonly RouteSpec[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Map<string, string>();
  for (const route of routes) {
    const operationId = operationIdOf(route, routes);
    const taken = operationIds.get(operationId);
    // Two operations of one name would make a generated client silently drop one: refuse to publish that.
    if (taken)
      throw new Error(`operationId ${operationId} of ${route.path} (${route.method}) is already ${taken}'s`);
    operationIds.set(operationId, `${route.method} ${route.path}`);
    const path = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const parameters: unknown[] = [];
    for (const match of route.path.matchAll(/:([A-Za-z]+)/g)) {
      parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    for (const [name, schema] of Object.entries(route.query?.shape ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: false,
        schema: z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
      });
    }
    if (route.command) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description:
          'Unique per user action; a retry with the same key appends nothing twice and gets the same answer.',
        schema: { type: 'string', minLength: 8, maxLength: 100 },
      });
    }
    const ok = answerContent(route);
    const responses: Record<string, unknown> = { 200: { description: 'OK', ...ok } };
    for (const [status, description] of Object.entries(route.responses ?? {}))
      responses[status] = { description, ...(status === '200' ? ok : {}) };
    if (route.body)
      responses[400] = {
        description: 'Invalid input',
        content: { 'application/json': { schema: errorBody } },
      };
    if (route.permission) {
      responses[401] = {
        description: 'Not logged in or session expired',
        content: { 'application/json': { schema: errorBody } },
      };
    }
    if (route.permission && route.permission !== 'authenticated') {
      responses[403] = {
        description:
          route.permission === 'reeler'
            ? "Needs a reeler's bidding session (POST /api/reeler/connect)"
            : `Needs permission ${route.permission}`,
      };
    }
    if (route.command) responses[409] = { description: 'Conflict (duplicate, already processed)' };
    const operation: Record<string, unknown> = {
      operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      parameters,
      responses,
      ...(route.permission ? { security: [{ bearer: [] }] } : {}),
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) },
        },
      };
    }
    paths[path] = { ...(paths[path] ?? {}), [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Cocoon Market API', version },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
