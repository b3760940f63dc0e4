import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS_16 } from './icon-paths-16';
import { ICON_PATHS_20 } from './icon-paths-20';

const uiSrc = join(dirname(fileURLToPath(import.meta.url)), '../..');
const iconsDir = dirname(createRequire(import.meta.url).resolve('@blueprintjs/icons/package.json'));
const BLUEPRINT_ICONS = new Set(
  readdirSync(join(iconsDir, 'lib/esm/generated/16px/paths'))
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map((file) => file.slice(0, -'.js'.length)),
);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The public verify page (its own entry, verify.html) draws no Blueprint icon.
    if (entry.isDirectory()) return path === join(uiSrc, 'verify') ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) &&
      !entry.name.includes('.spec.') &&
      !/icon-paths-\d+\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/**
 * Every quoted string in the UI's sources that is a Blueprint icon's name. Wider than the icons really drawn
 * (a select's 'select' counts too), so the check never misses a name passed through a variable or a table;
 * the price of an unused entry is a few hundred bytes.
 */
function iconNamesInSources(): Set<string> {
  const names = new Set<string>();
  for (const file of sourcesUnder(uiSrc)) {
    for (const [, word] of readFileSync(file, 'utf8').matchAll(/['"`]([a-z0-9-]+)['"`]/g)) {
      if (word && BLUEPRINT_ICONS.has(word)) names.add(word);
    }
  }
  return names;
}

describe('the icon path tables', () => {
  it('hold every icon the sources name, in both sizes (a missing one is drawn as an empty box)', () => {
    const missing16 = [...iconNamesInSources()].filter((name) => !(name in ICON_PATHS_16));
    const missing20 = [...iconNamesInSources()].filter((name) => !(name in ICON_PATHS_20));
    expect(missing16, 'add these to icon-paths-16.ts').toEqual([]);
    expect(missing20, 'add these to icon-paths-20.ts').toEqual([]);
  });

  it('name the same icons in both sizes, each with its paths', () => {
    expect(Object.keys(ICON_PATHS_20).sort()).toEqual(Object.keys(ICON_PATHS_16).sort());
    for (const paths of [...Object.values(ICON_PATHS_16), ...Object.values(ICON_PATHS_20)])
      expect(paths?.length).toBeGreaterThan(0);
  });
});
