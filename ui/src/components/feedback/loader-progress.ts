/** Spec section 9: the loader counts 1 percent every 50 ms. */
export const LOADER_STEP_MS = 50;

/**
 * The next value of the percentage loader: it climbs by one while the screen is still loading, never
 * claims 100 before the data is there, and jumps to 100 when it arrives. null = hidden.
 */
export function nextLoaderPercent(current: number | null, loading: boolean): number | null {
  if (loading) return current === null || current >= 100 ? 0 : Math.min(current + 1, 99);
  return current === null ? null : 100;
}
