import { Button } from '@blueprintjs/core';
import { displayDate, formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { BillStatusTag } from './BillStatusTag';
import type { BillRow } from './billing-api';
import { figureColumn, personColumn } from './column-makers';

/** The columns of a list of bills; the last one opens the bill. */
export function billColumns(customer: string, open: (bill: BillRow) => void): TableColumn<BillRow>[] {
  return [
    { header: 'Bill No', accessor: 'invoiceNo', sortable: true, width: 140 },
    {
      header: 'Date',
      accessor: 'auctionDate',
      sortable: true,
      width: 90,
      render: (b) => displayDate(b.auctionDate),
    },
    personColumn<BillRow>(customer, 'customerName', 'customerCode', 160),
    { header: 'Lots', accessor: 'lotCount', sortable: true, width: 50, alignment: 'right' },
    figureColumn<BillRow>('Weight (kg)', 'netGrams', 90, formatKg),
    figureColumn<BillRow>('Amount (Rs)', 'grossPaise', 100, formatHundredths),
    figureColumn<BillRow>('Levy (Rs)', 'levyPaise', 100, formatHundredths),
    figureColumn<BillRow>('Net (Rs)', 'netPaise', 100, formatHundredths),
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
