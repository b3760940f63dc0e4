import { formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { PersonCell } from '../auction/PersonCell';
import { BillingStateTag } from './BillingStateTag';
import type { BillingSummaryRow } from './billing-api';

type Column = TableColumn<BillingSummaryRow>;

/** A customer's day against billing: who, how much, and whether their bill is made. */
export function summaryColumns(customer: string): Column[] {
  return [
    {
      header: customer,
      accessor: 'customerName',
      sortable: true,
      width: 180,
      render: (r) => <PersonCell name={r.customerName} code={r.customerCode} />,
    },
    { header: 'Lots', accessor: 'lotCount', sortable: true, width: 55, alignment: 'right' },
    {
      header: 'Weight (kg)',
      accessor: 'netGrams',
      sortable: true,
      width: 95,
      alignment: 'right',
      render: (r) => formatKg(r.netGrams),
    },
    {
      header: 'Amount (Rs)',
      accessor: 'grossPaise',
      sortable: true,
      width: 110,
      alignment: 'right',
      render: (r) => formatHundredths(r.grossPaise),
    },
    {
      header: 'Levy (Rs)',
      accessor: 'levyPaise',
      sortable: true,
      width: 90,
      alignment: 'right',
      render: (r) => formatHundredths(r.levyPaise),
    },
    {
      header: 'Net (Rs)',
      accessor: 'netPaise',
      sortable: true,
      width: 110,
      alignment: 'right',
      render: (r) => formatHundredths(r.netPaise),
    },
    {
      header: 'Bill',
      accessor: 'state',
      sortable: true,
      width: 220,
      render: (r) => <BillingStateTag row={r} />,
    },
  ];
}
