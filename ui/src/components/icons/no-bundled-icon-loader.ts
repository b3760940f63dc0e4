import type { IconPathsLoader } from '@blueprintjs/icons';

/**
 * Stands in for Blueprint's built-in icon loaders (vite.config.ts aliases them here). Their dynamic imports
 * of every icon's paths would otherwise ship two 300 kB chunks and, worse, pull the paths our own tables
 * import into those chunks. The app's loader (icon-paths.ts) is set before anything renders, so these never run.
 */
const never: IconPathsLoader = async (name) => {
  throw new Error(`Blueprint's bundled icon loader is not shipped (icon ${name}); see icon-paths.ts`);
};

export const allPathsLoader = never;
export const splitPathsBySizeLoader = never;
