import { Collapse, Icon } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { normalisePath, type VisibleGroup } from './menu';

export interface MenuGroupSectionProps {
  group: VisibleGroup;
  /** The group's name in the chosen language. */
  label: string;
  isOpen: boolean;
  activePath: string;
  onToggle: (label: string) => void;
  follow: (event: MouseEvent<HTMLElement>, path: string) => void;
}

/** A menu group of the expanded side menu: a heading that opens and closes its items. */
export function MenuGroupSection({
  group,
  label,
  isOpen,
  activePath,
  onToggle,
  follow,
}: MenuGroupSectionProps) {
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
        <span>{label}</span>
        <Icon icon={isOpen ? 'chevron-down' : 'chevron-right'} className="side-menu__chevron" />
      </button>
      <Collapse isOpen={isOpen}>
        <ul id={id} className="side-menu__items">
          {group.items.map((item) => {
            const active = normalisePath(item.path) === activePath;
            return (
              <li key={item.path}>
                <a
                  href={item.path}
                  className={active ? 'side-menu__item side-menu__item--active' : 'side-menu__item'}
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
