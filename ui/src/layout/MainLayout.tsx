import { Drawer, Position } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import type { Session } from '../api/session';
import { AppHeader } from './AppHeader';
import { Brand } from './Brand';
import { SideMenu } from './SideMenu';
import { NARROW_SCREEN, useMediaQuery } from './use-media-query';
import './main-layout.css';

/** The protected shell: header, side menu (a slide-over below 992 px), and the page. */
export function MainLayout({ session, children }: { session: Session; children: ReactNode }) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="main-layout">
      <AppHeader session={session} narrow={narrow} onToggleMenu={() => setDrawerOpen((o) => !o)} />
      <div className="main-layout__body">
        {narrow ? (
          <Drawer
            isOpen={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            position={Position.LEFT}
            size="280px"
            title={<Brand />}
            className="main-layout__drawer"
          >
            <SideMenu userType={session.userType} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <aside className="main-layout__sidebar">
            <SideMenu userType={session.userType} />
          </aside>
        )}
        <main className="main-layout__content">{children}</main>
      </div>
    </div>
  );
}
