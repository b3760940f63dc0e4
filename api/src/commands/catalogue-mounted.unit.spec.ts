import { type CommandDefinition, commandCatalogue, defineCommand } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteSpec } from '../http/routes.js';
import { assertCatalogueMounted } from './catalogue-mounted.js';

const define = (call: string) =>
  defineCommand({
    call,
    summary: call,
    tag: 'test',
    permission: 'authenticated',
    input: z.object({}),
    answer: z.object({}),
    example: { request: async () => ({ body: {} }) },
  });
const routeOf = (definition?: CommandDefinition, path = definition?.call ?? '/x'): RouteSpec => ({
  method: 'post',
  path,
  summary: path,
  tag: 'test',
  ...(definition ? { definition } : {}),
  handler: async () => {},
});

describe('the command catalogue and the mounted routes', () => {
  const save = define('/Thing/Save');
  const remove = define('/Thing/Remove');

  it('agree when every definition is mounted once', () => {
    expect(() => assertCatalogueMounted([routeOf(save), routeOf(remove)], [save, remove])).not.toThrow();
  });

  it('refuse a POST declared by hand, a definition forgotten, one mounted twice, one not in the catalogue', () => {
    expect(() => assertCatalogueMounted([routeOf(save), routeOf(undefined, '/Hand/Made')], [save])).toThrow(
      'POST /Hand/Made is not mounted from a command definition',
    );
    expect(() => assertCatalogueMounted([routeOf(save)], [save, remove])).toThrow(
      '/Thing/Remove is mounted 0 times, not once',
    );
    expect(() => assertCatalogueMounted([routeOf(save), routeOf(save)], [save])).toThrow(
      '/Thing/Save is mounted 2 times, not once',
    );
    expect(() => assertCatalogueMounted([routeOf(save), routeOf(remove)], [save])).toThrow(
      'POST /Thing/Remove is mounted from a definition missing in the command catalogue',
    );
  });

  it('holds for the real catalogue: every call is declared once', () => {
    const calls = commandCatalogue.map((definition) => definition.call);
    expect(calls.length).toBeGreaterThan(50);
    expect(new Set(calls).size).toBe(calls.length);
  });
});
