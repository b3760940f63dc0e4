import { runEligibilityRefusal } from '@cocoon/domain';
import { farmerBankAccounts } from '../../accounts/farmer-dues.queries.js';
import type { ReadModelDb } from '../../runtime/types.js';
import { ifscInRbiList } from './rbi-ifsc-list.js';

/**
 * The farmers money may be sent to by bank now (issue 25): `runEligibilityRefusal`, the payment run's one rule
 * (checked details, no change of them waiting for a second person), over the details the master holds. For the
 * "Payments Waiting" reasons, which must say what the run would.
 */
export async function farmersWithVerifiedBank(
  db: ReadModelDb,
  farmerIds: readonly string[],
): Promise<Set<string>> {
  const accounts = await farmerBankAccounts(db, farmerIds);
  const verified = new Set<string>();
  for (const account of accounts.values()) {
    const refusal = runEligibilityRefusal(
      {
        bankAcNo: account.accountNo,
        ifscCode: account.ifsc,
        bankAcName: account.accountName,
        bankChangePending: account.bankChangePending,
      },
      ifscInRbiList,
    );
    if (!refusal) verified.add(account.farmerId);
  }
  return verified;
}
