import { sql } from 'kysely';
import { insertSyntheticCustomers } from '../../masters/customers/bench/synthetic-customers.js';
import type { ReadModelDb } from '../../runtime/types.js';
import {
  AD_OFFICES,
  adOfficeId,
  adRegion,
  type MarketPlan,
  RACES,
  REGIONS,
  regionId,
  tscId,
} from './scale-plan.js';
import { writeSummaryCustomers } from './summaries.js';

const CREATED = '2016-03-01T04:30:00.000Z';
const audited = { created_at: CREATED, updated_at: CREATED, updated_by: 'admin' };

/**
 * The masters the lots point at, straight into their read tables: regions, AD offices, markets and TSCs
 * (read.branches), the two races, each market's farmers (with a TSC) and reelers. Then `scale.markets` and
 * `scale.people`, the generator's own lookup tables (numbered people, so SQL can pick the n-th farmer).
 */
export async function writeMasters(db: ReadModelDb, markets: readonly MarketPlan[]): Promise<void> {
  const r = db.withSchema('read');
  await r
    .insertInto('regions')
    .values(
      REGIONS.map((name, i) => ({
        region_id: regionId(i),
        region_code: `R${i + 1}`,
        region_name: name,
        ...audited,
      })),
    )
    .execute();
  await r
    .insertInto('ad_offices')
    .values(
      AD_OFFICES.map((name, i) => ({
        ad_office_id: adOfficeId(i),
        ad_code: `AD${String(i + 1).padStart(2, '0')}`,
        name: `AD Office ${name}`,
        region_id: regionId(adRegion(i)),
        region_code: `R${adRegion(i) + 1}`,
        region_name: REGIONS[adRegion(i)]!,
        ad_staff_id: null,
        ad_name: null,
        ad_user_name: null,
        ad_mobile_no: null,
        ad_email_id: null,
        ad_is_active: null,
        ...audited,
      })),
    )
    .execute();
  const branch = (id: string, code: string, name: string, kind: 'market' | 'tsc', ad: number) => ({
    branch_id: id,
    branch_code: code,
    name_en: kind === 'market' ? `${name} Cocoon Market` : `${name} TSC`,
    name_ta: kind === 'market' ? `${name} பட்டுக்கூடு அங்காடி` : `${name} தொழில்நுட்ப சேவை மையம்`,
    kind,
    ad_office_id: adOfficeId(ad),
    ad_office_name: `AD Office ${AD_OFFICES[ad]}`,
    region_id: regionId(adRegion(ad)),
    region_name: REGIONS[adRegion(ad)]!,
    address1: 'Market Road',
    address2: null,
    city: name,
    pin_code: '635109',
    mobile_no: '9443000000',
    office_no: null,
    alternate_no: null,
    email_id: `${code.toLowerCase()}@tnsericulture.gov.in`,
    ...audited,
  });
  await r
    .insertInto('branches')
    .values([
      ...markets.map((m) => branch(m.branchId, m.code, m.name, 'market', m.adOfficeNo)),
      ...AD_OFFICES.map((name, i) => branch(tscId(i), `TSC${i + 1}`, name, 'tsc', i)),
    ])
    .execute();
  await r
    .insertInto('cocoon_types')
    .values(
      RACES.map((race) => ({ cocoon_id: race.id, name: race.name, short_name: race.shortName, ...audited })),
    )
    .execute();
  for (const m of markets) {
    for (const [customerType, count] of [
      ['farmer', m.farmers],
      ['reeler', m.reelers],
    ] as const)
      await insertSyntheticCustomers(db, {
        market: m.marketNo,
        branchId: m.branchId,
        code: m.code,
        customerType,
        count,
      });
    // Farmers belong to the TSC of their market's AD office (TSC-wise MIS report).
    await sql`update read.customers set tsc_id = ${tscId(m.adOfficeNo)}
      where branch_id = ${m.branchId} and customer_type = 'farmer'`.execute(db);
  }
  await writeSummaryCustomers(db);
  await sql`create schema if not exists scale`.execute(db);
  await sql`drop table if exists scale.markets, scale.people`.execute(db);
  await sql`create table scale.markets (market_no int primary key, branch_id uuid not null, code text not null,
    peak_lots int not null, farmers int not null, reelers int not null, holiday int not null)`.execute(db);
  await sql`insert into scale.markets select * from jsonb_to_recordset(${JSON.stringify(
    markets.map((m) => ({
      market_no: m.marketNo,
      branch_id: m.branchId,
      code: m.code,
      peak_lots: m.peakLots,
      farmers: m.farmers,
      reelers: m.reelers,
      holiday: m.holiday,
    })),
  )}::jsonb) as x(market_no int, branch_id uuid, code text, peak_lots int, farmers int, reelers int,
    holiday int)`.execute(db);
  await sql`create table scale.people as
    select branch_id, customer_type as kind,
      (row_number() over (partition by branch_id, customer_type order by head_code))::int - 1 as n,
      customer_id as id, ledger_name as name, head_code as code
    from read.customers`.execute(db);
  await sql`alter table scale.people add primary key (branch_id, kind, n)`.execute(db);
}
