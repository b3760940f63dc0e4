import { DASHBOARD, MENU_GROUPS, SCREENS } from '../features/shell/screens';
import type { MenuGroup, MenuItem } from './menu';

const items = (group: string): MenuItem[] =>
  SCREENS.flatMap((screen) =>
    screen.inMenu && screen.group === group && screen.action
      ? [{ label: screen.title, path: screen.path, action: screen.action }]
      : [],
  );

/** The side menu of spec section 2, drawn from the screen table: its groups in order, then their items. */
export const APP_MENU: readonly MenuGroup[] = Object.values(MENU_GROUPS).map((group) =>
  group === MENU_GROUPS.dashboard
    ? { ...group, path: DASHBOARD.path, items: [] }
    : { ...group, items: items(group.label) },
);
