import { sql } from 'kysely';
import type { ReportQueryContext } from '../report-query.js';

/** Where a market or TSC sits: its name, AD office and region, as the MIS rows group them. */
export interface Place {
  name: string;
  adOfficeId: string;
  adOffice: string;
  regionId: string;
  region: string;
}

/** Every branch (market or TSC) by id, named from `read.branches`; a row's scope is applied by its own query. */
export async function places(ctx: ReportQueryContext): Promise<Map<string, Place>> {
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom('branches as b')
    // The office's own rows name it, so a renamed AD office or region reads the same on every report.
    .leftJoin('ad_offices as a', 'a.ad_office_id', 'b.ad_office_id')
    .leftJoin('regions as r', 'r.region_id', 'b.region_id')
    .select([
      'b.branch_id',
      'b.name_en',
      'b.ad_office_id',
      'b.region_id',
      sql<string | null>`coalesce(a.name, b.ad_office_name)`.as('ad_office_name'),
      sql<string | null>`coalesce(r.region_name, b.region_name)`.as('region_name'),
    ])
    .execute();
  return new Map(
    rows.map((r) => [
      r.branch_id,
      {
        name: r.name_en,
        adOfficeId: r.ad_office_id,
        adOffice: r.ad_office_name ?? '',
        regionId: r.region_id,
        region: r.region_name ?? '',
      },
    ]),
  );
}

/** Race short names (BV, CB) by cocoon type id. */
export async function races(ctx: ReportQueryContext): Promise<Map<string, string>> {
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom('cocoon_types')
    .select(['cocoon_id', 'short_name'])
    .execute();
  return new Map(rows.map((r) => [r.cocoon_id, r.short_name]));
}

/** Reelers' code and name by id (only those asked for). */
export async function reelerNames(
  ctx: ReportQueryContext,
  ids: readonly string[],
): Promise<Map<string, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom('customers')
    .where('customer_id', 'in', [...new Set(ids)])
    .select(['customer_id', 'head_code', 'ledger_name'])
    .execute();
  return new Map(rows.map((r) => [r.customer_id, { code: r.head_code, name: r.ledger_name }]));
}

/** Orders leaf rows region → AD office → market → race (names compared the way a person reads them). */
export const byOffice =
  <R extends Record<string, unknown>>(keys: readonly string[]) =>
  (a: R, b: R) => {
    for (const k of keys) {
      const c = String(a[k] ?? '').localeCompare(String(b[k] ?? ''), 'en');
      if (c !== 0) return c;
    }
    return 0;
  };
