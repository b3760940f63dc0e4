/**
 * A paise figure read from PostgreSQL as an exact integer (issue 22). `bigint` and `numeric` columns and sums
 * arrive as text; `Number()` of a text past 2^53 silently rounds (a trial balance once showed a difference of 4
 * paise). So a figure is parsed as a BigInt, and handed on as a number only while it is exactly one; beyond that
 * the read fails loudly rather than answer a rounded amount.
 */
export function exactPaise(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`paise figure ${value} is not an exact integer`);
    return value;
  }
  const exact = paiseBigInt(value);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`paise figure ${exact} is past the exact range of a number: read it as a BigInt`);
  }
  return Number(exact);
}

/** A paise figure as a BigInt, whatever its size ('123', '123.000' from numeric, a number, a bigint). */
export function paiseBigInt(value: string | number | bigint | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`paise figure ${value} is not an exact integer`);
    return BigInt(value);
  }
  const match = /^(-?\d+)(?:\.0*)?$/.exec(value.trim());
  if (!match?.[1]) throw new RangeError(`paise figure ${JSON.stringify(value)} is not a whole number`);
  return BigInt(match[1]);
}

/** The same check for any whole figure PostgreSQL sums or counts (grams, lots, bids): exact, or a loud failure. */
export const exactInt = exactPaise;

/** `exactInt`, keeping null (a min or max over no rows). */
export const exactIntOrNull = (value: string | number | bigint | null | undefined): number | null =>
  value === null || value === undefined ? null : exactPaise(value);
