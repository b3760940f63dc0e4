import type { Crumb } from '../../layout/PageHeader';
import type { ScreenDef } from './screen';
import { findScreen } from './screens';

/** Breadcrumbs between Home and a screen: its menu group, then the list an entry form belongs to. */
export function screenTrail(screen: ScreenDef): Crumb[] {
  const trail: Crumb[] = [];
  if (screen.group) trail.push({ text: screen.group });
  const parent = screen.parent ? findScreen(screen.parent) : undefined;
  if (parent) trail.push({ text: parent.title, href: parent.path });
  return trail;
}
