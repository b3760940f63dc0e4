import { AnchorButton, Button } from '@blueprintjs/core';
import { can } from '@cocoon/domain';
import { useMemo, useRef } from 'react';
import { useLayoutSettings } from '../settings/settings-store';
import { useShellText } from '../settings/use-shell-text';
import { APP_MENU } from './app-menu';
import { MenuGroupPopover } from './MenuGroupPopover';
import { normalisePath, visibleMenu } from './menu';
import { useFollowLink } from './use-follow-link';
import { useMenuPlace } from './use-menu-place';
import { useOverflows } from './use-overflows';

/** Spec section 9: the horizontal menu scrolls by 80 px per arrow click. */
export const HORIZONTAL_SCROLL_STEP = 80;

/** The menu as a bar under the header (the horizontal layout, wide screens only). */
export function HorizontalMenu({ userType }: { userType: string }) {
  const groups = useMemo(() => visibleMenu(APP_MENU, userType, can), [userType]);
  const { activePath } = useMenuPlace();
  const follow = useFollowLink();
  const t = useShellText();
  const { rightToLeft } = useLayoutSettings();
  const strip = useRef<HTMLUListElement>(null);
  const overflows = useOverflows(strip);
  // In right-to-left the strip's start is on the right, so "forward" scrolls the other way.
  const scroll = (towardsEnd: boolean) =>
    strip.current?.scrollBy({
      left: (towardsEnd ? 1 : -1) * (rightToLeft ? -1 : 1) * HORIZONTAL_SCROLL_STEP,
      behavior: 'smooth',
    });
  return (
    <nav className="horizontal-menu" aria-label="Main menu">
      {overflows && (
        <Button
          variant="minimal"
          icon={rightToLeft ? 'chevron-right' : 'chevron-left'}
          aria-label="Scroll menu back"
          onClick={() => scroll(false)}
        />
      )}
      <ul className="horizontal-menu__groups" ref={strip}>
        {groups.map((group) => (
          <li key={group.label}>
            {group.path ? (
              <AnchorButton
                variant="minimal"
                icon={group.icon}
                text={t(group.label)}
                href={group.path}
                active={normalisePath(group.path) === activePath}
                onClick={(e) => follow(e, group.path!)}
                className="menu-popover__trigger"
              />
            ) : (
              <MenuGroupPopover
                group={group}
                label={t(group.label)}
                activePath={activePath}
                iconOnly={false}
                placement={rightToLeft ? 'bottom-end' : 'bottom-start'}
                follow={follow}
              />
            )}
          </li>
        ))}
      </ul>
      {overflows && (
        <Button
          variant="minimal"
          icon={rightToLeft ? 'chevron-left' : 'chevron-right'}
          aria-label="Scroll menu on"
          onClick={() => scroll(true)}
        />
      )}
    </nav>
  );
}
