/**
 * Price bands of the monthly abstract, in paise per kg, [from, to). Cocoon prices here run Rs 300 to Rs 800 a kg
 * (domain.md's floor price example is Rs 700), so Rs 100 bands split a month's sales usefully; the open ends
 * catch the rare very poor and very good lots.
 */
export const PRICE_BANDS = [
  { label: 'Below Rs 300/kg', fromPaise: null, toPaise: 30_000 },
  { label: 'Rs 300-400/kg', fromPaise: 30_000, toPaise: 40_000 },
  { label: 'Rs 400-500/kg', fromPaise: 40_000, toPaise: 50_000 },
  { label: 'Rs 500-600/kg', fromPaise: 50_000, toPaise: 60_000 },
  { label: 'Rs 600-700/kg', fromPaise: 60_000, toPaise: 70_000 },
  { label: 'Rs 700-800/kg', fromPaise: 70_000, toPaise: 80_000 },
  { label: 'Rs 800/kg and above', fromPaise: 80_000, toPaise: null },
] as const;

export type PriceBand = (typeof PRICE_BANDS)[number];

/** The band of a rate (paise per kg). */
export const priceBandOf = (ratePaise: number): PriceBand =>
  PRICE_BANDS.find(
    (b) =>
      (b.fromPaise === null || ratePaise >= b.fromPaise) && (b.toPaise === null || ratePaise < b.toPaise),
  ) ?? PRICE_BANDS[0];
