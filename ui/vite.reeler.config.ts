import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { reelerEarlyFeed } from './build/reeler-early-feed';
import { reelerStyles } from './build/reeler-styles';
import { uiConfig } from './vite.config';

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
        {
          find: /^\.\/iconNames$/,
          replacement: fileURLToPath(new URL('./src/reeler/icon-names.ts', import.meta.url)),
        },
      ],
    },
  ),
);
