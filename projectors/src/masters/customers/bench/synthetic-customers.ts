import type { CustomerType } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../../../runtime/types.js';

/**
 * Many customers for list tests and the list benchmark, inserted straight into the read model (read.customers)
 * instead of through 50,000 registrations: what is measured is the list query, not the write path. Names repeat
 * on purpose (a market has many "Murugan K"s), so paging must break ties to stay correct.
 */
const GIVEN = [
  'Murugan',
  'Senthil',
  'Kumar',
  'Ravi',
  'Selvam',
  'Arumugam',
  'Palani',
  'Ganesan',
  'Muthu',
  'Saravanan',
  'Lakshmi',
  'Meena',
  'Kavitha',
  'Selvi',
  'Valli',
  'Chinnasamy',
  'Perumal',
  'Raja',
  'Velu',
  'Karthik',
  'Anbu',
  'Mani',
  'Prakash',
  'Devi',
  'Jaya',
  'Shanthi',
  'Gopal',
  'Krishnan',
  'Subramani',
  'Thangaraj',
];
const INITIALS = 'ABCDEGJKMNPRSTV';

export interface SyntheticRow {
  customer_id: string;
  ledger_name: string;
  head_code: string;
  mobile_no: string;
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** Deterministic: the same (market number, type, index) always gives the same row. */
export function syntheticCustomer(market: number, customerType: CustomerType, index: number, code: string) {
  const given = GIVEN[(index * 7) % GIVEN.length]!;
  const initial = INITIALS[(index * 11) % INITIALS.length]!;
  // Mixed case on purpose: the list sorts by lower(ledger_name).
  const ledgerName = index % 5 === 0 ? `${given.toLowerCase()} ${initial}` : `${given} ${initial}`;
  const typeDigit = customerType === 'farmer' ? 1 : 2;
  return {
    customer_id: `${hex(market, 8)}-0000-4000-8${typeDigit}00-${hex(index, 12)}`,
    ledger_name: ledgerName,
    head_code: `${code}-${customerType === 'farmer' ? 'F' : 'R'}-${String(index + 1).padStart(6, '0')}`,
    mobile_no: `9${String(market).padStart(2, '0')}${typeDigit}${String(index).padStart(6, '0')}`,
  } satisfies SyntheticRow;
}

export async function insertSyntheticCustomers(
  db: ReadModelDb,
  options: { market: number; branchId: string; code: string; customerType: CustomerType; count: number },
): Promise<SyntheticRow[]> {
  const rows = Array.from({ length: options.count }, (_, i) =>
    syntheticCustomer(options.market, options.customerType, i, options.code),
  );
  const CHUNK = 2_000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .withSchema('read')
      .insertInto('customers')
      .values(
        rows.slice(start, start + CHUNK).map((row) => ({
          ...row,
          customer_type: options.customerType,
          branch_id: options.branchId,
          father_name: 'Father',
          address: '1, Main Road',
          city: 'Hosur',
          taluk_id: 5779,
          district_id: 631,
          pincode: '635109',
          gender: 'male',
          aadhaar_masked: 'XXXXXXXX0000',
          is_active: 1,
          created_at: sql`now()`,
          updated_at: sql`now()`,
        })),
      )
      .execute();
  }
  // Fresh statistics, as autovacuum would give a real table, so the planner picks the list indexes.
  await sql`analyze`.execute(db);
  return rows;
}
