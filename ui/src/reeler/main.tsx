import './reeler-blueprint.css';
import '../styles.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { createQueryClient } from '../app/query-client';
import { PercentLoader } from '../components/feedback/PercentLoader';
import { loadOnlyAppIcons } from '../components/icons/icon-paths';
import { ReelerRoutes } from '../features/auction/reeler-routes';
import { DocumentSettings } from '../settings/DocumentSettings';

// The reelers' pages (/reeler/login, /reeler/bid), their own entry of the build (issue 28): the same components
// as in the staff app, without its shell, its screen table or the Blueprint styles no reeler page uses, for a
// phone on a 400 kbit/s link. Blueprint's providers are left out: these pages open no hotkeys, and their only
// overlay, a toast, makes its own container.
FocusStyleManager.onlyShowFocusOnTabs();
loadOnlyAppIcons();

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <DocumentSettings />
      <PercentLoader />
      <AppErrorBoundary>
        <ReelerRoutes />
      </AppErrorBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
