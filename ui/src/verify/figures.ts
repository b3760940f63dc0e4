import { normalisedCheckCode } from '@cocoon/domain';

/**
 * The verify page's figures as the paper prints them, and what a reader types read back. Amounts stay integer
 * paise to the last step: a BigInt split into rupees and paise, so no amount up to Number.MAX_SAFE_INTEGER
 * paise is ever a float.
 */

const GROUPING = new Intl.NumberFormat('en-IN');

/** 12345678 paise → '₹ 1,23,456.78' (en-IN lakh grouping, always two decimals). */
export function rupeesOfPaise(paise: number): string {
  const exact = BigInt(paise);
  const rupees = exact / 100n;
  const rest = exact % 100n;
  return `₹ ${GROUPING.format(rupees)}.${rest.toString().padStart(2, '0')}`;
}

export type TypedDate = { date: string } | { error: 'date-missing' | 'date-format' | 'date-invalid' };

/**
 * A date typed as the paper prints it, DD/MM/YYYY (a dash, dot or space between also read, and one-digit day or
 * month), as the API's YYYY-MM-DD; a day the calendar does not have (31/02/2027) is refused.
 */
export function isoDateOfTyped(typed: string): TypedDate {
  const text = typed.trim();
  if (text === '') return { error: 'date-missing' };
  const parts = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/.exec(text);
  if (!parts) return { error: 'date-format' };
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    month > 12 ||
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day
  ) {
    return { error: 'date-invalid' };
  }
  return { date: `${parts[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/** Crockford base 32, the alphabet of the check code (document-token.ts `checkCode`). */
const CHECK_CODE = /^[0-9A-HJKMNP-TV-Z]{6}$/;

export type TypedCode = { code: string } | { error: 'code-missing' | 'code-length' | 'code-letters' };

/** A check code as typed (spaces, dashes, small letters, I/L/O for 1/0 forgiven) read back, or what is wrong. */
export function checkCodeOfTyped(typed: string): TypedCode {
  const code = normalisedCheckCode(typed);
  if (code === '') return { error: 'code-missing' };
  if (code.length !== 6) return { error: 'code-length' };
  if (!CHECK_CODE.test(code)) return { error: 'code-letters' };
  return { code };
}
