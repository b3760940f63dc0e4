import { type LotDrill, monthEnd, type ReportCell, type ReportRow } from '@cocoon/domain';
import type { GroupedMonths } from './mis-data.js';
import { addFigures, type Figures, NO_FIGURES } from './mis-figures.js';
import { type MisPeriodKey, type MonthRange, periodFigures } from './mis-periods.js';
import { byOffice, type Place } from './mis-places.js';

export type PeriodFigures = Record<MisPeriodKey, Figures>;

const PERIOD_KEYS: MisPeriodKey[] = [
  'during',
  'upToLastMonth',
  'upToMonth',
  'lastYearDuring',
  'lastYearUpToMonth',
];

/** Every period's figures of one group's months. */
export function allPeriods(
  months: Parameters<typeof periodFigures>[0],
  periods: Record<MisPeriodKey, MonthRange>,
): PeriodFigures {
  return Object.fromEntries(PERIOD_KEYS.map((p) => [p, periodFigures(months, periods[p])])) as PeriodFigures;
}

export const addPeriods = (a: PeriodFigures, b: PeriodFigures): PeriodFigures =>
  Object.fromEntries(PERIOD_KEYS.map((p) => [p, addFigures(a[p], b[p])])) as PeriodFigures;

export const NO_PERIODS = Object.fromEntries(PERIOD_KEYS.map((p) => [p, NO_FIGURES])) as PeriodFigures;

/** The lots behind a row's "during the month" figures. */
export function monthDrill(month: string, drill: Omit<LotDrill, 'from' | 'to'>): LotDrill {
  return { ...drill, from: `${month}-01`, to: monthEnd(month) };
}

/** A grouped row before its cells: ids to name and order it, and its figures per period. */
export interface Group {
  ids: Record<string, string | null>;
  figures: PeriodFigures;
}

/** Groups of the summary's months, re-keyed by `keyOf` (adding up groups that share a key: markets of an office). */
export function regroup(
  grouped: GroupedMonths,
  periods: Record<MisPeriodKey, MonthRange>,
  keyOf: (ids: Record<string, string | null>) => Record<string, string | null>,
): Group[] {
  const out = new Map<string, Group>();
  for (const { ids, months } of grouped.values()) {
    const key = keyOf(ids);
    const k = Object.values(key).join('|');
    const figures = allPeriods(months, periods);
    const known = out.get(k);
    out.set(k, known ? { ids: key, figures: addPeriods(known.figures, figures) } : { ids: key, figures });
  }
  return [...out.values()];
}

/**
 * Leaf rows of market × race, named and ordered region → AD office → market → race, each with the lots behind
 * its month figures. Markets the names table does not know still show (by id) rather than vanish from totals.
 */
export function marketRaceRows(
  groups: readonly Group[],
  names: { places: Map<string, Place>; races: Map<string, string> },
  month: string,
  cells: (f: PeriodFigures, ids: Record<string, string | null>) => Record<string, ReportCell>,
  /** Arrivals open every lot that came in; sales the lots sold. */
  status: 'all' | 'sold' = 'sold',
): ReportRow[] {
  const rows = groups.map((g) => {
    const branchId = g.ids.branch_id ?? '';
    const place = names.places.get(branchId);
    const raceId = g.ids.cocoon_type_id ?? null;
    const row: ReportRow = {
      region: place?.region ?? '',
      adOffice: place?.adOffice ?? '',
      market: place?.name ?? branchId,
      ...(raceId !== null ? { race: names.races.get(raceId) ?? raceId } : {}),
      ...cells(g.figures, g.ids),
    };
    row.drill = monthDrill(month, {
      marketId: branchId,
      ...(raceId !== null ? { cocoonTypeId: raceId } : {}),
      status,
    });
    return row;
  });
  return rows.sort(byOffice(['region', 'adOffice', 'market', 'race']));
}

/** A row of cells with the lots behind it (ReportRow's `drill` sits beside the cells' index signature). */
export function leaf(cells: Record<string, ReportCell>, drill: LotDrill): ReportRow {
  const row: ReportRow = { ...cells };
  row.drill = drill;
  return row;
}
