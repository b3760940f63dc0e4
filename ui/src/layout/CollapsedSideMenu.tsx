import { AnchorButton } from '@blueprintjs/core';
import { can } from '@cocoon/domain';
import { useMemo } from 'react';
import { useLayoutSettings } from '../settings/settings-store';
import { useShellText } from '../settings/use-shell-text';
import { APP_MENU } from './app-menu';
import { MenuGroupPopover } from './MenuGroupPopover';
import { normalisePath, visibleMenu } from './menu';
import { useFollowLink } from './use-follow-link';
import { useMenuPlace } from './use-menu-place';

/** The side menu folded to its icons (a setting, or automatic up to 1024 px); groups open beside it. */
export function CollapsedSideMenu({ userType }: { userType: string }) {
  const groups = useMemo(() => visibleMenu(APP_MENU, userType, can), [userType]);
  const { activePath } = useMenuPlace();
  const follow = useFollowLink();
  const t = useShellText();
  const { rightToLeft } = useLayoutSettings();
  return (
    <nav className="side-menu side-menu--collapsed" aria-label="Main menu">
      <ul className="side-menu__groups">
        {groups.map((group) => (
          <li key={group.label}>
            {group.path ? (
              <AnchorButton
                variant="minimal"
                icon={group.icon}
                href={group.path}
                aria-label={t(group.label)}
                title={t(group.label)}
                active={normalisePath(group.path) === activePath}
                onClick={(e) => follow(e, group.path!)}
                className="menu-popover__trigger"
              />
            ) : (
              <MenuGroupPopover
                group={group}
                label={t(group.label)}
                activePath={activePath}
                iconOnly
                placement={rightToLeft ? 'left-start' : 'right-start'}
                follow={follow}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
