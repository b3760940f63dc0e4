import { checkBankDetails, type IfscExists } from '../masters/customers/bank-details.js';

/** A farmer as the payment run sees them: the bank details the master holds now. */
export interface RunCandidate {
  bankAcNo: string | null;
  ifscCode: string | null;
  bankAcName: string | null;
  /**
   * A change of the farmer's bank details waits for a second person's approval (issue 25, part 3): the farmer is
   * held out of the run until it is approved. Absent: no such change is known.
   */
  bankChangePending?: boolean;
}

/**
 * Why a farmer is left out of the day's payment run, or null when the farmer goes in (money due is decided on
 * the payments stream, `planRunRows`). The ONE place the run's bank-side eligibility is decided: missing or
 * failing bank details (checkBankDetails: the RBI list, merged banks, account shape, an ASCII name) and a bank
 * detail change waiting for approval.
 */
export function runEligibilityRefusal(candidate: RunCandidate, exists: IfscExists): string | null {
  if (!candidate.bankAcNo?.trim() || !candidate.ifscCode?.trim()) return 'No bank account number or IFSC';
  if (candidate.bankChangePending) return 'A change of bank details waits for approval';
  const { errors } = checkBankDetails(candidate, exists);
  const problems = Object.values(errors);
  return problems.length > 0 ? `Bank details not verified: ${problems.join('; ')}` : null;
}
