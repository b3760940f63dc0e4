import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * Menu entries are real links (open in a new tab works); a plain click navigates inside the app and
 * then runs `after` (closing the slide-over or a popover).
 */
export function useFollowLink(after?: () => void) {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLElement>, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
    after?.();
  };
}
