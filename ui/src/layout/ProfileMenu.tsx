import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import type { Session } from '../api/session';
import { logout } from '../auth/auth-api';
import { CHANGE_PASSWORD } from '../features/shell/screens';
import { useShellText } from '../settings/use-shell-text';

/** Spec: the profile menu shows the user name and user type and offers Change Password and Logout. */
export function ProfileMenu({ session, compact }: { session: Session; compact?: boolean }) {
  const [, navigate] = useLocation();
  const t = useShellText();
  const content = (
    <Menu aria-label="Profile">
      <li className="profile-menu__who">
        <strong className="profile-menu__name">{session.userName}</strong>
        <span className="profile-menu__type">{session.userType}</span>
      </li>
      <MenuDivider />
      <MenuItem icon="key" text={t('Change Password')} onClick={() => navigate(CHANGE_PASSWORD.path)} />
      <MenuItem icon="log-out" text={t('Logout')} intent="danger" onClick={() => void logout()} />
    </Menu>
  );
  return (
    // PopoverNext: the legacy Popover (react-popper) mis-positions content under React 19 StrictMode.
    <PopoverNext content={content} placement="bottom-end">
      <Button
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        text={compact ? undefined : session.userName}
        aria-label={`Profile menu for ${session.userName}`}
        className="profile-menu__button"
      />
    </PopoverNext>
  );
}
