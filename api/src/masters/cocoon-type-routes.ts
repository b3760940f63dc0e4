import { randomUUID } from 'node:crypto';
import {
  COCOON_TYPES_STREAM,
  cocoonTypeCatalogue,
  cocoonTypeEventSchema,
  cocoonTypeRowSchema,
  listPageSchema,
  MESSAGES,
  saveCocoonTypeCommand,
  updateCocoonTypeCommand,
} from '@cocoon/domain';
import { cocoonTypeList } from '@cocoon/projectors';
import { commandRoute } from '../commands/command-route.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { listHandler, listQuerySchema } from '../http/list-query.js';
import type { RouteSpec } from '../http/routes.js';

const tag = 'masters: cocoon types';

export function cocoonTypeRoutes(deps: AppDeps): RouteSpec[] {
  /** A change to the one cocoon type catalogue, answered with the spec's message and the type's id. */
  const decideCocoonType =
    (command: Parameters<typeof cocoonTypeCatalogue.decide>[0]) => async (run: CommandRun) => {
      const { events } = await run.decide({
        stream: COCOON_TYPES_STREAM,
        decider: cocoonTypeCatalogue,
        eventSchema: cocoonTypeEventSchema,
        command,
        marketId: run.actor.marketId,
      });
      return { message: MESSAGES.formSubmitted, id: events[0]?.data.cocoonId ?? command.data.cocoonId };
    };
  return [
    {
      method: 'get',
      path: '/MasCocoon/getAll_MasCocoon',
      response: listPageSchema(cocoonTypeRowSchema),
      summary: 'Cocoon types (whole list, or a page when large or asked for)',
      tag,
      query: listQuerySchema,
      permission: 'masters.cocoon-type',
      readsOwnWrites: true,
      handler: listHandler(deps, cocoonTypeList),
    },
    commandRoute(deps, saveCocoonTypeCommand, async ({ input }) =>
      decideCocoonType({ type: 'AddCocoonType', data: { cocoonId: randomUUID(), ...input } }),
    ),
    commandRoute(deps, updateCocoonTypeCommand, async ({ input }) =>
      decideCocoonType({ type: 'UpdateCocoonType', data: input }),
    ),
  ];
}
