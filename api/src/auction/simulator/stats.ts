export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of a list of milliseconds. */
export function latency(samples: readonly number[]): Latency {
  if (samples.length === 0) return { count: 0, p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { count: sorted.length, p50: rank(50), p99: rank(99), max: sorted.at(-1)! };
}

export const ms = (value: number) =>
  Number.isNaN(value) ? '-' : `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
