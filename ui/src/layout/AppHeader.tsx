import { Button, Navbar, NavbarGroup } from '@blueprintjs/core';
import type { Session } from '../api/session';
import { Brand } from './Brand';
import { ProfileMenu } from './ProfileMenu';

export interface AppHeaderProps {
  session: Session;
  narrow: boolean;
  onToggleMenu: () => void;
}

/** The top bar: menu toggle on narrow screens, logo with the department names, profile menu. */
export function AppHeader({ session, narrow, onToggleMenu }: AppHeaderProps) {
  return (
    <Navbar className="app-header" fixedToTop>
      <NavbarGroup align="left" className="app-header__left">
        {narrow && <Button variant="minimal" icon="menu" aria-label="Open menu" onClick={onToggleMenu} />}
        <Brand />
      </NavbarGroup>
      <NavbarGroup align="right">
        <ProfileMenu session={session} compact={narrow} />
      </NavbarGroup>
    </Navbar>
  );
}
