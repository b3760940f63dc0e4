import {
  geoListAnswerSchema,
  LISTS_OF_VALUES,
  LOV_TYPES,
  listOfValuesAnswerSchema,
  NotFoundError,
} from '@cocoon/domain';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';
import { parseInput } from '../../http/validate.js';
import { geography } from './geography.js';

const tag = 'masters: reference lists';
const talukFilter = z.object({
  districtId: z.coerce.number({ error: 'districtId must be an LGD district code' }).int().positive(),
});

/** Geography (LGD districts and taluks) and the fixed lists of values: read by every master form. */
export function referenceRoutes(_deps: AppDeps): RouteSpec[] {
  return [
    {
      method: 'get',
      path: '/MasGeo/getAll_GeoByName/District',
      response: geoListAnswerSchema,
      summary: 'The 38 districts of Tamil Nadu (LGD codes; Tamil names where LGD has them)',
      tag,
      permission: 'authenticated',
      async handler(ctx) {
        ctx.body = { data: geography().districts };
      },
    },
    {
      method: 'get',
      path: '/MasGeo/getAll_ByFilter',
      response: geoListAnswerSchema,
      summary: 'The taluks of one district (?districtId=<LGD code>)',
      tag,
      permission: 'authenticated',
      query: talukFilter,
      async handler(ctx) {
        const { districtId } = parseInput(talukFilter, ctx.query);
        if (!geography().districts.some((d) => d.geoId === districtId))
          throw new NotFoundError('District not found');
        ctx.body = { data: geography().taluks.filter((t) => t.parentId === districtId) };
      },
    },
    {
      method: 'get',
      path: '/MasLov/getAll_LovType/:lovType',
      response: listOfValuesAnswerSchema,
      summary: `A list of values: ${LOV_TYPES.join(', ')}`,
      tag,
      permission: 'authenticated',
      async handler(ctx) {
        const type = LOV_TYPES.find((t) => t === ctx.params.lovType);
        if (!type) throw new NotFoundError(`No list of values named ${ctx.params.lovType}`);
        ctx.body = { data: LISTS_OF_VALUES[type] };
      },
    },
  ];
}
