/**
 * Are a customer's bank details good enough to move money? The form's schema checks shapes one field at a
 * time; this check knows how bank details go wrong in practice (payments-and-notices.md "Bank payments"):
 * 0/O and 1/I confused in an IFSC, the old IFSC of a bank that has merged, leading zeros of an account number
 * lost or added, a holder name the bank file cannot carry. Whether an IFSC is in the RBI list is asked of
 * `exists` (the api passes the list), so the rule stays pure.
 */

export interface CustomerBankDetails {
  ifscCode?: string | null;
  bankAcNo?: string | null;
  bankAcName?: string | null;
}
export type CustomerBankField = keyof CustomerBankDetails;
/** Is this IFSC (11 characters, upper case) in the RBI list of bank branches? */
export type IfscExists = (ifsc: string) => boolean;

export interface CustomerBankDetailsCheck {
  /** Money cannot move with these: the form refuses them, the report lists them. */
  errors: Partial<Record<CustomerBankField, string>>;
  /** Worth a look, never a refusal. */
  warnings: Partial<Record<CustomerBankField, string>>;
}

/** The beneficiary name field of the banks' bulk NEFT files holds 40 ASCII characters. */
export const BANK_FILE_NAME_LENGTH = 40;

const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const IFSC_SHAPE_MESSAGE = 'IFSC must look like AAAA0XXXXXX';
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/**
 * Banks merged on 1 April 2019 and 1 April 2020 whose old IFSCs the RBI list no longer carries branch by
 * branch: a farmer's old passbook still shows them. Old bank code → the bank it merged into.
 */
export const MERGED_BANKS: Readonly<Record<string, { was: string; into: string; code: string }>> = {
  VIJB: { was: 'Vijaya Bank', into: 'Bank of Baroda', code: 'BARB' },
  BKDN: { was: 'Dena Bank', into: 'Bank of Baroda', code: 'BARB' },
  SYNB: { was: 'Syndicate Bank', into: 'Canara Bank', code: 'CNRB' },
  ANDB: { was: 'Andhra Bank', into: 'Union Bank of India', code: 'UBIN' },
  CORP: { was: 'Corporation Bank', into: 'Union Bank of India', code: 'UBIN' },
  ALLA: { was: 'Allahabad Bank', into: 'Indian Bank', code: 'IDIB' },
  ORBC: { was: 'Oriental Bank of Commerce', into: 'Punjab National Bank', code: 'PUNB' },
  UTBI: { was: 'United Bank of India', into: 'Punjab National Bank', code: 'PUNB' },
};

const blank = (value: string | null | undefined): value is null | undefined | '' => !value?.trim();

export function checkBankDetails(details: CustomerBankDetails, exists: IfscExists): CustomerBankDetailsCheck {
  const check: CustomerBankDetailsCheck = { errors: {}, warnings: {} };
  const ifsc = ifscProblem(details.ifscCode, exists);
  if (ifsc) check.errors.ifscCode = ifsc;
  const account = accountNumberProblem(details.bankAcNo);
  if (account?.error) check.errors.bankAcNo = account.error;
  if (account?.warning) check.warnings.bankAcNo = account.warning;
  const name = holderNameProblem(details.bankAcName);
  if (name?.error) check.errors.bankAcName = name.error;
  if (name?.warning) check.warnings.bankAcName = name.warning;
  return check;
}

function ifscProblem(given: string | null | undefined, exists: IfscExists): string | undefined {
  if (blank(given)) return 'IFSC Code is missing';
  const code = given.trim().toUpperCase();
  const merged = MERGED_BANKS[typedBankCode(code)];
  if (merged) {
    return `${merged.was} merged into ${merged.into}: ask the farmer for the new IFSC (${merged.code}...)`;
  }
  if (IFSC_SHAPE.test(code) && exists(code)) return undefined;
  const corrected = slipCorrection(code, exists);
  if (corrected) {
    return `IFSC ${code} is not in the RBI list: did you mean ${corrected}? (${slipWords(code, corrected)})`;
  }
  if (!IFSC_SHAPE.test(code))
    return 'IFSC must look like AAAA0XXXXXX (4 letters, 0, then 6 letters or digits)';
  return `IFSC ${code} is not in the RBI list of bank branches: copy it again from the passbook or a cheque leaf`;
}

/** The bank part as meant: a bank code is letters, so a 0 or 1 typed there stands for O or I. */
const typedBankCode = (code: string) => code.slice(0, 4).replace(/0/g, 'O').replace(/1/g, 'I');

/**
 * The shape an IFSC was meant to have when a digit was typed in the bank code (0 for O, 1 for I) or the letter
 * O for the fifth character's zero: certain from the shape alone, so the form can say it before the server
 * looks the code up. Undefined when the code is well shaped or no such slip explains it.
 */
export function ifscShapeSlip(given: string): { meant: string; slips: string } | undefined {
  const code = given.trim().toUpperCase();
  if (code.length !== 11 || IFSC_SHAPE.test(code)) return undefined;
  const meant = `${typedBankCode(code)}${code[4] === 'O' ? '0' : code[4]}${code.slice(5)}`;
  return IFSC_SHAPE.test(meant) ? { meant, slips: slipWords(code, meant) } : undefined;
}

/** The form's message for an IFSC of the wrong shape, naming the code meant when a slip explains it. */
export function ifscShapeMessage(given: string): string {
  const slip = ifscShapeSlip(given);
  return slip ? `${IFSC_SHAPE_MESSAGE}: did you mean ${slip.meant}? (${slip.slips})` : IFSC_SHAPE_MESSAGE;
}

/**
 * The code as meant when a letter O or I was typed for a digit (or the other way round in the bank code):
 * the first candidate, fewest changes first, that is a real IFSC. Only the O/0 and I/1 pairs are tried.
 */
function slipCorrection(code: string, exists: IfscExists): string | undefined {
  if (code.length !== 11) return undefined;
  const head = `${typedBankCode(code)}${code[4] === 'O' ? '0' : code[4]}`;
  const branch = code.slice(5);
  // Each O or I of the branch part may stand for 0 or 1: try every subset, fewest changes first.
  const slots = [...branch].flatMap((char, index) => (char === 'O' || char === 'I' ? [index] : []));
  const subsets = Array.from({ length: 2 ** slots.length }, (_, mask) => mask).sort(
    (a, b) => bitCount(a) - bitCount(b) || a - b,
  );
  for (const mask of subsets) {
    const chars = [...branch];
    slots.forEach((slot, bit) => {
      if (mask & (1 << bit)) chars[slot] = chars[slot] === 'O' ? '0' : '1';
    });
    const candidate = `${head}${chars.join('')}`;
    if (candidate !== code && IFSC_SHAPE.test(candidate) && exists(candidate)) return candidate;
  }
  return undefined;
}

const bitCount = (n: number) => n.toString(2).replace(/0/g, '').length;

function slipWords(typed: string, meant: string): string {
  const words = new Set<string>();
  for (let i = 0; i < typed.length; i += 1) {
    if (typed[i] === meant[i]) continue;
    words.add(
      /[0O]/.test(typed[i]!)
        ? `${typed[i] === 'O' ? 'letter O' : 'zero'} typed for ${meant[i] === 'O' ? 'letter O' : 'zero'}`
        : `${typed[i] === 'I' ? 'letter I' : 'one'} typed for ${meant[i] === 'I' ? 'letter I' : 'one'}`,
    );
  }
  return [...words].join(', ');
}

function accountNumberProblem(given: string | null | undefined): { error?: string; warning?: string } {
  if (blank(given)) return { error: 'Bank Account No is missing' };
  const number = given.trim();
  if (!/^\d+$/.test(number)) return { error: 'Bank account number must be digits only' };
  if (number.length < 9 || number.length > 18) {
    return { error: `Bank account number must be 9 to 18 digits (this one has ${number.length})` };
  }
  if (number.startsWith('0')) {
    return {
      warning:
        'Bank account number starts with 0: check on the passbook that the leading zeros belong to it (a spreadsheet drops them, a clerk may add them)',
    };
  }
  return {};
}

function holderNameProblem(given: string | null | undefined): { error?: string; warning?: string } {
  if (blank(given)) return { error: 'Account Holder Name is missing' };
  const name = given.trim();
  if (!PRINTABLE_ASCII.test(name)) {
    return {
      error:
        'Account Holder Name must be in English letters as in the passbook (the bank file takes ASCII only)',
    };
  }
  if (name.length > BANK_FILE_NAME_LENGTH) {
    return {
      warning: `Account Holder Name is longer than ${BANK_FILE_NAME_LENGTH} characters: the bank file carries "${name.slice(0, BANK_FILE_NAME_LENGTH)}"`,
    };
  }
  return {};
}
