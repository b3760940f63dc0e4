import {
  adOfficePickerListSchema,
  adOfficeRowSchema,
  branchKindQuery,
  branchPickerListSchema,
  branchRowSchema,
  type CommandAnswerOf,
  type CommandDefinition,
  grantableUserTypes,
  grantableUserTypesAnswerSchema,
  listPageSchema,
  regionPickerListSchema,
  registerAdCommand,
  registerBranchUserCommand,
  registerMarketOfficerCommand,
  registerRjdCommand,
  saveBranchCommand,
  scopeOf,
  staffRowSchema,
  updateAdCommand,
  updateBranchCommand,
  updateRegionCommand,
  updateStaffCommand,
  userTypeQuery,
} from '@cocoon/domain';
import type { ListDefinition } from '@cocoon/projectors';
import { adOfficeList, branchList, regionList, staffList } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { type CommandRequest, commandRoute } from '../../commands/command-route.js';
import type { CommandRun } from '../../commands/run-command.js';
import type { AppDeps } from '../../http/context.js';
import { listHandler, listQuerySchema } from '../../http/list-query.js';
import { pickerList } from '../../http/pickers.js';
import type { RouteSpec } from '../../http/routes.js';
import { parseInput } from '../../http/validate.js';
import { registerAd, updateAd } from './ad-commands.js';
import { saveBranch, updateBranch } from './branch-commands.js';
import { registerRjd, updateRegion } from './region-commands.js';
import { registerBranchStaff, updateStaff } from './staff-commands.js';

const tag = 'masters: offices and staff';
const regionIdQuery = z.object({ regionId: z.uuid('regionId must be a region id') });
const adOfficeIdQuery = z.object({ adOfficeId: z.uuid('adOfficeId must be an AD office id') });

/**
 * Regions and RJDs, assistant directors (AD offices), branches/markets/TSCs, market officers and branch
 * users. Lists show what the caller's scope covers; commands refuse anything outside it (403).
 * Deactivate and reactivate: each Update takes isActive (1 Active, 0 inActive).
 */
export function officeRoutes(deps: AppDeps): RouteSpec[] {
  const list = (define: (ctx: Context) => ListDefinition) => listHandler(deps, define);
  /** An office command: its work, run once per Idempotency-Key on the parsed input (no checks before it). */
  const command = <D extends CommandDefinition>(
    definition: D,
    work: (run: CommandRun, input: CommandRequest<D>['input']) => Promise<CommandAnswerOf<D>>,
  ) =>
    commandRoute(deps, definition, async ({ input }) => {
      return (run) => work(run, input);
    });
  const scope = (ctx: Context) => scopeOf(ctx.state.user);

  return [
    // Regions and RJDs
    {
      method: 'get',
      path: '/MasRegion/getAll_MasRegions',
      response: regionPickerListSchema,
      summary:
        "Regions in the caller's scope (the RJD master, and the region picker: id, code, name and status only without masters.rjd)",
      tag,
      permission: 'pickers.region',
      query: listQuerySchema,
      readsOwnWrites: true,
      handler: list((ctx) => pickerList(ctx, 'pickers.region', regionList(scope(ctx)))),
    },
    command(registerRjdCommand, registerRjd),
    command(updateRegionCommand, updateRegion),

    // Assistant directors
    command(registerAdCommand, registerAd),
    {
      method: 'get',
      path: '/MasAssistantDirector/getAll_MasAssistantDirector',
      response: listPageSchema(adOfficeRowSchema),
      summary: "AD offices with their Assistant Director, in the caller's scope",
      tag,
      permission: 'masters.assistant-director',
      query: listQuerySchema,
      readsOwnWrites: true,
      handler: list((ctx) => adOfficeList(scope(ctx))),
    },
    command(updateAdCommand, updateAd),
    {
      method: 'get',
      path: '/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId',
      response: adOfficePickerListSchema,
      summary:
        "AD offices of one region (?regionId=), within the caller's scope: the AD master's rows, or the picker's fields without masters.assistant-director",
      tag,
      permission: 'pickers.ad-office',
      query: listQuerySchema.extend(regionIdQuery.shape),
      readsOwnWrites: true,
      handler: list((ctx) =>
        pickerList(ctx, 'pickers.ad-office', adOfficeList(scope(ctx), parseInput(regionIdQuery, ctx.query))),
      ),
    },
    {
      method: 'get',
      path: '/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId/:regionId',
      response: adOfficePickerListSchema,
      summary: "AD offices of one region (path form), within the caller's scope; as the query form",
      tag,
      permission: 'pickers.ad-office',
      params: regionIdQuery,
      query: listQuerySchema,
      readsOwnWrites: true,
      handler: list((ctx) =>
        pickerList(ctx, 'pickers.ad-office', adOfficeList(scope(ctx), parseInput(regionIdQuery, ctx.params))),
      ),
    },

    // Branches: markets and TSCs
    {
      method: 'get',
      path: '/Tsc/getAll_Tsc',
      response: listPageSchema(branchRowSchema),
      summary: "Markets and TSCs in the caller's scope (?kind=market|tsc to pick one)",
      tag,
      permission: 'masters.tsc',
      query: listQuerySchema.extend(branchKindQuery.shape),
      readsOwnWrites: true,
      handler: list((ctx) => branchList(scope(ctx), parseInput(branchKindQuery, ctx.query))),
    },
    command(saveBranchCommand, saveBranch),
    command(updateBranchCommand, updateBranch),
    {
      method: 'get',
      path: '/MasBranch/getAll_MasBranch',
      response: branchPickerListSchema,
      summary:
        "Branches in the caller's scope, for dropdowns (?kind=market|tsc): Tsc/getAll_Tsc's rows, or the picker's fields without masters.tsc",
      tag,
      permission: 'pickers.branch',
      query: listQuerySchema.extend(branchKindQuery.shape),
      readsOwnWrites: true,
      handler: list((ctx) =>
        pickerList(ctx, 'pickers.branch', branchList(scope(ctx), parseInput(branchKindQuery, ctx.query))),
      ),
    },
    {
      method: 'get',
      path: '/MasBranch/getAll_BranchByADOId',
      response: branchPickerListSchema,
      summary:
        "Branches of one AD office (?adOfficeId=, optional ?kind=), within the caller's scope; as getAll_MasBranch",
      tag,
      permission: 'pickers.branch',
      query: listQuerySchema.extend(adOfficeIdQuery.shape).extend(branchKindQuery.shape),
      readsOwnWrites: true,
      handler: list((ctx) =>
        pickerList(
          ctx,
          'pickers.branch',
          branchList(scope(ctx), {
            ...parseInput(branchKindQuery, ctx.query),
            ...parseInput(adOfficeIdQuery, ctx.query),
          }),
        ),
      ),
    },
    {
      method: 'get',
      path: '/MasBranch/getAll_BranchByADOId/:adOfficeId',
      response: branchPickerListSchema,
      summary: "Branches of one AD office (path form), within the caller's scope; as getAll_MasBranch",
      tag,
      permission: 'pickers.branch',
      params: adOfficeIdQuery,
      query: listQuerySchema.extend(branchKindQuery.shape),
      readsOwnWrites: true,
      handler: list((ctx) =>
        pickerList(
          ctx,
          'pickers.branch',
          branchList(scope(ctx), {
            ...parseInput(branchKindQuery, ctx.query),
            ...parseInput(adOfficeIdQuery, ctx.params),
          }),
        ),
      ),
    },

    // Market officers and branch users
    command(registerMarketOfficerCommand, (run, input) =>
      registerBranchStaff(run, { ...input, userType: 'Market Officer' }),
    ),
    command(registerBranchUserCommand, registerBranchStaff),
    {
      method: 'get',
      path: '/MasUsers/getAll_MasUsers',
      response: listPageSchema(staffRowSchema),
      summary: "Staff accounts in the caller's scope (?userType=RJD|AD|Branch Admin|Market Officer)",
      tag,
      permission: 'masters.user',
      query: listQuerySchema.extend(userTypeQuery.shape),
      readsOwnWrites: true,
      handler: list((ctx) => staffList(scope(ctx), parseInput(userTypeQuery, ctx.query))),
    },
    command(updateStaffCommand, updateStaff),
    {
      method: 'get',
      path: '/MasUsers/getAll_UserTypes',
      response: grantableUserTypesAnswerSchema,
      summary: 'The user types the caller may grant on auth/Register-MasUsers',
      tag,
      permission: 'masters.user',
      async handler(ctx) {
        ctx.body = { data: grantableUserTypes(ctx.state.user.userType) };
      },
    },
  ];
}
