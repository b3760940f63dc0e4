import type { BillCustomer } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';

/** Customers as a bill prints them, snapshotted at issue: an issued bill is never edited (bank account masked). */
export async function billCustomers(
  db: ReadModelDb,
  customerIds: readonly string[],
): Promise<Map<string, BillCustomer>> {
  const unique = [...new Set(customerIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('customers as c')
    .leftJoin('branches as t', 't.branch_id', 'c.tsc_id')
    .select([
      'c.customer_id',
      'c.head_code',
      'c.ledger_name',
      'c.father_name',
      'c.city',
      'c.mobile_no',
      'c.license_no',
      'c.bank_name',
      'c.bank_ac_masked',
      'c.ifsc_code',
      't.name_en as tsc_name',
    ])
    .where('c.customer_id', 'in', unique)
    .execute();
  return new Map(
    rows.map((r) => [
      r.customer_id,
      {
        customerId: r.customer_id,
        code: r.head_code,
        name: r.ledger_name,
        fatherName: r.father_name || null,
        village: r.city || null,
        tscName: r.tsc_name ?? null,
        mobileNo: r.mobile_no || null,
        licenseNo: r.license_no,
        bankName: r.bank_name,
        bankAccountMasked: r.bank_ac_masked,
        ifscCode: r.ifsc_code,
      },
    ]),
  );
}
