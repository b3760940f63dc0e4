import { HTMLTable } from '@blueprintjs/core';
import {
  can,
  formatReportCell,
  isNumericColumn,
  type LotDrill,
  type ReportAnswer,
  type ReportColumn,
  type ReportRow,
} from '@cocoon/domain';
import { Link } from 'wouter';
import { useSession } from '../../auth/use-session';
import { LOT_HISTORY } from '../shell/screens/auction';
import { drillSearch } from './report-params';
import { LOTS_DRILL_PATH, lotHistoryPath } from './report-routes';

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

/** A figure opens the lots behind it (its row's `drill`), a lot number the lot's history (issue 13, drill-down). */
function Cell({ column, row, lotHistory }: { column: ReportColumn; row: ReportRow; lotHistory: boolean }) {
  const value = row[column.key];
  const text = formatReportCell(value === undefined || typeof value === 'object' ? null : value, column.type);
  if (text === '') return null;
  if (column.link === 'lots' && row.drill)
    return (
      <Link href={`${LOTS_DRILL_PATH}?${drillSearch(row.drill as LotDrill)}`} title="Open the lots behind it">
        {text}
      </Link>
    );
  if (column.link === 'lot' && lotHistory && typeof row.lotId === 'string')
    return (
      <Link href={lotHistoryPath(row.lotId)} title="Open the lot's history">
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
  const lotHistory = Boolean(session && LOT_HISTORY.action && can(session.userType, LOT_HISTORY.action));
  const columns = answer.columns.filter((c) => !hiddenKeys.has(c.key));
  const totalled = columns.some((c) => c.total !== null && answer.totals[c.key] !== null);
  const cls = (c: ReportColumn) => (isNumericColumn(c.type) ? 'report-table__figure' : undefined);
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
                  <Cell column={c} row={row} lotHistory={lotHistory} />
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
                    {formatReportCell(total, c.type)}
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
