import { randomUUID } from 'node:crypto';
import {
  COCOON_DEFECTS_STREAM,
  cocoonDefectCatalogue,
  cocoonDefectEventSchema,
  cocoonDefectRowSchema,
  listPageSchema,
  MESSAGES,
  removeCocoonDefectCommand,
  saveCocoonDefectCommand,
  updateCocoonDefectCommand,
} from '@cocoon/domain';
import { cocoonDefectList } from '@cocoon/projectors';
import { commandRoute } from '../commands/command-route.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { listHandler, listQuerySchema } from '../http/list-query.js';
import type { RouteSpec } from '../http/routes.js';

const tag = 'masters: cocoon defects';

export function cocoonDefectRoutes(deps: AppDeps): RouteSpec[] {
  /** A change to the one cocoon defect catalogue, answered with the message and the defect's id. */
  const decideCocoonDefect =
    (command: Parameters<typeof cocoonDefectCatalogue.decide>[0], message: string) =>
    async (run: CommandRun) => {
      const { events } = await run.decide({
        stream: COCOON_DEFECTS_STREAM,
        decider: cocoonDefectCatalogue,
        eventSchema: cocoonDefectEventSchema,
        command,
        marketId: run.actor.marketId,
      });
      // The id comes from the events: on a retry after a crash they are the stored ones, not this attempt's.
      return { message, id: events[0]?.data.defectId ?? command.data.defectId };
    };

  return [
    {
      method: 'get',
      path: '/DefectCocoon/getAll_DefectCocoon',
      response: listPageSchema(cocoonDefectRowSchema),
      summary: 'Cocoon defects (whole list, or a page when large or asked for)',
      tag,
      query: listQuerySchema,
      permission: 'masters.cocoon-defect',
      readsOwnWrites: true,
      handler: listHandler(deps, cocoonDefectList),
    },
    commandRoute(deps, saveCocoonDefectCommand, async ({ input }) =>
      decideCocoonDefect(
        { type: 'AddCocoonDefect', data: { defectId: randomUUID(), ...input } },
        MESSAGES.formSubmitted,
      ),
    ),
    commandRoute(deps, updateCocoonDefectCommand, async ({ input }) =>
      decideCocoonDefect({ type: 'UpdateCocoonDefect', data: input }, MESSAGES.formSubmitted),
    ),
    commandRoute(deps, removeCocoonDefectCommand, async ({ input }) =>
      decideCocoonDefect({ type: 'RemoveCocoonDefect', data: input }, MESSAGES.itemDeleted),
    ),
  ];
}
