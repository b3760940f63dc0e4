import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './styles.css';
import { BlueprintProvider, FocusStyleManager } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppRoutes } from './app/AppRoutes';
import { createQueryClient } from './app/query-client';
import { PercentLoader } from './components/feedback/PercentLoader';
import { DocumentSettings } from './settings/DocumentSettings';

// Focus rings for keyboard users only, not on every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlueprintProvider>
      <QueryClientProvider client={queryClient}>
        <DocumentSettings />
        <PercentLoader />
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </QueryClientProvider>
    </BlueprintProvider>
  </StrictMode>,
);
