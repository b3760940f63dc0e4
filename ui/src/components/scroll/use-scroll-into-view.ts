import { useCallback } from 'react';
import { prefersReducedMotion, scrollOptions } from './scroll-into-view';
import './scroll-into-view.css';

/**
 * A ref for a panel that opens in answer to a click (a farmer's lots to pay, the receipt just issued): when it
 * mounts it is scrolled into view, and with `focus` its first button takes the keyboard without scrolling again.
 * Give the panel the class `SCROLL_TARGET` so it stops below the fixed header.
 */
export function useScrollIntoView<T extends HTMLElement>(options: { focus?: boolean } = {}) {
  const { focus = false } = options;
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      element.scrollIntoView(scrollOptions(prefersReducedMotion()));
      if (focus) element.querySelector<HTMLElement>('button:not([disabled])')?.focus({ preventScroll: true });
    },
    [focus],
  );
}

export const SCROLL_TARGET = 'scroll-into-view';
