/**
 * How a panel that just opened is brought into view: smoothly, unless the user asked the system for reduced
 * motion (then at once), to the top of the panel, or as little as needed when it already shows.
 */
export function scrollOptions(prefersReducedMotion: boolean): ScrollIntoViewOptions {
  return { behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'nearest' };
}

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
