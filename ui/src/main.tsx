import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { BlueprintProvider, FocusStyleManager } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppRoutes } from './app/AppRoutes';
import { createQueryClient } from './app/query-client';
import { PercentLoader } from './components/feedback/PercentLoader';
import { loadOnlyAppIcons } from './components/icons/icon-paths';
import { DocumentSettings } from './settings/DocumentSettings';

// Focus rings for keyboard users only, not on every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();
// Icons are SVG paths loaded per use (see icon-paths.ts). Blueprint's icon font stylesheet is not imported:
// no screen uses the font's CSS classes, and its @font-face made Chromium fetch 120 kB of fonts for text.
loadOnlyAppIcons();

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
