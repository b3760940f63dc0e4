import { Button, Navbar, NavbarGroup } from '@blueprintjs/core';
import type { Session } from '../api/session';
import { HEADER_COLOURS } from '../settings/layout-settings';
import { useLayoutSettings } from '../settings/settings-store';
import { Brand } from './Brand';
import { ProfileMenu } from './ProfileMenu';

export interface AppHeaderProps {
  session: Session;
  /** Small screens: a compact profile button. */
  narrow: boolean;
  /** What the menu button does here, or undefined when there is nothing to toggle. */
  menuButton?: { label: string; onClick: () => void; expanded: boolean };
  onOpenSettings: () => void;
}

/** The top bar: menu button, logo with the department names, layout settings and the profile menu. */
export function AppHeader({ session, narrow, menuButton, onOpenSettings }: AppHeaderProps) {
  const { headerColour, fixedHeader } = useLayoutSettings();
  return (
    <Navbar
      className="app-header"
      fixedToTop={fixedHeader}
      style={{ background: HEADER_COLOURS[headerColour] }}
    >
      <NavbarGroup align="left" className="app-header__left">
        {menuButton && (
          <Button
            variant="minimal"
            icon="menu"
            aria-label={menuButton.label}
            aria-expanded={menuButton.expanded}
            onClick={menuButton.onClick}
          />
        )}
        <Brand />
      </NavbarGroup>
      <NavbarGroup align="right" className="app-header__right">
        <Button
          variant="minimal"
          icon="cog"
          aria-label="Layout settings"
          title="Layout settings"
          onClick={onOpenSettings}
        />
        <ProfileMenu session={session} compact={narrow} />
      </NavbarGroup>
    </Navbar>
  );
}
