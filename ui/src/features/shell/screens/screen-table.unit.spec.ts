import { describe, expect, it } from 'vitest';
import { APP_MENU } from '../../../layout/app-menu';
import { normalisePath } from '../../../layout/menu';
import { findScreen, MENU_GROUPS, SCREENS } from './index';

describe('the screen table is the one list of screens', () => {
  it('has a screen, spelt the same and titled as the label, behind every menu entry', () => {
    for (const group of APP_MENU) {
      const entries = group.path ? [{ label: group.label, path: group.path }] : group.items;
      expect(entries.length, group.label).toBeGreaterThan(0);
      for (const entry of entries) {
        const screen = findScreen(entry.path);
        expect([screen?.path, screen?.title]).toEqual([entry.path, entry.label]);
      }
    }
  });

  it('routes to every built screen', () => {
    const built = SCREENS.filter((screen) => screen.component);
    expect(built.length).toBeGreaterThan(0);
    for (const screen of built) expect(findScreen(screen.path.replace(/:\w+/g, 'x'))).toBe(screen);
  });

  it('gives no two screens the same path, whatever the case', () => {
    const paths = SCREENS.map((screen) => normalisePath(screen.path));
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('puts every screen in a group of the menu, and every menu item behind a permission', () => {
    const groups = Object.values(MENU_GROUPS).map((group) => group.label);
    for (const screen of SCREENS) {
      if (screen.group) expect(groups, screen.path).toContain(screen.group);
      if (screen.inMenu) expect(screen.action, screen.path).toBeDefined();
    }
  });
});
