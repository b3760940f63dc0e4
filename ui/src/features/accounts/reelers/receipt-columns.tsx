import { Tag } from '@blueprintjs/core';
import { displayDate, formatHundredths } from '@cocoon/domain';
import type { TableColumn } from '../../../components/table/column';
import { figureColumn, personColumn } from '../../billing/column-makers';
import { ReelerReceiptActions } from './ReelerReceiptActions';
import { MODE_LABELS, receiptSplitText } from './receipt-form';
import type { ReelerReceiptRow } from './reeler-receipts-api';

const modeText = (r: ReelerReceiptRow) => {
  const reference = r.chequeNo ?? r.bankReference;
  return reference ? `${MODE_LABELS[r.mode]} ${reference}` : MODE_LABELS[r.mode];
};

/**
 * The columns of the receipts list; the last one prints a receipt and reverses one still in force. Their widths
 * (each a minimum) add up to 1,050 px: the whole row, Action included, shows at 1440 px beside the menu even with a
 * desktop's 17 px scrollbar (1,113 px of table), and its buttons stack rather than widen the column.
 */
export function receiptColumns(
  reverse: (receipt: ReelerReceiptRow) => void,
): TableColumn<ReelerReceiptRow>[] {
  return [
    { header: 'Receipt No', accessor: 'receiptNo', sortable: true, width: 150 },
    {
      header: 'Date',
      accessor: 'receivedOn',
      sortable: true,
      width: 95,
      render: (r) => displayDate(r.receivedOn),
    },
    personColumn<ReelerReceiptRow>('Reeler', 'reelerName', 'reelerCode', 130),
    { header: 'Mode / Reference', accessor: 'mode', width: 110, render: modeText },
    figureColumn<ReelerReceiptRow>('Amount (Rs)', 'amountPaise', 95, formatHundredths),
    {
      header: 'Against',
      accessor: 'purpose',
      width: 125,
      render: (r) =>
        r.purpose === 'advance'
          ? 'Advance deposit'
          : (receiptSplitText(r) ?? (r.invoiceNos.length > 0 ? r.invoiceNos.join(', ') : 'Invoices')),
    },
    { header: 'Received By', accessor: 'receivedBy', width: 100 },
    {
      header: 'Status',
      accessor: 'reversal',
      width: 125,
      render: (r) =>
        r.reversal ? (
          <>
            <Tag intent="danger" minimal>
              Reversed
            </Tag>
            {/* The number on its own line: the column stays narrow enough for the row's actions to show. */}
            <div className="reeler-receipts__reason">{r.reversal.reversalNo}</div>
            <div className="reeler-receipts__reason">{r.reversal.reason}</div>
          </>
        ) : (
          <Tag intent="success" minimal>
            In force
          </Tag>
        ),
    },
    {
      header: 'Action',
      accessor: 'receiptId',
      width: 120,
      render: (r) => <ReelerReceiptActions receipt={r} onReverse={reverse} />,
    },
  ];
}
