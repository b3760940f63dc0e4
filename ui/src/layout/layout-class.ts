import type { LayoutSettings } from '../settings/layout-settings';

/** The shell's modifier classes; the CSS does the rest (fixed parts, box, folded menu). */
export function layoutClassName(input: {
  settings: LayoutSettings;
  horizontal: boolean;
  collapsed: boolean;
}): string {
  const { settings, horizontal, collapsed } = input;
  const modifiers = [
    horizontal ? 'horizontal' : 'vertical',
    collapsed && 'collapsed',
    settings.fixedHeader && 'fixed-header',
    settings.fixedNav && 'fixed-nav',
    settings.boxLayout && 'boxed',
  ].filter(Boolean);
  return ['main-layout', ...modifiers.map((m) => `main-layout--${m}`)].join(' ');
}
