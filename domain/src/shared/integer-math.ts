/**
 * Money, weights and ratios are integers (paise, grams, basis points); a division rounds half up to the nearest
 * unit with integer arithmetic only, so a total is always the exact sum of its rows.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0 ||
    numerator < 0
  ) {
    throw new RangeError(
      `divideRounded needs non-negative safe integers and a positive divisor: ${numerator}/${denominator}`,
    );
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}
