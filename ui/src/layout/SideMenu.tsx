import { Icon } from '@blueprintjs/core';
import { can } from '@cocoon/domain';
import { useEffect, useMemo, useState } from 'react';
import { useShellText } from '../settings/use-shell-text';
import { APP_MENU } from './app-menu';
import { MenuGroupSection } from './MenuGroupSection';
import { normalisePath, visibleMenu } from './menu';
import { useFollowLink } from './use-follow-link';
import { useMenuPlace } from './use-menu-place';
import './side-menu.css';

export interface SideMenuProps {
  userType: string;
  /** Called after a link is followed (the slide-over closes itself). */
  onNavigate?: () => void;
}

/** The spec's side menu, filtered by role, with the group of the current page open. */
export function SideMenu({ userType, onNavigate }: SideMenuProps) {
  const groups = useMemo(() => visibleMenu(APP_MENU, userType, can), [userType]);
  const { activePath, group: currentGroup } = useMenuPlace();
  const [open, setOpen] = useState<Set<string>>(() => new Set(currentGroup ? [currentGroup] : []));
  const follow = useFollowLink(onNavigate);
  const t = useShellText();

  // Arriving in another group (a breadcrumb, a link in a page) opens it; the others stay as they were.
  useEffect(() => {
    if (currentGroup)
      setOpen((current) => (current.has(currentGroup) ? current : new Set(current).add(currentGroup)));
  }, [currentGroup]);

  const toggle = (label: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  return (
    <nav className="side-menu" aria-label="Main menu">
      <ul className="side-menu__groups">
        {groups.map((group) => {
          if (!group.path)
            return (
              <li key={group.label}>
                <MenuGroupSection
                  group={group}
                  label={t(group.label)}
                  isOpen={open.has(group.label)}
                  onToggle={toggle}
                  activePath={activePath}
                  follow={follow}
                />
              </li>
            );
          const active = normalisePath(group.path) === activePath;
          return (
            <li key={group.label}>
              <a
                href={group.path}
                className={active ? 'side-menu__group side-menu__group--active' : 'side-menu__group'}
                aria-current={active ? 'page' : undefined}
                onClick={(e) => follow(e, group.path!)}
              >
                <Icon icon={group.icon} />
                <span>{t(group.label)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
