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

/** OpenAPI 3.1 from the same zod schemas that validate the requests. */
export function openApiDocument(routes: readonly RouteSpec[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
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
    const ok = route.response
      ? {
          content: {
            'application/json': {
              schema: z.toJSONSchema(route.response, { io: 'output', unrepresentable: 'any' }),
            },
          },
        }
      : {};
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
