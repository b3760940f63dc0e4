import { Callout, Checkbox, HTMLTable, Spinner } from '@blueprintjs/core';
import { displayDate, formatHundredths, formatRupees } from '@cocoon/domain';
import type { ReelerDues } from './reeler-receipts-api';

export interface ReelerDuesPanelProps {
  dues: ReelerDues | undefined;
  loading: boolean;
  /** Invoices picked for the payment; checkboxes only while paying against invoices. */
  picked: readonly string[] | null;
  onToggle: (invoiceNo: string) => void;
  /** The business date, to mark invoices past their due date. */
  today: string;
}

/** The reeler's open invoices (oldest due first), what is left on each, the balance and the deposit. */
export function ReelerDuesPanel({ dues, loading, picked, onToggle, today }: ReelerDuesPanelProps) {
  if (loading) return <Spinner size={20} aria-label="Loading the reeler's dues" />;
  if (!dues) return null;
  return (
    <section className="reeler-dues reeler-dues__wide" aria-label="Reeler's dues">
      <p className="reeler-dues__summary" role="status">
        Due on invoices: <strong>{formatRupees(dues.balancePaise)}</strong>
        {dues.ledger && (
          <>
            {' · '}Owed in the ledger (every weighed lot):{' '}
            <strong>{formatRupees(Math.max(0, dues.ledger.balancePaise))}</strong>
          </>
        )}
        {' · '}Deposit available:{' '}
        <strong>{formatRupees(dues.ledger ? dues.ledger.availablePaise : dues.depositPaise)}</strong>
      </p>
      {dues.bar && (
        <Callout intent="danger" icon="blocked-person" className="reeler-dues__bar">
          Barred from bidding: {formatRupees(dues.bar.overduePaise)} overdue since{' '}
          {displayDate(dues.bar.since)}.
        </Callout>
      )}
      {dues.invoices.length === 0 ? (
        <Callout intent="success" icon="tick">
          No invoice is open.
        </Callout>
      ) : (
        <HTMLTable compact striped className="reeler-dues__table">
          <thead>
            <tr>
              {picked && <th scope="col">Pay</th>}
              <th scope="col">Invoice No</th>
              <th scope="col">Date</th>
              <th scope="col">Due Date</th>
              <th scope="col" className="reeler-dues__figure">
                Invoice (Rs)
              </th>
              <th scope="col" className="reeler-dues__figure">
                Paid (Rs)
              </th>
              <th scope="col" className="reeler-dues__figure">
                Open (Rs)
              </th>
            </tr>
          </thead>
          <tbody>
            {dues.invoices.map((invoice) => {
              const late = invoice.dueDate !== null && invoice.dueDate < today;
              return (
                <tr key={invoice.invoiceNo}>
                  {picked && (
                    <td>
                      <Checkbox
                        checked={picked.includes(invoice.invoiceNo)}
                        onChange={() => onToggle(invoice.invoiceNo)}
                        aria-label={`Pay invoice ${invoice.invoiceNo}`}
                        className="reeler-dues__check"
                      />
                    </td>
                  )}
                  <td>{invoice.invoiceNo}</td>
                  <td>{displayDate(invoice.auctionDate)}</td>
                  <td className={late ? 'reeler-dues__late' : undefined}>
                    {invoice.dueDate ? displayDate(invoice.dueDate) : ''}
                    {late ? ' (overdue)' : ''}
                  </td>
                  <td className="reeler-dues__figure">{formatHundredths(invoice.netPaise)}</td>
                  <td className="reeler-dues__figure">{formatHundredths(invoice.paidPaise)}</td>
                  <td className="reeler-dues__figure">{formatHundredths(invoice.openPaise)}</td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
