import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests run against the TypeScript sources of every workspace, so `@cocoon/x` and `@cocoon/x/sub/path`
// resolve to `x/src/index.ts` and `x/src/sub/path.ts` without a build step in between.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@cocoon\/([a-z]+)$/, replacement: `${root}$1/src/index.ts` },
      { find: /^@cocoon\/([a-z]+)\/(.+)$/, replacement: `${root}$1/src/$2.ts` },
    ],
  },
  test: {
    include: ['*/src/**/*.spec.ts', 'ui/e2e/**/*.spec.ts', 'ui/build/**/*.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker process runs its files one after another without re-importing the workspace for each (about a
    // third of an integration file's time was imports). Safe because every file makes its own app, database,
    // Redis prefix and browser, and no spec mocks modules or changes process.env (docs/testing.md).
    isolate: false,
    reporters: ['default'],
  },
});
