import type { CustomerType, Scope } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';
import type { ListDefinition } from '../../shared/list-query.js';
import { scopeFilter } from '../offices/scope-filter.js';
import type { CustomersTables } from './customers.tables.js';

/** API field name → column, shared by the list and the single record. */
const COMMON_COLUMNS = {
  customerId: 'customer_id',
  customerType: 'customer_type',
  branchId: 'branch_id',
  headCode: 'head_code',
  ledgerName: 'ledger_name',
  fatherName: 'father_name',
  address: 'address',
  streetName: 'street_name',
  areaName: 'area_name',
  city: 'city',
  talukId: 'taluk_id',
  districtId: 'district_id',
  pincode: 'pincode',
  mobileNo: 'mobile_no',
  whatsApp: 'whatsapp',
  altPhone: 'alt_phone',
  emailId: 'email_id',
  gstNo: 'gst_no',
  bankAcName: 'bank_ac_name',
  bankName: 'bank_name',
  bankBranchName: 'bank_branch_name',
  ifscCode: 'ifsc_code',
  bankAcType: 'bank_ac_type',
  position: 'position',
  deviceId: 'device_id',
  gender: 'gender',
  community: 'community',
  tsc: 'tsc_id',
  basinCount: 'basin_count',
  licenseNo: 'license_no',
  licenseDate: 'license_date',
  reelerType: 'reeler_type',
  farmerType: 'farmer_type',
  isActive: 'is_active',
  verifiedAt: 'verified_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  updatedBy: 'updated_by',
} as const;

const MASKED_COLUMNS = {
  aadhaarNo: 'aadhaar_masked',
  panNo: 'pan_masked',
  bankAcNo: 'bank_ac_masked',
} as const;
const FULL_COLUMNS = { aadhaarNo: 'aadhaar_no', panNo: 'pan_no', bankAcNo: 'bank_ac_no' } as const;

type CustomerColumn = keyof CustomersTables['customers'];
type Selections<Fields extends Record<string, CustomerColumn>> = {
  [Field in keyof Fields & string]: `${Fields[Field]} as ${Field}`;
}[keyof Fields & string];

/** `{ field: column }` as kysely's `'column as field'` selections, so the row keeps each column's type. */
const selections = <Fields extends Record<string, CustomerColumn>>(fields: Fields) =>
  Object.entries(fields).map(([field, column]) => `${column} as ${field}`) as Selections<Fields>[];

/**
 * Customer/getAll_Farmers and getAll_Reelers: one type, within the caller's market scope, searchable by name,
 * head code and mobile. Aadhaar, PAN and bank account come masked (last 4) from their masked columns.
 */
export function customerList(customerType: CustomerType, scope: Scope): ListDefinition {
  return {
    table: 'customers',
    columns: { ...COMMON_COLUMNS, ...MASKED_COLUMNS },
    searchable: ['ledgerName', 'headCode', 'mobileNo'],
    defaultSort: 'ledgerName',
    sortExpressions: { ledgerName: sql`lower(ledger_name)` },
    uniqueKey: 'customer_id',
    where: (eb) => eb.and([eb('customer_type', '=', customerType), scopeFilter(scope)(eb)]),
  };
}

const selectCustomer = (db: ReadModelDb, masked: boolean) =>
  db
    .withSchema('read')
    .selectFrom('customers')
    .select(selections({ ...COMMON_COLUMNS, ...(masked ? MASKED_COLUMNS : FULL_COLUMNS) }));

/** One customer. Full identity numbers only when `masked` is false (a role that may edit the record). */
export async function getCustomer(db: ReadModelDb, customerId: string, options: { masked: boolean }) {
  return selectCustomer(db, options.masked).where('customer_id', '=', customerId).executeTakeFirst();
}

/** Customers awaiting OTP verification with this mobile number, within the caller's scope. */
export async function pendingCustomersByMobile(db: ReadModelDb, mobileNo: string, scope: Scope) {
  return selectCustomer(db, true)
    .where('mobile_no', '=', mobileNo)
    .where('is_active', '=', 2)
    .where(scopeFilter(scope))
    .execute();
}
