import { Button, Tag } from '@blueprintjs/core';
import { displayDate, formatHundredths } from '@cocoon/domain';
import type { TableColumn } from '../../../components/table/column';
import { figureColumn } from '../../billing/column-makers';
import type { LevyRemittanceRow } from './vouchers-api';

/**
 * The columns of the levy remittances list: number, date, challan or UTR, the two levies and their total; the
 * last one reverses a remittance still in force.
 */
export const levyColumns = (reverse: (row: LevyRemittanceRow) => void): TableColumn<LevyRemittanceRow>[] => [
  { header: 'Remittance No', accessor: 'remittanceNo', sortable: true, width: 150 },
  {
    header: 'Date',
    accessor: 'remittedOn',
    sortable: true,
    width: 95,
    render: (r) => displayDate(r.remittedOn),
  },
  { header: 'Challan / UTR', accessor: 'challanNo', width: 120 },
  figureColumn<LevyRemittanceRow>('Farmer Levy (Rs)', 'farmerLevyPaise', 110, formatHundredths),
  figureColumn<LevyRemittanceRow>('Reeler Levy (Rs)', 'reelerLevyPaise', 110, formatHundredths),
  figureColumn<LevyRemittanceRow>('Total (Rs)', 'totalPaise', 110, formatHundredths),
  { header: 'Notes', accessor: 'notes', width: 120 },
  { header: 'Remitted By', accessor: 'remittedBy', width: 100 },
  {
    header: 'Status',
    accessor: 'reversal',
    width: 160,
    render: (r) =>
      r.reversal ? (
        <Tag intent="danger" minimal>
          Reversed {r.reversal.reversalNo}
        </Tag>
      ) : (
        <Button
          size="small"
          variant="outlined"
          intent="danger"
          text="Reverse"
          aria-label={`Reverse levy remittance ${r.remittanceNo}`}
          onClick={() => reverse(r)}
        />
      ),
  },
];
