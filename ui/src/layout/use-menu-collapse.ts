import { useEffect, useState } from 'react';
import { setLayoutSetting, useLayoutSettings } from '../settings/settings-store';
import { MID_SCREEN, useMediaQuery } from './use-media-query';

/**
 * Spec section 9: from 992 up to 1024 px the side menu folds to its icons by itself; the header button
 * still unfolds it there for the moment (not stored). Elsewhere the button flips the stored setting.
 */
export function useMenuCollapse(): { collapsed: boolean; toggle: () => void } {
  const { collapsedMenu } = useLayoutSettings();
  const mid = useMediaQuery(MID_SCREEN);
  const [unfoldedHere, setUnfoldedHere] = useState(false);
  useEffect(() => {
    if (!mid) setUnfoldedHere(false);
  }, [mid]);
  if (mid) return { collapsed: !unfoldedHere, toggle: () => setUnfoldedHere((u) => !u) };
  return { collapsed: collapsedMenu, toggle: () => setLayoutSetting('collapsedMenu', !collapsedMenu) };
}
