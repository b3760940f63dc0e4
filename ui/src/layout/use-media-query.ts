import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches (re-renders when it changes). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Spec section 9: below 992 px the side menu becomes a slide-over... */
export const NARROW_SCREEN = '(max-width: 991.98px)';
/** ...and widths up to 1024 px collapse it to its icons. */
export const MID_SCREEN = '(min-width: 992px) and (max-width: 1024px)';
