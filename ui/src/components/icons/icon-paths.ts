import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';

export type IconPathTable = Partial<Record<IconName, IconPaths>>;

/**
 * Blueprint draws an icon named by a string (`icon="add"`) from paths it loads on first use; by default
 * from a chunk with every one of its ~700 icons of that size (~300 kB of JavaScript, 82 kB on the wire),
 * which a reeler's phone paid for two icons. The screens name ~90: their paths come in a small chunk per
 * size (icon-paths-16.ts, icon-paths-20.ts); icon-paths.unit.spec.ts checks every icon name in the
 * sources is in them.
 */
export function loadOnlyAppIcons(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const table =
    size === IconSize.STANDARD
      ? (await import('./icon-paths-16')).ICON_PATHS_16
      : (await import('./icon-paths-20')).ICON_PATHS_20;
  // Blueprint leaves the icon's box empty when this throws. Falling back to its all-icons chunk instead would
  // put every table entry in that chunk too (the bundler shares the modules), so there is no fallback.
  const paths = table[name];
  if (!paths) throw new Error(`icon ${name} is not in icon-paths-${size}.ts`);
  return paths;
}
