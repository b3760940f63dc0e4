import { isReelerPagePath } from '@cocoon/domain';
import type { Plugin } from 'vite';

/**
 * The development server answers the reelers' pages (/reeler/…) with their own entry, reeler.html, as the api
 * does for the build (api/src/http/static-ui.ts); any other page falls back to the staff app's index.html.
 */
export function reelerPages(): Plugin {
  return {
    name: 'cocoon-reeler-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if ((req.method === 'GET' || req.method === 'HEAD') && isReelerPagePath(path))
          req.url = '/reeler.html';
        next();
      });
    },
  };
}
