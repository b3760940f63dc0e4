import type { IconName } from '@blueprintjs/core';
import type { Action } from '@cocoon/domain';

export interface MenuGroupDef {
  label: string;
  /** Who sees the group at all (spec section 6 sometimes differs between group and items). */
  action: Action;
  icon: IconName;
}

/** The side menu's groups of spec section 2, in the spec's order; a screen names its group by label. */
export const MENU_GROUPS = {
  dashboard: { label: 'Dashboard', action: 'dashboard', icon: 'dashboard' },
  masters: { label: 'Master Management', action: 'dashboard', icon: 'database' },
  auction: { label: 'E-Auction', action: 'auction.menu', icon: 'take-action' },
  billing: { label: 'Bill Print', action: 'billing.print', icon: 'print' },
  accounts: { label: 'Accounts', action: 'accounts.voucher', icon: 'bank-account' },
  reports: { label: 'Reports', action: 'reports.view', icon: 'document' },
  mis: { label: 'MIS Reports', action: 'mis.view', icon: 'timeline-bar-chart' },
} as const satisfies Record<string, MenuGroupDef>;
