import type { IconName } from '@blueprintjs/icons';

/**
 * Stands in, in the reelers' build only (ui/vite.reeler.config.ts), for Blueprint's table of its ~700 icons'
 * names (@blueprintjs/icons, iconNames.js: 64 kB before compression, about 7 kB on the wire). Its icon loader
 * checks a name against the table before asking ours; ours (components/icons/icon-paths.ts) knows the app's icons
 * and refuses any other, so that check is left to it: an unknown name is logged and drawn as an empty box either
 * way. The table of names itself is used only by Blueprint's "load every icon", which the app never calls.
 */
export const IconNames: Readonly<Record<string, IconName>> = {};
export const IconNamesSet: Pick<ReadonlySet<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && name.length > 0,
};
