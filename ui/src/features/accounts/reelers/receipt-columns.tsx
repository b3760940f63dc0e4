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

/** The columns of the receipts list; the last one prints a receipt and reverses one still in force. */
export function receiptColumns(
  reverse: (receipt: ReelerReceiptRow) => void,
): TableColumn<ReelerReceiptRow>[] {
  return [
    { header: 'Receipt No', accessor: 'receiptNo', sortable: true, width: 165 },
    {
      header: 'Date',
      accessor: 'receivedOn',
      sortable: true,
      width: 100,
      render: (r) => displayDate(r.receivedOn),
    },
    personColumn<ReelerReceiptRow>('Reeler', 'reelerName', 'reelerCode', 150),
    { header: 'Mode / Reference', accessor: 'mode', width: 130, render: modeText },
    figureColumn<ReelerReceiptRow>('Amount (Rs)', 'amountPaise', 100, formatHundredths),
    {
      header: 'Against',
      accessor: 'purpose',
      width: 220,
      render: (r) =>
        r.purpose === 'advance'
          ? 'Advance deposit'
          : (receiptSplitText(r) ?? (r.invoiceNos.length > 0 ? r.invoiceNos.join(', ') : 'Invoices')),
    },
    { header: 'Received By', accessor: 'receivedBy', width: 110 },
    {
      header: 'Status',
      accessor: 'reversal',
      width: 150,
      render: (r) =>
        r.reversal ? (
          <>
            <Tag intent="danger" minimal>
              Reversed {r.reversal.reversalNo}
            </Tag>
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
      width: 170,
      render: (r) => <ReelerReceiptActions receipt={r} onReverse={reverse} />,
    },
  ];
}
