/**
 * How the market writes dates, months, money and figures, in one place for screens, prints, exports and refusal
 * messages alike, so a floor price or a date reads the same everywhere (design.md: en-IN lakh grouping; spec
 * section 9: DD/MM/YYYY and HH:MM). Amounts and weights stay integers in their unit (`amountPaise`, `netGrams`)
 * until they reach these functions; business dates and times are Asia/Kolkata's whatever the machine's zone.
 */

// Built once: an Intl formatter is costly to make, and every bid asks for the business date.
const KOLKATA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const KOLKATA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Business dates are Asia/Kolkata dates (design.md), whatever the server's time zone: an instant → 'YYYY-MM-DD'. */
export function businessDate(at: Date): string {
  return KOLKATA_DATE.format(at);
}

/** The instant of an IST wall-clock time on a business date: ('2026-11-22', '10:30') → 2026-11-22T05:00:00Z. */
export function istInstant(date: string, hhmm: string): Date {
  return new Date(`${date}T${hhmm}:00+05:30`);
}

/** HH:MM of an instant in Asia/Kolkata (slot times on screens, prints and messages). */
export function istTime(at: Date | string): string {
  return istClock(at).slice(0, 5);
}

/** HH:MM:SS of an instant in Asia/Kolkata (the hall's clock, an audit's step times). */
export function istClock(at: Date | string): string {
  return KOLKATA_TIME.format(typeof at === 'string' ? new Date(at) : at);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * '2026-11-22' (or an ISO timestamp's date part) → '22/11/2026', the spec's DD/MM/YYYY. Text that is not an ISO
 * date is returned as it is, so a report cell or parameter that holds something else reads unchanged.
 */
export function displayDate(date: string): string {
  const day = ISO_DAY.exec(date);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : date;
}

/**
 * An instant as the business clock shows it: '22/11/2026 12:05' in Asia/Kolkata, to the second when an audit
 * needs it; '' when the text is no time.
 */
export function displayInstant(at: Date | string, precision: 'minutes' | 'seconds' = 'minutes'): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return '';
  const clock = istClock(instant);
  return `${displayDate(businessDate(instant))} ${precision === 'seconds' ? clock : clock.slice(0, 5)}`;
}

/** The months in calendar order, as the department names them (report filters, month labels). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `'2026-11'` → `'November 2026'`: how messages and screens name an accounting month. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** `'2026-11'` → `'Nov 2026'`: a month in a report row, where the full name would not fit the column. */
export function shortMonthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]?.slice(0, 3) ?? month} ${month.slice(0, 4)}`;
}

const grouping = new Intl.NumberFormat('en-IN');
const kilograms = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12345678 paise → '1,23,456.78': the figure for a column already headed Rs (an average may hold a fraction). */
export const rupeesFigure = (paise: number): string => twoDecimals.format(paise / 100);

/**
 * A ledger balance (debit minus credit) as a passbook writes it, with its side: 123450 → '1,234.50 Dr',
 * -123450 → '1,234.50 Cr', 0 → '0.00' (a settled account has no side).
 */
export function balanceFigure(paise: number): string {
  if (paise === 0) return twoDecimals.format(0);
  return `${rupeesFigure(Math.abs(paise))} ${paise > 0 ? 'Dr' : 'Cr'}`;
}

/** Paise in one Rs lakh (1,00,000 rupees × 100): MIS value columns read in lakhs (money-and-reports.md). */
export const PAISE_PER_LAKH = 10_000_000;

/** 2350000000 paise → '235.00': the figure for a column headed Rs lakhs. */
export const lakhsFigure = (paise: number): string => twoDecimals.format(paise / PAISE_PER_LAKH);

/** 1234567 → '12,34,567': a count with en-IN grouping. */
export const countFigure = (count: number): string => grouping.format(count);

/** 7012345 paise → "Rs 70,123.45". */
export const formatRupees = (paise: number): string => `Rs ${rupeesFigure(paise)}`;

/** 71250 paise → '712.50': what an amount box shows (no grouping, so it reads back through parseRupees). */
export function rupeesText(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

const RUPEES = /^(?:(\d{1,11})(?:\.(\d{0,2}))?|\.(\d{1,2}))$/;

/**
 * Rupees as a person types them → exact paise, by string arithmetic on the digits ('1,250.5' → 125050; 0.29 × 100
 * is 28.999… in floating point): at most two decimals, en-IN grouping commas and a leading 'Rs' or '₹' allowed.
 * Undefined for anything else (empty, negative, more decimals, letters): the form says what it wants instead.
 * Whether nothing or zero is allowed is the form's rule, not the parser's.
 */
export function parseRupees(text: string): number | undefined {
  const typed = text
    .trim()
    .replace(/^(?:rs\.?|₹)\s*/i, '')
    .replace(/,/g, '');
  const match = RUPEES.exec(typed);
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** 84250 g → "84.250" (kg); equally 1850 mg → "1.850" (g). */
export const formatKg = (grams: number): string => kilograms.format(grams / 1000);

/** 2167 bp → "21.67" (%). */
export const formatPercentBp = (bp: number): string => twoDecimals.format(bp / 100);

/** Renditta kept in hundredths: 600 → "6.00". */
export const formatHundredths = (value: number): string => twoDecimals.format(value / 100);
