import { useLocation } from 'wouter';
import { findScreen } from '../features/shell/screens';
import { APP_MENU } from './app-menu';
import { locateInMenu, normalisePath } from './menu';

export interface MenuPlace {
  /** The menu path to mark as current: an entry form marks the list it belongs to. */
  activePath: string;
  /** The menu group of the current page, opened on arrival. */
  group?: string;
}

export function useMenuPlace(): MenuPlace {
  const [location] = useLocation();
  const screen = findScreen(location);
  const activePath = normalisePath(screen?.parent ?? location);
  const group = locateInMenu(APP_MENU, activePath)?.group.label ?? screen?.group;
  return { activePath, group };
}
