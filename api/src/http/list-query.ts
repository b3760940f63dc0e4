import { ValidationError } from '@cocoon/domain';
import { type ListDefinition, type ListPage, queryList, UnknownSortFieldError } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from './context.js';
import { parseInput } from './validate.js';

/** `?page=&pageSize=&sort=&order=&search=` on every list endpoint (all optional). */
export const listQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').optional(),
  pageSize: z.coerce.number().int().min(1).max(500, 'pageSize is at most 500').default(15),
  sort: z.string().trim().min(1).max(50).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order is asc or desc' }).default('asc'),
  search: z
    .string()
    .trim()
    .max(100, 'search is at most 100 characters')
    .optional()
    .transform((s) => (s ? s : undefined)),
});

export async function answerList<Row>(
  deps: AppDeps,
  ctx: Context,
  definition: ListDefinition,
): Promise<ListPage<Row>> {
  const query = parseInput(listQuerySchema, ctx.query);
  try {
    return await queryList<Row>(deps.db, definition, query, deps.config.LIST_PAGING_THRESHOLD);
  } catch (error) {
    if (error instanceof UnknownSortFieldError) {
      throw new ValidationError(error.message, { sort: [error.message] });
    }
    throw error;
  }
}

/**
 * A list route's handler: answers the whole list or a page. Its route declares `readsOwnWrites: true`, so a list
 * opened right after a save shows the saved row.
 */
export const listHandler =
  (deps: AppDeps, define: ListDefinition | ((ctx: Context) => ListDefinition)) => async (ctx: Context) => {
    ctx.body = await answerList(deps, ctx, typeof define === 'function' ? define(ctx) : define);
  };
