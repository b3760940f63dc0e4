import {
  adOfficePickerListSchema,
  adOfficeRowSchema,
  adRegisteredAnswerSchema,
  branchKindQuery,
  branchPickerListSchema,
  branchRowSchema,
  branchSavedAnswerSchema,
  grantableUserTypes,
  grantableUserTypesAnswerSchema,
  listPageSchema,
  regionPickerListSchema,
  registerAdSchema,
  registerBranchUserSchema,
  registerMarketOfficerSchema,
  registerRjdSchema,
  rjdRegisteredAnswerSchema,
  saveBranchSchema,
  savedAnswerSchema,
  scopeOf,
  staffRegisteredAnswerSchema,
  staffRowSchema,
  updateAdSchema,
  updateBranchSchema,
  updateRegionSchema,
  updateStaffSchema,
  userTypeQuery,
} from '@cocoon/domain';
import type { ListDefinition } from '@cocoon/projectors';
import { adOfficeList, branchList, regionList, staffList } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import type { CommandRun } from '../../commands/run-command.js';
import { runCommand } from '../../commands/run-command.js';
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
  const command =
    <S extends z.ZodType>(
      schema: S,
      work: (run: CommandRun, input: z.infer<S>) => Promise<Record<string, unknown>>,
    ) =>
    async (ctx: Context) => {
      const input = parseInput(schema, ctx.request.body);
      await runCommand(deps, ctx, async (run) => ({ ...(await work(run, input)), position: run.position }));
    };
  const scope = (ctx: Context) => scopeOf(ctx.state.user);
  const post = (path: string, summary: string, permission: RouteSpec['permission'], body: z.ZodType) => ({
    method: 'post' as const,
    path,
    summary,
    tag,
    permission,
    command: true,
    body,
  });

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
      handler: list((ctx) => pickerList(ctx, 'pickers.region', regionList(scope(ctx)))),
    },
    {
      ...post(
        '/auth/Register-RJD',
        'Register an RJD: the region (when its code is new) and the login',
        'masters.rjd',
        registerRjdSchema,
      ),
      responses: { 409: 'Username or Region Code already exists (field names which)' },
      response: rjdRegisteredAnswerSchema,
      handler: command(registerRjdSchema, registerRjd),
    },
    {
      ...post(
        '/MasRegion/UpdateMasRegion',
        'Rename, deactivate (isActive 0) or reactivate a region',
        'masters.rjd',
        updateRegionSchema,
      ),
      response: savedAnswerSchema,
      handler: command(updateRegionSchema, updateRegion),
    },

    // Assistant directors
    {
      ...post(
        '/auth/Register-AD',
        'Register an AD: the AD office (when its code is new) and the login',
        'masters.assistant-director',
        registerAdSchema,
      ),
      responses: { 409: 'Username or AD Code already exists (field names which)' },
      response: adRegisteredAnswerSchema,
      handler: command(registerAdSchema, registerAd),
    },
    {
      method: 'get',
      path: '/MasAssistantDirector/getAll_MasAssistantDirector',
      response: listPageSchema(adOfficeRowSchema),
      summary: "AD offices with their Assistant Director, in the caller's scope",
      tag,
      permission: 'masters.assistant-director',
      query: listQuerySchema,
      handler: list((ctx) => adOfficeList(scope(ctx))),
    },
    {
      ...post(
        '/MasAssistantDirector/UpdateMasAssistantDirector',
        "Change an AD office and its AD's details or password; isActive 0/1 deactivates/reactivates both",
        'masters.assistant-director',
        updateAdSchema,
      ),
      response: savedAnswerSchema,
      handler: command(updateAdSchema, updateAd),
    },
    {
      method: 'get',
      path: '/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId',
      response: adOfficePickerListSchema,
      summary:
        "AD offices of one region (?regionId=), within the caller's scope: the AD master's rows, or the picker's fields without masters.assistant-director",
      tag,
      permission: 'pickers.ad-office',
      query: listQuerySchema.extend(regionIdQuery.shape),
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
      handler: list((ctx) => branchList(scope(ctx), parseInput(branchKindQuery, ctx.query))),
    },
    {
      ...post(
        '/Tsc/SaveTsc',
        'Open a market (with its Branch Admin login) or a TSC',
        'masters.tsc',
        saveBranchSchema,
      ),
      responses: { 409: 'Branch Code, Branch Name (in the AD office) or Username already exists' },
      response: branchSavedAnswerSchema,
      handler: command(saveBranchSchema, saveBranch),
    },
    {
      ...post(
        '/Tsc/UpdateTsc',
        'Change a market or TSC; isActive 0/1 deactivates/reactivates it',
        'masters.tsc',
        updateBranchSchema,
      ),
      response: savedAnswerSchema,
      handler: command(updateBranchSchema, updateBranch),
    },
    {
      method: 'get',
      path: '/MasBranch/getAll_MasBranch',
      response: branchPickerListSchema,
      summary:
        "Branches in the caller's scope, for dropdowns (?kind=market|tsc): Tsc/getAll_Tsc's rows, or the picker's fields without masters.tsc",
      tag,
      permission: 'pickers.branch',
      query: listQuerySchema.extend(branchKindQuery.shape),
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
    {
      ...post(
        '/auth/Register-Market',
        'Register a Market Officer at a market',
        'masters.market-officer',
        registerMarketOfficerSchema,
      ),
      responses: { 409: 'Username already exists' },
      response: staffRegisteredAnswerSchema,
      handler: command(registerMarketOfficerSchema, (run, input) =>
        registerBranchStaff(run, { ...input, userType: 'Market Officer' }),
      ),
    },
    {
      ...post(
        '/auth/Register-MasUsers',
        'Register a branch user of a type the caller may grant',
        'masters.user',
        registerBranchUserSchema,
      ),
      responses: { 409: 'Username already exists' },
      response: staffRegisteredAnswerSchema,
      handler: command(registerBranchUserSchema, registerBranchStaff),
    },
    {
      method: 'get',
      path: '/MasUsers/getAll_MasUsers',
      response: listPageSchema(staffRowSchema),
      summary: "Staff accounts in the caller's scope (?userType=RJD|AD|Branch Admin|Market Officer)",
      tag,
      permission: 'masters.user',
      query: listQuerySchema.extend(userTypeQuery.shape),
      handler: list((ctx) => staffList(scope(ctx), parseInput(userTypeQuery, ctx.query))),
    },
    {
      ...post(
        '/MasUsers/UpdateMasUsers',
        'Change a staff account (details, password); isActive 0 deactivates it and ends its sessions, 1 reactivates',
        'masters.user',
        updateStaffSchema,
      ),
      response: savedAnswerSchema,
      handler: command(updateStaffSchema, updateStaff),
    },
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
