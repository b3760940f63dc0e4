import { checkBankDetails } from '@cocoon/domain';
import type { ReadModelDb } from '../../runtime/types.js';
import { ifscInRbiList } from './rbi-ifsc-list.js';

/**
 * The farmers money may be sent to by bank now (issue 25): stored details that pass `checkBankDetails` (an IFSC
 * in the RBI list, an account number and a holder name a bank file can carry) and no change of them waiting for a
 * second person. The one rule for payment runs, the manual batch and the "Payments Waiting" reasons.
 */
export async function farmersWithVerifiedBank(
  db: ReadModelDb,
  farmerIds: readonly string[],
): Promise<Set<string>> {
  if (farmerIds.length === 0) return new Set();
  const ids = [...new Set(farmerIds)];
  const [farmers, pending] = await Promise.all([
    db
      .withSchema('read')
      .selectFrom('customers')
      .select(['customer_id', 'ifsc_code', 'bank_ac_no', 'bank_ac_name'])
      .where('customer_id', 'in', ids)
      .execute(),
    db
      .withSchema('read')
      .selectFrom('bank_changes')
      .select('customer_id')
      .where('customer_id', 'in', ids)
      .where('status', '=', 'pending')
      .execute(),
  ]);
  const held = new Set(pending.map((p) => p.customer_id));
  const verified = new Set<string>();
  for (const f of farmers) {
    if (held.has(f.customer_id) || !f.ifsc_code || !f.bank_ac_no) continue;
    const { errors } = checkBankDetails(
      { ifscCode: f.ifsc_code, bankAcNo: f.bank_ac_no, bankAcName: f.bank_ac_name },
      ifscInRbiList,
    );
    if (Object.keys(errors).length === 0) verified.add(f.customer_id);
  }
  return verified;
}
