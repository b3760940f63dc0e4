/**
 * Why a bank returned a credit (issue 25, part 4): the reference table every bank template's reasons are mapped
 * onto. The codes are NPCI's NACH/APB return reason codes (payments-and-notices.md "Bank payments"): 01, 02,
 * 03 and 51-54 as the notes list them. 55 is NPCI's "account in zero balance / no transactions, first transaction
 * in cash or self cheque" as we read its list (confirm with the sponsor bank); `99` is ours, for a reason no rule
 * maps. The US ACH "R01-R23" codes are NOT used.
 *
 * `bring` is what the farmer brings to the market (or the bank) to be paid; `newDetails`: the account itself is
 * wrong, so a re-issue waits for the farmer's bank details to be corrected through the farmer form.
 */
export interface ReturnReason {
  code: string;
  text: string;
  bring: string;
  newDetails: boolean;
}

export const RETURN_REASONS: readonly ReturnReason[] = [
  {
    code: '01',
    text: 'Account closed or transferred',
    bring: 'The passbook of the account now in use (first page with account number and IFSC)',
    newDetails: true,
  },
  {
    code: '02',
    text: 'No such account',
    bring: 'The passbook or a cancelled cheque leaf showing the account number and IFSC',
    newDetails: true,
  },
  {
    code: '03',
    text: 'Account description does not tally',
    bring: 'The passbook showing the account holder name exactly as the bank keeps it',
    newDetails: true,
  },
  {
    code: '51',
    text: 'KYC documents pending',
    bring: 'Complete KYC at the bank branch (Aadhaar, photo), then show the updated passbook',
    newDetails: false,
  },
  {
    code: '52',
    text: 'Documents pending for a minor turned major',
    bring: 'Update the account at the bank as a major account holder, then show the passbook',
    newDetails: false,
  },
  {
    code: '53',
    text: 'Account inactive',
    bring: 'Make the account active at the bank branch, then show the passbook',
    newDetails: false,
  },
  {
    code: '54',
    text: 'Account dormant',
    bring: 'Revive the dormant account at the bank branch (KYC and a transaction), then show the passbook',
    newDetails: false,
  },
  {
    code: '55',
    text: 'Account in zero balance or without transactions (first transaction in cash or self cheque)',
    bring: 'Make a first transaction at the bank branch, then show the passbook',
    newDetails: false,
  },
  {
    code: '99',
    text: 'Other reason given by the bank',
    bring: 'The passbook; the office reads the bank reason with the farmer',
    newDetails: false,
  },
];

const BY_CODE = new Map(RETURN_REASONS.map((reason) => [reason.code, reason]));

export const OTHER_RETURN_REASON = '99';

/** The reference table's reason of a code (the "other" reason for a code it does not know). */
export const returnReason = (code: string | null | undefined): ReturnReason =>
  BY_CODE.get(code ?? '') ?? (BY_CODE.get(OTHER_RETURN_REASON) as ReturnReason);

/**
 * Words banks write for each reason when they send text rather than a code: matched when a template's own codes
 * do not name the reason. Order matters (dormant before inactive, minor before KYC).
 */
const WORDED: ReadonlyArray<[RegExp, string]> = [
  [/closed|transferred/i, '01'],
  [/no such|invalid account|account (number )?does not exist|account not found|incorrect account/i, '02'],
  [/tally|name mismatch|mismatch|beneficiary name/i, '03'],
  [/minor|major/i, '52'],
  [/kyc/i, '51'],
  [/dormant/i, '54'],
  [/inactive|in-active|inoperative/i, '53'],
  [/zero balance|first transaction/i, '55'],
];

/**
 * The reference code of a bank's return reason: the template's own code table first (`codes`: the bank's code,
 * upper case, → the reference code), then a NACH code the reason starts with ("02", "02-No such account"), then the
 * words. Anything else is `99` (other), the bank's own text kept beside it.
 */
export function returnReasonCode(reason: string, codes: Readonly<Record<string, string>> = {}): string {
  const text = reason.trim();
  const head = text.split(/[\s:\-–,]+/)[0]?.toUpperCase() ?? '';
  const own = codes[head] ?? codes[text.toUpperCase()];
  if (own && BY_CODE.has(own)) return own;
  if (/^\d{2}$/.test(head) && BY_CODE.has(head)) return head;
  for (const [pattern, code] of WORDED) if (pattern.test(text)) return code;
  return OTHER_RETURN_REASON;
}
