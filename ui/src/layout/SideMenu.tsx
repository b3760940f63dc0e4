import { Collapse, Icon } from '@blueprintjs/core';
import { can, MENU } from '@cocoon/domain';
import { type MouseEvent, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { locateInMenu, normalisePath, type VisibleGroup, visibleMenu } from './menu';
import './side-menu.css';

export interface SideMenuProps {
  userType: string;
  /** Called after a link is followed (the slide-over closes itself). */
  onNavigate?: () => void;
}

/** The spec's side menu, filtered by role, with the group of the current page open. */
export function SideMenu({ userType, onNavigate }: SideMenuProps) {
  const [location, navigate] = useLocation();
  const groups = useMemo(() => visibleMenu(MENU, userType, can), [userType]);
  const currentGroup = locateInMenu(MENU, location)?.group.label;
  const [open, setOpen] = useState<Set<string>>(() => new Set(currentGroup ? [currentGroup] : []));
  const here = normalisePath(location);

  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
    onNavigate?.();
  };
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
        {groups.map((group) => (
          <li key={group.label}>
            {group.path ? (
              <a
                href={group.path}
                className={linkClass(normalisePath(group.path) === here, 'side-menu__group')}
                aria-current={normalisePath(group.path) === here ? 'page' : undefined}
                onClick={(e) => follow(e, group.path!)}
              >
                <Icon icon={group.icon} />
                <span>{group.label}</span>
              </a>
            ) : (
              <GroupSection
                group={group}
                isOpen={open.has(group.label)}
                onToggle={toggle}
                here={here}
                follow={follow}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface GroupSectionProps {
  group: VisibleGroup;
  isOpen: boolean;
  here: string;
  onToggle: (label: string) => void;
  follow: (event: MouseEvent<HTMLAnchorElement>, path: string) => void;
}

function GroupSection({ group, isOpen, here, onToggle, follow }: GroupSectionProps) {
  const id = `menu-${group.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <button
        type="button"
        className="side-menu__group"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => onToggle(group.label)}
      >
        <Icon icon={group.icon} />
        <span>{group.label}</span>
        <Icon icon={isOpen ? 'chevron-down' : 'chevron-right'} className="side-menu__chevron" />
      </button>
      <Collapse isOpen={isOpen}>
        <ul id={id} className="side-menu__items">
          {group.items.map((item) => {
            const active = normalisePath(item.path) === here;
            return (
              <li key={item.path}>
                <a
                  href={item.path}
                  className={linkClass(active, 'side-menu__item')}
                  aria-current={active ? 'page' : undefined}
                  onClick={(e) => follow(e, item.path)}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </Collapse>
    </>
  );
}

function linkClass(active: boolean, base: string): string {
  return active ? `${base} ${base}--active` : base;
}
