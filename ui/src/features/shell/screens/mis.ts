import { REPORTS } from '@cocoon/domain';
import { MENU_GROUPS } from './menu-groups';
import { menuScreens } from './reports';

/** The MIS menu of spec section 2, in the catalogue's order, each drawn by the one report page (issue 13). */
export const MIS_SCREENS = menuScreens(
  REPORTS.filter((r) => r.group === 'mis'),
  (g) => g === 'mis',
  MENU_GROUPS.mis.label,
);
