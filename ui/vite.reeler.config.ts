import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { reelerEarlyFeed } from './build/reeler-early-feed';
import { reelerStyles } from './build/reeler-styles';
import { uiConfig } from './vite.config';

/**
 * React's API on Preact (preact/compat) for these pages only: react-dom alone was about half of their entry on
 * the wire (50 of 92 kB), Preact with its compat layer is about a fifth of that (issue 28). The components are the
 * same; the staff app and the unit specs keep React.
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The reelers' pages (issue 28): login and bid from a phone on a 400 kbit/s link. A build of their own, after the
 * staff app's into the same folder (npm run build), so that tree shaking keeps only what these pages use: in one
 * build with the staff app, a module both use would come whole, with every export the staff screens need.
 * The same components, and only the Blueprint styles they use (build/reeler-styles.ts).
 */
export default defineConfig(
  uiConfig(
    { reeler: fileURLToPath(new URL('./reeler.html', import.meta.url)) },
    {
      build: { emptyOutDir: false },
      plugins: [reelerStyles(), reelerEarlyFeed()],
      // Blueprint's table of every icon's name, which its loader checks names against (src/reeler/icon-names.ts).
      aliases: [
        ...PREACT_FOR_REACT,
        {
          find: /^\.\/iconNames$/,
          replacement: fileURLToPath(new URL('./src/reeler/icon-names.ts', import.meta.url)),
        },
      ],
    },
  ),
);
