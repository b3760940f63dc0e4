import { Button, Tag } from '@blueprintjs/core';
import { displayDate, formatHundredths } from '@cocoon/domain';
import type { TableColumn } from '../../../components/table/column';
import { figureColumn, personColumn } from '../../billing/column-makers';
import { MODE_LABELS } from './receipt-form';
import type { ReelerReceiptRow } from './reeler-receipts-api';

const reference = (r: ReelerReceiptRow) => r.chequeNo ?? r.bankReference ?? '';

/** The columns of the receipts list; the last one reverses a receipt still in force. */
export function receiptColumns(
  reverse: (receipt: ReelerReceiptRow) => void,
): TableColumn<ReelerReceiptRow>[] {
  return [
    { header: 'Receipt No', accessor: 'receiptNo', sortable: true, width: 150 },
    {
      header: 'Date',
      accessor: 'receivedOn',
      sortable: true,
      width: 90,
      render: (r) => displayDate(r.receivedOn),
    },
    personColumn<ReelerReceiptRow>('Reeler', 'reelerName', 'reelerCode', 170),
    { header: 'Mode', accessor: 'mode', width: 100, render: (r) => MODE_LABELS[r.mode] },
    { header: 'Cheque / Reference', accessor: 'chequeNo', width: 130, render: reference },
    figureColumn<ReelerReceiptRow>('Amount (Rs)', 'amountPaise', 110, formatHundredths),
    {
      header: 'Against',
      accessor: 'purpose',
      width: 170,
      render: (r) =>
        r.purpose === 'advance'
          ? 'Advance deposit'
          : r.invoiceNos.length > 0
            ? r.invoiceNos.join(', ')
            : 'Invoices',
    },
    { header: 'Received By', accessor: 'receivedBy', width: 110 },
    {
      header: 'Status',
      accessor: 'reversal',
      width: 190,
      render: (r) =>
        r.reversal ? (
          <Tag intent="danger" minimal title={r.reversal.reason}>
            Reversed {r.reversal.reversalNo}: {r.reversal.reason}
          </Tag>
        ) : (
          <Tag intent="success" minimal>
            In force
          </Tag>
        ),
    },
    {
      header: 'Action',
      accessor: 'receiptId',
      width: 90,
      alignment: 'center',
      render: (r) =>
        r.reversal ? null : (
          <Button
            size="small"
            variant="outlined"
            intent="danger"
            text="Reverse"
            aria-label={`Reverse receipt ${r.receiptNo}`}
            onClick={(event) => {
              event.stopPropagation();
              reverse(r);
            }}
          />
        ),
    },
  ];
}
