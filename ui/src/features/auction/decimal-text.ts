/**
 * Weights are typed as people read them (84.250 kg, 2.345 g) and kept as integers in the next smaller unit
 * (grams, milligrams). Reading is string arithmetic on the digits, '84.25' with 3 places → 84 × 1000 + 250,
 * so no floating point stands between the form and the api.
 */
export function parseDecimal(text: string, places: number): number | undefined {
  const typed = text.trim().replace(/,/g, '');
  const match = new RegExp(`^(\\d{1,9})?(?:\\.(\\d{0,${places}}))?$`).exec(typed);
  if (!match || (match[1] === undefined && !match[2])) return undefined;
  const fraction = (match[2] ?? '').padEnd(places, '0');
  return Number(match[1] ?? '0') * 10 ** places + Number(fraction || '0');
}

/** A whole number typed in a field ('12'); undefined when it is not one. */
export function parseWhole(text: string): number | undefined {
  const typed = text.trim().replace(/,/g, '');
  return /^\d{1,9}$/.test(typed) ? Number(typed) : undefined;
}
