import { Button } from '@blueprintjs/core';
import { displayDate, rupeesFigure } from '@cocoon/domain';
import type { TableColumn } from '../../../components/table/column';
import { VoucherMark } from './VoucherMark';
import type { Voucher } from './vouchers-api';

/** The columns of the voucher list; the last one opens the voucher. */
export function voucherColumns(open: (voucher: Voucher) => void): TableColumn<Voucher>[] {
  return [
    { header: 'Voucher No', accessor: 'voucherNo', sortable: true, width: 145 },
    {
      header: 'Date',
      accessor: 'voucherDate',
      sortable: true,
      width: 95,
      render: (v) => displayDate(v.voucherDate),
    },
    { header: 'Type', accessor: 'voucherType', sortable: true, width: 75 },
    {
      header: 'Account Details',
      accessor: 'lines',
      width: 190,
      render: (v) => v.lines.map((l) => l.accountName).join(', '),
    },
    {
      header: 'Amount (Rs)',
      accessor: 'totalPaise',
      sortable: true,
      width: 100,
      alignment: 'right',
      render: (v) => rupeesFigure(v.totalPaise),
    },
    { header: 'Notes', accessor: 'notes', width: 160 },
    { header: 'Reference No', accessor: 'referenceNo', width: 90 },
    { header: 'Status', accessor: 'reversedBy', width: 150, render: (v) => <VoucherMark voucher={v} /> },
    {
      header: 'Action',
      accessor: 'voucherId',
      width: 75,
      alignment: 'center',
      render: (v) => (
        <Button
          size="small"
          text="Open"
          aria-label={`Open voucher ${v.voucherNo}`}
          onClick={(e) => {
            e.stopPropagation();
            open(v);
          }}
        />
      ),
    },
  ];
}
