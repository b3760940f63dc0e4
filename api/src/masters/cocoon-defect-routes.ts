import { randomUUID } from 'node:crypto';
import {
  COCOON_DEFECTS_STREAM,
  cocoonDefectCatalogue,
  cocoonDefectEventSchema,
  cocoonDefectRowSchema,
  listPageSchema,
  MESSAGES,
  removeCocoonDefectSchema,
  saveCocoonDefectSchema,
  savedAnswerSchema,
  updateCocoonDefectSchema,
} from '@cocoon/domain';
import { cocoonDefectList } from '@cocoon/projectors';
import { runStreamCommand } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { listHandler, listQuerySchema } from '../http/list-query.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';

const tag = 'masters: cocoon defects';

export function cocoonDefectRoutes(deps: AppDeps): RouteSpec[] {
  const run = (
    ctx: Parameters<RouteSpec['handler']>[0],
    command: Parameters<typeof cocoonDefectCatalogue.decide>[0],
    message: string,
  ) =>
    runStreamCommand(
      deps,
      ctx,
      {
        stream: COCOON_DEFECTS_STREAM,
        decider: cocoonDefectCatalogue,
        eventSchema: cocoonDefectEventSchema,
        command,
      },
      // The id comes from the events: on a retry after a crash they are the stored ones, not this attempt's.
      (events) => ({ message, id: events[0]?.data.defectId ?? command.data.defectId }),
    );

  return [
    {
      method: 'get',
      path: '/DefectCocoon/getAll_DefectCocoon',
      response: listPageSchema(cocoonDefectRowSchema),
      summary: 'Cocoon defects (whole list, or a page when large or asked for)',
      tag,
      query: listQuerySchema,
      permission: 'masters.cocoon-defect',
      handler: listHandler(deps, cocoonDefectList),
    },
    {
      method: 'post',
      path: '/DefectCocoon/SaveDefectCocoon',
      response: savedAnswerSchema,
      summary: 'Add a cocoon defect',
      tag,
      permission: 'masters.cocoon-defect',
      command: true,
      body: saveCocoonDefectSchema,
      async handler(ctx) {
        const input = parseInput(saveCocoonDefectSchema, ctx.request.body);
        await run(
          ctx,
          { type: 'AddCocoonDefect', data: { defectId: randomUUID(), ...input } },
          MESSAGES.formSubmitted,
        );
      },
    },
    {
      method: 'post',
      path: '/DefectCocoon/UpdateDefectCocoon',
      response: savedAnswerSchema,
      summary: 'Change a cocoon defect',
      tag,
      permission: 'masters.cocoon-defect',
      command: true,
      body: updateCocoonDefectSchema,
      async handler(ctx) {
        const input = parseInput(updateCocoonDefectSchema, ctx.request.body);
        await run(ctx, { type: 'UpdateCocoonDefect', data: input }, MESSAGES.formSubmitted);
      },
    },
    {
      method: 'post',
      path: '/DefectCocoon/RemoveDefectCocoon',
      response: savedAnswerSchema,
      summary: 'Delete a cocoon defect',
      tag,
      permission: 'masters.cocoon-defect',
      command: true,
      body: removeCocoonDefectSchema,
      async handler(ctx) {
        const input = parseInput(removeCocoonDefectSchema, ctx.request.body);
        await run(ctx, { type: 'RemoveCocoonDefect', data: input }, MESSAGES.itemDeleted);
      },
    },
  ];
}
