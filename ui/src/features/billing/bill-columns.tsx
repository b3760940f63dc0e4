import { Button } from '@blueprintjs/core';
import { displayDate, formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { PersonCell } from '../auction/PersonCell';
import { BillStatusTag } from './BillStatusTag';
import type { BillRow } from './billing-api';

type Column = TableColumn<BillRow>;

const money = (header: string, accessor: 'grossPaise' | 'levyPaise' | 'netPaise'): Column => ({
  header,
  accessor,
  sortable: true,
  width: 100,
  alignment: 'right',
  render: (b) => formatHundredths(b[accessor]),
});

/** The columns of a list of bills; the last one opens the bill. */
export function billColumns(customer: string, open: (bill: BillRow) => void): Column[] {
  return [
    { header: 'Bill No', accessor: 'invoiceNo', sortable: true, width: 140 },
    {
      header: 'Date',
      accessor: 'auctionDate',
      sortable: true,
      width: 90,
      render: (b) => displayDate(b.auctionDate),
    },
    {
      header: customer,
      accessor: 'customerName',
      sortable: true,
      width: 160,
      render: (b) => <PersonCell name={b.customerName} code={b.customerCode} />,
    },
    { header: 'Lots', accessor: 'lotCount', sortable: true, width: 50, alignment: 'right' },
    {
      header: 'Weight (kg)',
      accessor: 'netGrams',
      sortable: true,
      width: 90,
      alignment: 'right',
      render: (b) => formatKg(b.netGrams),
    },
    money('Amount (Rs)', 'grossPaise'),
    money('Levy (Rs)', 'levyPaise'),
    money('Net (Rs)', 'netPaise'),
    {
      header: 'Status',
      accessor: 'status',
      sortable: true,
      width: 90,
      alignment: 'center',
      render: (b) => <BillStatusTag status={b.status} />,
    },
    { header: 'Copies', accessor: 'printCount', sortable: true, width: 65, alignment: 'right' },
    {
      header: 'Action',
      accessor: 'billId',
      width: 75,
      alignment: 'center',
      render: (b) => (
        <Button
          size="small"
          text="Open"
          aria-label={`Open bill ${b.invoiceNo}`}
          onClick={(event) => {
            event.stopPropagation();
            open(b);
          }}
        />
      ),
    },
  ];
}
