import { HTMLTable } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import type { CustomerPassbook } from './ledger-api';
import { amountCell, balanceText } from './passbook-figures';

/**
 * The passbook's lines with the balance after each; the first row brings the balance forward (on a later page, the
 * balance before its first line), the totals row adds the period's debits and credits, the last row carries the
 * closing balance: both of the whole period on every page.
 */
export function PassbookTable({ passbook, label }: { passbook: CustomerPassbook; label: string }) {
  // A later page starts from the balance before its first line (every line carries the balance after it).
  const first = passbook.lines[0];
  const carried =
    (passbook.page ?? 1) > 1 && first ? first.balancePaise - first.debitPaise + first.creditPaise : undefined;
  return (
    // On a phone the six columns are wider than the screen: the table scrolls sideways, by keys too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
    <section className="passbook__scroll" aria-label={`${label}, scrollable`} tabIndex={0}>
      <HTMLTable className="passbook__table" compact striped aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Particulars</th>
            <th scope="col">Document No</th>
            <th scope="col" className="passbook__amount">
              Debit (Rs)
            </th>
            <th scope="col" className="passbook__amount">
              Credit (Rs)
            </th>
            <th scope="col" className="passbook__amount">
              Balance (Rs)
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-row="opening">
            <td>{displayDate(carried ? (first?.postingDate ?? passbook.from) : passbook.from)}</td>
            <td colSpan={4}>{carried ? 'Balance from the previous page' : 'Balance brought forward'}</td>
            <td className="passbook__amount">{balanceText(carried ?? passbook.openingBalancePaise)}</td>
          </tr>
          {passbook.lines.map((line) => (
            <tr key={`${line.entryId}-${line.lineNo}`}>
              <td>{displayDate(line.postingDate)}</td>
              <td>{line.particulars}</td>
              <td>{line.documentNo ?? ''}</td>
              <td className="passbook__amount">{amountCell(line.debitPaise)}</td>
              <td className="passbook__amount">{amountCell(line.creditPaise)}</td>
              <td className="passbook__amount">{balanceText(line.balancePaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-row="totals">
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="passbook__amount">{amountCell(passbook.debitTotalPaise) || '0.00'}</td>
            <td className="passbook__amount">{amountCell(passbook.creditTotalPaise) || '0.00'}</td>
            <td />
          </tr>
          <tr data-row="closing">
            <th scope="row" colSpan={5}>
              Closing balance on {displayDate(passbook.to)}
            </th>
            <td className="passbook__amount">{balanceText(passbook.closingBalancePaise)}</td>
          </tr>
          {passbook.customerKind === 'farmer' && passbook.closingBalancePaise > 0 && (
            <tr data-row="recoverable">
              <th scope="row" colSpan={5}>
                Recoverable: the farmer was paid more than owed after a correction; set off against the next
                payment
              </th>
              <td className="passbook__amount">{amountCell(passbook.closingBalancePaise)}</td>
            </tr>
          )}
        </tfoot>
      </HTMLTable>
    </section>
  );
}
