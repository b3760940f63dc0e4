import { displayDate, formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { PersonCell } from '../auction/PersonCell';
import type { TradeRow } from './billing-api';

/** The lots a reeler bought: from whom, how much, at what rate, and on which bills. */
export const TRADE_COLUMNS: TableColumn<TradeRow>[] = [
  {
    header: 'Date',
    accessor: 'auctionDate',
    sortable: true,
    width: 95,
    render: (t) => displayDate(t.auctionDate),
  },
  { header: 'Lot No', accessor: 'lotNo', sortable: true, width: 60, alignment: 'right' },
  { header: 'Race', accessor: 'race', sortable: true, width: 70 },
  {
    header: 'Farmer',
    accessor: 'farmerName',
    sortable: true,
    width: 170,
    render: (t) => <PersonCell name={t.farmerName} code={t.farmerCode} />,
  },
  {
    header: 'Weight (kg)',
    accessor: 'netGrams',
    sortable: true,
    width: 95,
    alignment: 'right',
    render: (t) => formatKg(t.netGrams),
  },
  {
    header: 'Rate (Rs/kg)',
    accessor: 'ratePaisePerKg',
    sortable: true,
    width: 95,
    alignment: 'right',
    render: (t) => formatHundredths(t.ratePaisePerKg),
  },
  {
    header: 'Amount (Rs)',
    accessor: 'amountPaise',
    sortable: true,
    width: 110,
    alignment: 'right',
    render: (t) => formatHundredths(t.amountPaise),
  },
  { header: 'Farmer Bill', accessor: 'farmerInvoiceNo', sortable: true, width: 150 },
  { header: 'Reeler Invoice', accessor: 'reelerInvoiceNo', sortable: true, width: 150 },
];
