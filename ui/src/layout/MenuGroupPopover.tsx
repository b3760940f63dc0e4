import { Button, Menu, MenuItem, PopoverNext, type PopoverNextPlacement } from '@blueprintjs/core';
import { type MouseEvent, useState } from 'react';
import { normalisePath, type VisibleGroup } from './menu';

export interface MenuGroupPopoverProps {
  group: VisibleGroup;
  label: string;
  activePath: string;
  /** Icon only (the collapsed side menu) or icon, name and caret (the horizontal menu). */
  iconOnly: boolean;
  placement: PopoverNextPlacement;
  follow: (event: MouseEvent<HTMLElement>, path: string) => void;
}

/** A menu group whose items open in a popover: the collapsed side menu and the horizontal menu. */
export function MenuGroupPopover({
  group,
  label,
  activePath,
  iconOnly,
  placement,
  follow,
}: MenuGroupPopoverProps) {
  const [open, setOpen] = useState(false);
  const hasActive = group.items.some((item) => normalisePath(item.path) === activePath);
  const items = (
    <Menu aria-label={label} className="menu-popover">
      {group.items.map((item) => (
        <MenuItem
          key={item.path}
          text={item.label}
          href={item.path}
          active={normalisePath(item.path) === activePath}
          onClick={(e: MouseEvent<HTMLElement>) => follow(e, item.path)}
        />
      ))}
    </Menu>
  );
  return (
    // PopoverNext: the legacy Popover (react-popper) mis-positions content under React 19 StrictMode.
    <PopoverNext
      content={items}
      placement={placement}
      isOpen={open}
      onInteraction={setOpen}
      arrow={false}
      animation="minimal"
    >
      <Button
        variant="minimal"
        icon={group.icon}
        text={iconOnly ? undefined : label}
        endIcon={iconOnly ? undefined : 'caret-down'}
        aria-label={label}
        title={iconOnly ? label : undefined}
        active={hasActive}
        className="menu-popover__trigger"
      />
    </PopoverNext>
  );
}
