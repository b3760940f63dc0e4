import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompress } from './build/precompress';
import { reelerPages } from './build/reeler-pages';

const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));
const noBundledIconLoader = fileURLToPath(
  new URL('./src/components/icons/no-bundled-icon-loader.ts', import.meta.url),
);
const page = (html: string) => fileURLToPath(new URL(`./${html}`, import.meta.url));

/**
 * What every build of the UI shares. The UI bundles the domain's TypeScript sources directly, so the schemas and
 * permissions the browser checks are the very ones the server checks, without waiting for a domain build.
 */
export function uiConfig(
  input: Record<string, string>,
  {
    build = {},
    plugins = [],
    aliases = [],
  }: { build?: UserConfig['build']; plugins?: Plugin[]; aliases?: Alias[] } = {},
): UserConfig {
  return {
    plugins: [react(), reelerPages(), ...plugins, precompress()],
    resolve: {
      alias: [
        ...aliases,
        { find: /^@cocoon\/domain$/, replacement: `${domainSrc}index.ts` },
        { find: /^@cocoon\/domain\/(.+)$/, replacement: `${domainSrc}$1.ts` },
        // Blueprint's icon loaders import every icon; the app loads only its own (src/components/icons/).
        {
          find: /^\.\/paths-loaders\/(allPathsLoader|splitPathsBySizeLoader)$/,
          replacement: noBundledIconLoader,
        },
      ],
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      ...build,
      rollupOptions: {
        input,
        // Immutable.js has no side effects at import but does not say so in its package.json; without this, every
        // screen's bundle would carry it because the domain's barrel imports the farmer payments decider.
        // The domain is pure by rule (ARCHITECTURE.md: no I/O, nothing done at import), so a domain module none of
        // whose exports a chunk uses is left out of it: the login page takes loginSchema, not every report's.
        treeshake: {
          moduleSideEffects: (id) =>
            !/[\\/]node_modules[\\/]immutable[\\/]/.test(id) && !id.startsWith(domainSrc),
        },
      },
    },
  };
}

/**
 * The staff app, and the public verify page a printed document's QR opens (issue 26): its own small entry, none
 * of Blueprint or the app shell, for a phone on a slow link (api/src/http/static-ui.ts serves it at /v).
 * The reelers' pages are a build of their own (vite.reeler.config.ts), run after this one into the same folder.
 */
export default defineConfig(uiConfig({ index: page('index.html'), verify: page('verify.html') }));
