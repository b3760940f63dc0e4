import { displayDate, formatHundredths } from '@cocoon/domain';
import type { TableColumn } from '../../../components/table/column';
import { figureColumn } from '../../billing/column-makers';
import type { LevyRemittanceRow } from './vouchers-api';

/** The columns of the levy remittances list: number, date, challan or UTR, the two levies and their total. */
export const LEVY_COLUMNS: TableColumn<LevyRemittanceRow>[] = [
  { header: 'Remittance No', accessor: 'remittanceNo', sortable: true, width: 165 },
  {
    header: 'Date',
    accessor: 'remittedOn',
    sortable: true,
    width: 100,
    render: (r) => displayDate(r.remittedOn),
  },
  { header: 'Challan / UTR', accessor: 'challanNo', width: 140 },
  figureColumn<LevyRemittanceRow>('Farmer Levy (Rs)', 'farmerLevyPaise', 120, formatHundredths),
  figureColumn<LevyRemittanceRow>('Reeler Levy (Rs)', 'reelerLevyPaise', 120, formatHundredths),
  figureColumn<LevyRemittanceRow>('Total (Rs)', 'totalPaise', 120, formatHundredths),
  { header: 'Notes', accessor: 'notes', width: 180 },
  { header: 'Remitted By', accessor: 'remittedBy', width: 110 },
];
