import { formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { BillingStateTag } from './BillingStateTag';
import type { BillingSummaryRow } from './billing-api';
import { figureColumn, personColumn } from './column-makers';

type Row = BillingSummaryRow;

/** A customer's day against billing: who, how much, and whether their bill is made. */
export function summaryColumns(customer: string): TableColumn<Row>[] {
  return [
    personColumn<Row>(customer, 'customerName', 'customerCode', 180),
    { header: 'Lots', accessor: 'lotCount', sortable: true, width: 55, alignment: 'right' },
    figureColumn<Row>('Weight (kg)', 'netGrams', 95, formatKg),
    figureColumn<Row>('Amount (Rs)', 'grossPaise', 110, formatHundredths),
    figureColumn<Row>('Levy (Rs)', 'levyPaise', 90, formatHundredths),
    figureColumn<Row>('Net (Rs)', 'netPaise', 110, formatHundredths),
    {
      header: 'Bill',
      accessor: 'state',
      sortable: true,
      width: 220,
      render: (r) => <BillingStateTag row={r} />,
    },
  ];
}
