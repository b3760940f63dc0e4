import { MENU, type MenuGroup, type MenuItem } from '@cocoon/domain';

/**
 * Entries the issues add to the spec's side menu (domain MENU), kept apart so the spec's menu stays as
 * the spec writes it: issue 4's market settings, under Master Management, for whoever holds
 * 'settings.manage' (Admin).
 */
const ADDED: Readonly<Record<string, readonly MenuItem[]>> = {
  'Master Management': [
    { label: 'Market Settings', path: '/app/mastermanagement/settings', action: 'settings.manage' },
  ],
};

export const APP_MENU: readonly MenuGroup[] = MENU.map((group) => {
  const added = ADDED[group.label];
  return added ? { ...group, items: [...group.items, ...added] } : group;
});
