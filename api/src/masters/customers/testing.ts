import { randomUUID } from 'node:crypto';
import { type Role, verhoeffCheckDigit } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';

/**
 * Offices for customer tests, written straight into the offices read model (read.branches) and the staff
 * table: customers only read those, and writing them directly keeps these tests independent of how offices
 * are registered. Two regions; region 1 has AD office A with markets HSR and KGI (and a TSC), AD office B with
 * market DPI; region 2 has AD office C with market SLM.
 */
export interface TestOffices {
  regions: { r1: string; r2: string };
  adOffices: { a: string; b: string; c: string };
  markets: Record<'HSR' | 'KGI' | 'DPI' | 'SLM', string>;
  tsc: string;
}

export async function createTestOffices(db: ReadModelDb): Promise<TestOffices> {
  const regions = { r1: randomUUID(), r2: randomUUID() };
  const adOffices = { a: randomUUID(), b: randomUUID(), c: randomUUID() };
  const markets = { HSR: randomUUID(), KGI: randomUUID(), DPI: randomUUID(), SLM: randomUUID() };
  const tsc = randomUUID();
  const branch = (
    branchId: string,
    code: string,
    kind: 'market' | 'tsc',
    adOfficeId: string,
    regionId: string,
  ) => ({
    branch_id: branchId,
    branch_code: code,
    name_en: `${code} Cocoon Market`,
    name_ta: `${code} பட்டுக்கூடு அங்காடி`,
    kind,
    ad_office_id: adOfficeId,
    region_id: regionId,
    address1: 'Market Road',
    city: code,
    pin_code: '635109',
    mobile_no: '9443000000',
    email_id: `${code.toLowerCase()}@example.org`,
    is_active: 1,
    created_at: sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  });
  await db
    .withSchema('read')
    .insertInto('branches')
    .values([
      branch(markets.HSR, 'HSR', 'market', adOffices.a, regions.r1),
      branch(markets.KGI, 'KGI', 'market', adOffices.a, regions.r1),
      branch(markets.DPI, 'DPI', 'market', adOffices.b, regions.r1),
      branch(markets.SLM, 'SLM', 'market', adOffices.c, regions.r2),
      branch(tsc, 'TSCHSR', 'tsc', adOffices.a, regions.r1),
    ])
    .execute();
  return { regions, adOffices, markets, tsc };
}

export interface TestStaff {
  username: string;
  userType: Role;
  regionId?: string;
  adOfficeId?: string;
  branchId?: string;
}

export async function createTestStaff(db: ReadModelDb, staff: TestStaff[]): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('app.staff_users')
    .values(
      staff.map((s) => ({
        user_id: randomUUID(),
        username: s.username,
        display_name: s.username,
        user_type: s.userType,
        market_id: null,
        region_id: s.regionId ?? null,
        ad_office_id: s.adOfficeId ?? null,
        branch_id: s.branchId ?? null,
        password_hash: passwordHash,
      })),
    )
    .execute();
}

/** One account per role and office of createTestOffices. */
export function staffFor(offices: TestOffices): TestStaff[] {
  return [
    { username: 'c-admin', userType: 'Admin' },
    { username: 'c-rjd1', userType: 'RJD', regionId: offices.regions.r1 },
    { username: 'c-ad-a', userType: 'AD', adOfficeId: offices.adOffices.a, regionId: offices.regions.r1 },
    { username: 'c-hsr', userType: 'Branch Admin', branchId: offices.markets.HSR },
    { username: 'c-kgi', userType: 'Branch Admin', branchId: offices.markets.KGI },
    { username: 'c-dpi', userType: 'Branch Admin', branchId: offices.markets.DPI },
    { username: 'c-slm', userType: 'Branch Admin', branchId: offices.markets.SLM },
    { username: 'c-officer', userType: 'Market Officer', branchId: offices.markets.HSR },
    { username: 'c-nowhere', userType: 'Branch Admin' },
  ];
}

let serial = 0;
/** Unique valid numbers per test run (fictitious: Aadhaar with a correct Verhoeff digit, mobiles from 9000...). */
export function nextIdentity(): { aadhaarNo: string; mobileNo: string } {
  serial += 1;
  const stamp = (process.pid % 1000) * 100_000 + serial;
  const first11 = `3${String(stamp).padStart(10, '0')}`;
  return {
    aadhaarNo: `${first11}${verhoeffCheckDigit(first11)}`,
    mobileNo: `9${String(stamp).padStart(9, '0')}`,
  };
}
