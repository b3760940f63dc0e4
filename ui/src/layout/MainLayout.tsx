import { Drawer, Position } from '@blueprintjs/core';
import { type ReactNode, useCallback, useState } from 'react';
import type { Session } from '../api/session';
import { keepSessionAlive, logout } from '../auth/auth-api';
import { describeWait, idleTimeoutMs, warningLeadMs } from '../auth/idle-timeout';
import { PasswordResetCallout } from '../auth/PasswordResetCallout';
import { useIdleLogout } from '../auth/use-idle-logout';
import { ConfirmDialog } from '../components/feedback/ConfirmDialog';
import { OfflineBanner } from '../components/feedback/OfflineBanner';
import { showToast } from '../components/feedback/toaster';
import { SettingsPanel } from '../settings/SettingsPanel';
import { useLayoutSettings } from '../settings/settings-store';
import { AppHeader } from './AppHeader';
import { Brand } from './Brand';
import { CollapsedSideMenu } from './CollapsedSideMenu';
import { HorizontalMenu } from './HorizontalMenu';
import { layoutClassName } from './layout-class';
import { SideMenu } from './SideMenu';
import { NARROW_SCREEN, useMediaQuery } from './use-media-query';
import { useMenuCollapse } from './use-menu-collapse';
import './main-layout.css';

/**
 * The protected shell: header, the menu (side, folded, horizontal, or a slide-over below 992 px), the
 * page, the layout settings panel, and the automatic logout after the idle timeout.
 */
export function MainLayout({ session, children }: { session: Session; children: ReactNode }) {
  const settings = useLayoutSettings();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { collapsed, toggle } = useMenuCollapse();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Spec: the horizontal layout falls back to the vertical one on narrow screens.
  const horizontal = settings.layout === 'horizontal' && !narrow;

  const idleWarning = useIdleLogout(
    useCallback(() => {
      showToast(
        `You were logged out after ${describeWait(idleTimeoutMs())} without activity.`,
        'warning',
        'idle-logout',
      );
      void logout();
    }, []),
    keepSessionAlive,
  );

  const menuButton = narrow
    ? { label: 'Open menu', onClick: () => setDrawerOpen((o) => !o), expanded: drawerOpen }
    : horizontal
      ? undefined
      : { label: collapsed ? 'Expand menu' : 'Collapse menu', onClick: toggle, expanded: !collapsed };

  return (
    <div
      className={layoutClassName({ settings, horizontal, collapsed: collapsed && !horizontal && !narrow })}
    >
      <ConfirmDialog
        isOpen={idleWarning.secondsLeft !== null}
        title="Still there?"
        text={`You will be signed out in ${idleWarning.secondsLeft ?? 0} s: nothing was done for ${describeWait(
          idleTimeoutMs() - warningLeadMs(idleTimeoutMs()),
        )}.`}
        confirmText="Stay signed in"
        showDeny
        denyText="Sign out now"
        noCancelButton
        onClose={(answer) => {
          if (answer === 'deny') void logout();
          else idleWarning.stay();
        }}
      />
      <div className="main-layout__frame">
        <AppHeader
          session={session}
          narrow={narrow}
          menuButton={menuButton}
          onOpenSettings={() => setSettingsOpen(true)}
        />
        {horizontal && <HorizontalMenu userType={session.userType} />}
        <div className="main-layout__body">
          {narrow ? (
            <Drawer
              isOpen={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              position={settings.rightToLeft ? Position.RIGHT : Position.LEFT}
              size="280px"
              title={<Brand compact />}
              className="main-layout__drawer"
            >
              <SideMenu userType={session.userType} onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          ) : (
            !horizontal && (
              <aside className="main-layout__sidebar">
                {collapsed ? (
                  <CollapsedSideMenu userType={session.userType} />
                ) : (
                  <SideMenu userType={session.userType} />
                )}
              </aside>
            )
          )}
          <main className="main-layout__content">
            <OfflineBanner />
            <PasswordResetCallout />
            {children}
          </main>
        </div>
      </div>
      <SettingsPanel isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
