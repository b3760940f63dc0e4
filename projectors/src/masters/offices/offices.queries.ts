import type { Scope } from '@cocoon/domain';
import type { ReadModelDb } from '../../runtime/types.js';
import type { ListDefinition, ListFilter } from '../../shared/list-query.js';
import {
  adOfficeScopeFilter,
  branchRowScopeFilter,
  officeColumnsScopeFilter,
  regionScopeFilter,
  scopeFilter,
} from './scope-filter.js';

/** The caller's scope AND each extra equality the screen asked for (e.g. a region's AD offices). */
function filtered(scoped: ListFilter, equals: Record<string, string | undefined>): ListFilter {
  return (eb) =>
    eb.and([
      scoped(eb),
      ...Object.entries(equals)
        .filter(([, value]) => value !== undefined)
        .map(([column, value]) => eb(eb.ref(column), '=', value)),
    ]);
}

const audit = { isActive: 'is_active', updatedAt: 'updated_at', updatedBy: 'updated_by' } as const;

export const regionList = (scope: Scope): ListDefinition => ({
  table: 'regions',
  columns: { regionId: 'region_id', regionCode: 'region_code', regionName: 'region_name', ...audit },
  searchable: ['regionCode', 'regionName'],
  defaultSort: 'regionName',
  where: regionScopeFilter(scope),
});

export const adOfficeList = (scope: Scope, filter: { regionId?: string } = {}): ListDefinition => ({
  table: 'ad_offices',
  columns: {
    adOfficeId: 'ad_office_id',
    adCode: 'ad_code',
    adOfficeName: 'name',
    regionId: 'region_id',
    regionCode: 'region_code',
    regionName: 'region_name',
    staffId: 'ad_staff_id',
    name: 'ad_name',
    userName: 'ad_user_name',
    mobileNo: 'ad_mobile_no',
    emailId: 'ad_email_id',
    adIsActive: 'ad_is_active',
    ...audit,
  },
  searchable: ['adCode', 'adOfficeName', 'name', 'regionName', 'mobileNo'],
  defaultSort: 'adOfficeName',
  where: filtered(adOfficeScopeFilter(scope), { region_id: filter.regionId }),
});

export const branchList = (
  scope: Scope,
  filter: { kind?: string; adOfficeId?: string } = {},
): ListDefinition => ({
  table: 'branches',
  columns: {
    branchId: 'branch_id',
    branchCode: 'branch_code',
    branchName: 'name_en',
    branchNameTa: 'name_ta',
    kind: 'kind',
    adOfficeId: 'ad_office_id',
    adOfficeName: 'ad_office_name',
    regionId: 'region_id',
    regionName: 'region_name',
    address1: 'address1',
    address2: 'address2',
    city: 'city',
    pinCode: 'pin_code',
    mobileNo: 'mobile_no',
    officeNo: 'office_no',
    alternateNo: 'alternate_no',
    emailId: 'email_id',
    ...audit,
  },
  searchable: ['branchCode', 'branchName', 'branchNameTa', 'city', 'mobileNo'],
  defaultSort: 'branchName',
  // Asked for TSCs (the farmer form's picker), a market's staff also see the TSCs of their AD office.
  where: filtered(filter.kind === 'tsc' ? branchRowScopeFilter(scope) : scopeFilter(scope), {
    kind: filter.kind,
    ad_office_id: filter.adOfficeId,
  }),
});

export const staffList = (scope: Scope, filter: { userType?: string } = {}): ListDefinition => ({
  table: 'staff',
  columns: {
    staffId: 'staff_id',
    userName: 'user_name',
    name: 'name',
    userType: 'user_type',
    designation: 'designation',
    mobileNo: 'mobile_no',
    emailId: 'email_id',
    regionId: 'region_id',
    regionCode: 'region_code',
    regionName: 'region_name',
    adOfficeId: 'ad_office_id',
    adOfficeName: 'ad_office_name',
    branchId: 'branch_id',
    branchCode: 'branch_code',
    branchName: 'branch_name',
    ...audit,
  },
  searchable: ['userName', 'name', 'designation', 'mobileNo', 'emailId', 'branchName'],
  defaultSort: 'userName',
  where: filtered(officeColumnsScopeFilter(scope), { user_type: filter.userType }),
});

export interface BranchRow {
  branch_id: string;
  branch_code: string;
  name_en: string;
  kind: 'market' | 'tsc';
  ad_office_id: string;
  region_id: string;
  is_active: number;
}

/** One branch as the read side knows it (for other features' checks, e.g. a customer's market). */
export async function findBranch(db: ReadModelDb, branchId: string): Promise<BranchRow | undefined> {
  return db
    .withSchema('read')
    .selectFrom('branches')
    .select(['branch_id', 'branch_code', 'name_en', 'kind', 'ad_office_id', 'region_id', 'is_active'])
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
}

/** Whether an office record (a region, an AD office, a staff account) lies in what the caller may see. */
export async function officeRecordInScope(
  db: ReadModelDb,
  scope: Scope,
  kind: 'region' | 'adOffice' | 'staff',
  id: string,
): Promise<boolean> {
  const read = db.withSchema('read');
  const row =
    kind === 'region'
      ? await read
          .selectFrom('regions')
          .select('region_id')
          .where('region_id', '=', id)
          .where(regionScopeFilter(scope))
          .executeTakeFirst()
      : kind === 'adOffice'
        ? await read
            .selectFrom('ad_offices')
            .select('ad_office_id')
            .where('ad_office_id', '=', id)
            .where(adOfficeScopeFilter(scope))
            .executeTakeFirst()
        : await read
            .selectFrom('staff')
            .select('staff_id')
            .where('staff_id', '=', id)
            .where(officeColumnsScopeFilter(scope))
            .executeTakeFirst();
  return row !== undefined;
}
