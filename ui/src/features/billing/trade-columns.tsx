import { displayDate, formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import type { TradeRow } from './billing-api';
import { figureColumn, personColumn } from './column-makers';

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
  personColumn<TradeRow>('Farmer', 'farmerName', 'farmerCode', 170),
  figureColumn<TradeRow>('Weight (kg)', 'netGrams', 95, formatKg),
  figureColumn<TradeRow>('Rate (Rs/kg)', 'ratePaisePerKg', 95, formatHundredths),
  figureColumn<TradeRow>('Amount (Rs)', 'amountPaise', 110, formatHundredths),
  { header: 'Farmer Bill', accessor: 'farmerInvoiceNo', sortable: true, width: 150 },
  { header: 'Reeler Invoice', accessor: 'reelerInvoiceNo', sortable: true, width: 150 },
];
