import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The directory holding the package.json nearest above a module. Assets are found from here rather than
 * from a fixed `../..`, because the same module runs from `src/` under vitest and from `dist/` in
 * production, and a container may copy the package anywhere.
 */
export function findPackageRoot(moduleUrl: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json found above ${moduleUrl}`);
    dir = parent;
  }
}
