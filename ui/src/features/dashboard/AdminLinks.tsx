import { AnchorButton, Card, H5 } from '@blueprintjs/core';
import { can } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { LOGIN_LOG, RJD_LIST, SETTINGS } from '../shell/screens';

/**
 * The Admin's screens the spec's side menu has no entry for: the regions and their RJDs (a route without
 * a menu item, spec section 2), the market settings and the login log.
 */
export function AdminLinks({ userType }: { userType: string }) {
  const [, navigate] = useLocation();
  const links = [
    {
      text: 'Regional Joint Directors',
      icon: 'map' as const,
      path: RJD_LIST.path,
      allowed: can(userType, 'masters.rjd'),
    },
    {
      text: 'Market Settings',
      icon: 'cog' as const,
      path: SETTINGS.path,
      allowed: can(userType, 'settings.manage'),
    },
    {
      text: 'Login Log',
      icon: 'log-in' as const,
      path: LOGIN_LOG.path,
      allowed: can(userType, 'security.login-log'),
    },
  ].filter((link) => link.allowed);
  if (links.length === 0) return null;
  return (
    <Card elevation={1} className="dashboard__admin">
      <H5>Administration</H5>
      <div className="dashboard__admin-links">
        {links.map((link) => (
          <AnchorButton
            key={link.path}
            href={link.path}
            icon={link.icon}
            text={link.text}
            onClick={(event) => {
              event.preventDefault();
              navigate(link.path);
            }}
          />
        ))}
      </div>
    </Card>
  );
}
