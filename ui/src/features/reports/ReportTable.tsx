import { HTMLTable } from '@blueprintjs/core';
import {
  can,
  isFigureColumn,
  type LotDrill,
  type ReportAnswer,
  type ReportColumn,
  type ReportRow,
  reportCellText,
} from '@cocoon/domain';
import { Link, useLocation, useSearch } from 'wouter';
import { useSession } from '../../auth/use-session';
import { editPath } from '../masters/record-id';
import { LOT_HISTORY } from '../shell/screens/auction';
import { FARMER_INPUT } from '../shell/screens/masters';
import { drillSearch } from './report-params';
import { LOTS_DRILL_PATH, lotHistoryFromReport } from './report-routes';

export interface ReportTableProps {
  answer: ReportAnswer;
  /** Keys a person does not read (a lot's id the drill-down needs), from the definition. */
  hiddenKeys: ReadonlySet<string>;
}

const TOTAL_LABEL: Record<string, string> = {
  sum: 'Total',
  min: 'Lowest',
  max: 'Highest',
  weightedAverage: 'Weighted average',
};

/** Which linked screens the caller's role may open. */
interface LinkRights {
  lotHistory: boolean;
  farmerForm: boolean;
}

/**
 * A figure opens the lots behind it (its row's `drill`), a lot number the lot's history (issue 13, drill-down), a
 * farmer's code the farmer's form (issue 25, bank details to verify).
 */
function Cell({
  column,
  row,
  rights,
  here,
}: {
  column: ReportColumn;
  row: ReportRow;
  rights: LinkRights;
  /** This report's path and parameters, which the lot's history leads back to. */
  here: string;
}) {
  const value = row[column.key];
  const text = reportCellText(value === undefined || typeof value === 'object' ? null : value, column.type);
  if (text === '') return null;
  if (column.link === 'lots' && row.drill)
    return (
      <Link href={`${LOTS_DRILL_PATH}?${drillSearch(row.drill as LotDrill)}`} title="Open the lots behind it">
        {text}
      </Link>
    );
  if (column.link === 'lot' && rights.lotHistory && typeof row.lotId === 'string')
    return (
      <Link href={lotHistoryFromReport(row.lotId, here)} title="Open the lot's history">
        {text}
      </Link>
    );
  if (column.link === 'farmer' && rights.farmerForm && typeof row.farmerId === 'string')
    return (
      <Link href={editPath(FARMER_INPUT.path, row.farmerId)} title="Open the farmer's form">
        {text}
      </Link>
    );
  return <>{text}</>;
}

/**
 * The answer's rows under its columns, figures right-aligned, and the totals row the machine computed from the rows
 * (a summed total is the exact sum of what is shown; min, max and weighted averages are named as such).
 */
export function ReportTable({ answer, hiddenKeys }: ReportTableProps) {
  const session = useSession();
  // A lot number links to its history only for a role that may open it (an RJD reads reports, not lot trails).
  const may = (action: typeof LOT_HISTORY.action) =>
    Boolean(session && action && can(session.userType, action));
  const rights: LinkRights = { lotHistory: may(LOT_HISTORY.action), farmerForm: may(FARMER_INPUT.action) };
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  const columns = answer.columns.filter((c) => !hiddenKeys.has(c.key));
  const totalled = columns.some((c) => c.total !== null && answer.totals[c.key] !== null);
  const cls = (c: ReportColumn) =>
    isFigureColumn(c.type) ? 'report-table__figure' : c.wrap ? 'report-table__wrap' : undefined;
  return (
    // Wider than a phone: the report scrolls sideways, and a keyboard user can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
    <section className="report-table__scroll" aria-label={`${answer.title}, scrollable`} tabIndex={0}>
      <HTMLTable className="report-table" compact striped bordered aria-label={answer.title}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cls(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row, i) => (
            // Rows have no key of their own in the generic answer; their order is the report's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are replaced whole, never reordered in place
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.key} className={cls(c)}>
                  <Cell column={c} row={row} rights={rights} here={here} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totalled && (
          <tfoot>
            <tr data-row="totals">
              {columns.map((c, i) => {
                const total = answer.totals[c.key];
                if (c.total === null || total === null || total === undefined)
                  return i === 0 ? (
                    <th key={c.key} scope="row">
                      Total
                    </th>
                  ) : (
                    <td key={c.key} />
                  );
                return (
                  <td key={c.key} className={cls(c)} title={TOTAL_LABEL[c.total]}>
                    {reportCellText(total, c.type)}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        )}
      </HTMLTable>
    </section>
  );
}
