import type { Action } from '@cocoon/domain';
import type { LazyScreen } from './lazy-screen';

/** A filter a screen will offer; the frame shows it (disabled) until the screen is built. */
export type FilterSpec =
  | { kind: 'date'; label?: string }
  | { kind: 'dateRange' }
  | { kind: 'monthYear' }
  | { kind: 'slot' }
  | { kind: 'select'; label: string; options?: readonly string[] }
  | { kind: 'search'; label?: string };

/**
 * One protected route of spec section 2. The router, the side menu, the permission check, the
 * breadcrumbs and the document title all come from this one description; a screen that is not built yet
 * is drawn from it.
 */
export interface ScreenDef {
  path: string;
  title: string;
  /** The menu group, the first breadcrumb after Home. */
  group?: string;
  /** The list an entry form belongs to: a breadcrumb with a link back. */
  parent?: string;
  /** The role-table action that opens it; undefined = every logged-in user. */
  action?: Action;
  filters?: readonly FilterSpec[];
  /** What the screen is for, in one sentence. */
  purpose: string;
  /** The fields it will show or ask for (spec section 3), when the spec lists them. */
  fields?: readonly string[];
  /** An item of its group in the side menu, labelled with its title, in the table's order. */
  inMenu?: true;
  /** Its real screen; without one the frame says it is not available yet. */
  component?: LazyScreen;
}

export const DATE: FilterSpec = { kind: 'date' };
export const FROM_TO: FilterSpec = { kind: 'dateRange' };
export const MONTH_YEAR: FilterSpec = { kind: 'monthYear' };
export const SLOT: FilterSpec = { kind: 'slot' };
export const SEARCH: FilterSpec = { kind: 'search' };

/** A stable element id for a filter (a screen never has the same filter twice). */
export function filterId(filter: FilterSpec): string {
  const label = 'label' in filter && filter.label ? filter.label : filter.kind;
  return `filter-${label.replace(/\W+/g, '-').toLowerCase()}`;
}
