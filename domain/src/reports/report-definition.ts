import type { Action } from '../auth/permissions.js';
import type { ReportChart, ReportColumn, ReportColumnDef } from './report-columns.js';
import type { ParameterKind } from './report-parameters.js';

/** The menu a report sits in (spec section 2); `accounts`: the Accounts menu (the trial balance). */
export type ReportGroup = 'reports' | 'levy' | 'farmer' | 'reeler' | 'mis' | 'drill' | 'accounts';

/**
 * A report is a definition, not a screen (issue 13): the API mounts `GET /api/<call>` from it (query schema from
 * `parameters`, OpenAPI, roles, the export formats), the UI's one report page renders it at `route`, and its rows
 * come from the query registered under `id` in `projectors/src/reports/`.
 */
export interface ReportDefinition {
  id: string;
  title: string;
  /**
   * The screen's short name where it differs from the title: its side-menu item as spec section 2 words it
   * ('Levy Month Wise'), its breadcrumb and its tab. The page, the answer and every file carry the title.
   */
  label?: string;
  /** The API path after /api/, as the spec names it: `CocoonAuction/LotRegister`. */
  call: string;
  /** The screen's path (spec section 2); null for the drill-down, which has no menu item. */
  route: string | null;
  group: ReportGroup;
  permission: Extract<Action, 'reports.view' | 'mis.view'>;
  /** What it is for, one sentence (the screen's subtitle). */
  purpose: string;
  parameters: readonly ParameterKind[];
  columns: readonly ReportColumnDef[];
  chart?: ReportChart;
  /**
   * The report reads one market's books (the ledger is a market's): an AD, RJD or Admin must pick one, 'All
   * markets' is no choice; a Branch Admin's is their own.
   */
  oneMarket?: boolean;
  /** Wide reports print landscape. */
  landscape?: boolean;
  /** The message when there are no rows: the spec's 'No Data Found' unless the report is of one date. */
  emptyMessage?: string;
}

/** The name of a report's screen: its menu item, breadcrumb and tab. */
export const screenLabel = (definition: ReportDefinition) => definition.label ?? definition.title;

/** A definition whose column keys are checked: `defineReport({...})` keeps literal types. */
export const defineReport = <const D extends ReportDefinition>(definition: D): D => definition;

/**
 * The columns a person sees: hidden ones (a lot's id, which the drill-down needs) are left out of the answer's
 * `columns` and `totals`, and so out of every export; their cells stay in the rows for links.
 */
export function visibleColumns(definition: ReportDefinition): ReportColumn[] {
  return definition.columns
    .filter((c) => !c.hidden)
    .map((c) => ({
      key: c.key,
      header: c.header,
      type: c.type,
      total: c.total,
      ...(c.link ? { link: c.link } : {}),
      ...(c.wrap ? { wrap: true } : {}),
    }));
}
