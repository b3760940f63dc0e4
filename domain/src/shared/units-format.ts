/**
 * Display forms of the integer units (design.md: en-IN lakh grouping). Used by refusal messages, prints and
 * screens alike, so a floor price reads the same everywhere.
 */
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kilograms = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 7012345 paise → "Rs 70,123.45". */
export const formatRupees = (paise: number): string => `Rs ${rupees.format(paise / 100)}`;

/** 84250 g → "84.250" (kg). */
export const formatKg = (grams: number): string => kilograms.format(grams / 1000);

/** 2167 bp → "21.67" (%). */
export const formatPercentBp = (bp: number): string => twoDecimals.format(bp / 100);

/** Renditta kept in hundredths: 600 → "6.00". */
export const formatHundredths = (value: number): string => twoDecimals.format(value / 100);
