import type { IconName } from '@blueprintjs/core';
import type { Action } from '@cocoon/domain';

export interface MenuItem {
  label: string;
  path: string;
  action: Action;
}

export interface MenuGroup {
  label: string;
  /** Who sees the group at all (spec section 6 sometimes differs between group and items). */
  action: Action;
  icon: IconName;
  /** A group with a path and no items is a single entry (the dashboard). */
  path?: string;
  items: MenuItem[];
}

export interface VisibleGroup {
  label: string;
  icon: IconName;
  path?: string;
  items: MenuItem[];
}

/**
 * Spec section 6: a menu entry shows only when the stored user type is allowed its action. A group the
 * user may see but whose items are all hidden is dropped: an empty heading leads nowhere.
 */
export function visibleMenu(
  menu: readonly MenuGroup[],
  userType: string,
  can: (userType: string, action: Action) => boolean,
): VisibleGroup[] {
  const out: VisibleGroup[] = [];
  for (const group of menu) {
    if (!can(userType, group.action)) continue;
    const items = group.items.filter((item) => can(userType, item.action));
    if (!group.path && items.length === 0) continue;
    out.push({ label: group.label, icon: group.icon, path: group.path, items });
  }
  return out;
}

/** The group and item a path belongs to, for breadcrumbs and for opening the right menu group. */
export function locateInMenu(
  menu: readonly MenuGroup[],
  path: string,
): { group: MenuGroup; item?: MenuItem } | undefined {
  const target = normalisePath(path);
  for (const group of menu) {
    if (group.path && normalisePath(group.path) === target) return { group };
    const item = group.items.find((i) => normalisePath(i.path) === target);
    if (item) return { group, item };
  }
  return undefined;
}

/** Route matching ignores case and a trailing slash (the spec's paths mix cases: cocoonType/cooconInput). */
export function normalisePath(path: string): string {
  const bare = path.split('?')[0]!.replace(/\/+$/, '');
  return (bare || '/').toLowerCase();
}
