import { randomUUID } from 'node:crypto';
import {
  COCOON_TYPES_STREAM,
  cocoonTypeCatalogue,
  cocoonTypeEventSchema,
  cocoonTypeRowSchema,
  listPageSchema,
  MESSAGES,
  saveCocoonTypeSchema,
  savedAnswerSchema,
  updateCocoonTypeSchema,
} from '@cocoon/domain';
import { cocoonTypeList } from '@cocoon/projectors';
import { runStreamCommand } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { listHandler, listQuerySchema } from '../http/list-query.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';

const tag = 'masters: cocoon types';

export function cocoonTypeRoutes(deps: AppDeps): RouteSpec[] {
  const run = (
    ctx: Parameters<RouteSpec['handler']>[0],
    command: Parameters<typeof cocoonTypeCatalogue.decide>[0],
  ) =>
    runStreamCommand(
      deps,
      ctx,
      {
        stream: COCOON_TYPES_STREAM,
        decider: cocoonTypeCatalogue,
        eventSchema: cocoonTypeEventSchema,
        command,
      },
      (events) => ({
        message: MESSAGES.formSubmitted,
        id: events[0]?.data.cocoonId ?? command.data.cocoonId,
      }),
    );

  return [
    {
      method: 'get',
      path: '/MasCocoon/getAll_MasCocoon',
      response: listPageSchema(cocoonTypeRowSchema),
      summary: 'Cocoon types (whole list, or a page when large or asked for)',
      tag,
      query: listQuerySchema,
      permission: 'masters.cocoon-type',
      handler: listHandler(deps, cocoonTypeList),
    },
    {
      method: 'post',
      path: '/MasCocoon/SaveMasCocoon',
      response: savedAnswerSchema,
      summary: 'Add a cocoon type',
      tag,
      permission: 'masters.cocoon-type',
      command: true,
      body: saveCocoonTypeSchema,
      async handler(ctx) {
        const input = parseInput(saveCocoonTypeSchema, ctx.request.body);
        await run(ctx, { type: 'AddCocoonType', data: { cocoonId: randomUUID(), ...input } });
      },
    },
    {
      method: 'post',
      path: '/MasCocoon/UpdateMasCocoon',
      response: savedAnswerSchema,
      summary: 'Change or deactivate a cocoon type',
      tag,
      permission: 'masters.cocoon-type',
      command: true,
      body: updateCocoonTypeSchema,
      async handler(ctx) {
        const input = parseInput(updateCocoonTypeSchema, ctx.request.body);
        await run(ctx, { type: 'UpdateCocoonType', data: input });
      },
    },
  ];
}
