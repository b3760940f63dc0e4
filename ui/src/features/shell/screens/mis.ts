import { DAYS_TO_PAY, REPORTS } from '@cocoon/domain';
import { MENU_GROUPS } from './menu-groups';
import { menuScreens } from './reports';

/**
 * The MIS menu of spec section 2, in the catalogue's order, each drawn by the one report page (issue 13). Days
 * To Pay (issue 25) is not an item of the spec's menu: a screen outside it, opened from the dashboard's tile.
 */
export const MIS_SCREENS = menuScreens(
  REPORTS.filter((r) => r.group === 'mis' && r.id !== DAYS_TO_PAY.id),
  (g) => g === 'mis',
  MENU_GROUPS.mis.label,
);
