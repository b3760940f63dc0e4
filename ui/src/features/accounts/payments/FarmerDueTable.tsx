import { Button } from '@blueprintjs/core';
import type { BankStatus, FarmerDue } from '@cocoon/domain';
import { formatHundredths } from '@cocoon/domain';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { figureColumn, personColumn } from '../../billing/column-makers';
import { BankStatusTag } from './BankStatusTag';
import { DaysWaiting } from './DaysWaiting';
import { payableLots } from './payment-labels';

type DueRow = FarmerDue & { lotCount: number; bankStatus: BankStatus; village: string | null };

export interface FarmerDueTableProps {
  farmers: readonly FarmerDue[];
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (farmerId: string) => void;
}

/** One row per farmer with money due: the lots, the amount, how long the oldest has waited, the bank details. */
export function FarmerDueTable({ farmers, loading, selectedId, onSelect }: FarmerDueTableProps) {
  const rows = useMemo<DueRow[]>(
    () => farmers.map((f) => ({ ...f, lotCount: payableLots(f).length, bankStatus: f.bank.status })),
    [farmers],
  );
  const columns = useMemo<TableColumn<DueRow>[]>(
    () => [
      personColumn<DueRow>('Farmer', 'farmerName', 'farmerCode', 190),
      { header: 'Village', accessor: 'village', sortable: true, width: 120 },
      { header: 'Lots due', accessor: 'lotCount', sortable: true, width: 70, alignment: 'right' },
      figureColumn<DueRow>('Due (Rs)', 'duePaise', 120, formatHundredths),
      figureColumn<DueRow>('In batch (Rs)', 'inTransitPaise', 110, formatHundredths),
      {
        header: 'Oldest (days)',
        accessor: 'oldestDays',
        sortable: true,
        width: 110,
        alignment: 'right',
        render: (r) => <DaysWaiting days={r.oldestDays} />,
      },
      {
        header: 'Bank details',
        accessor: 'bankStatus',
        sortable: true,
        width: 170,
        render: (r) => <BankStatusTag bank={r.bank} />,
      },
      {
        header: 'Pay',
        accessor: 'farmerId',
        width: 110,
        render: (r) => (
          <Button
            size="small"
            icon={r.farmerId === selectedId ? 'tick' : 'bank-account'}
            intent={r.farmerId === selectedId ? 'primary' : 'none'}
            // The visible text stays in the accessible name (WCAG 2.5.3); the pressed state says it is open.
            text="Lots"
            aria-label={`Lots of ${r.farmerName} ${r.farmerCode}`}
            aria-pressed={r.farmerId === selectedId}
            onClick={() => onSelect(r.farmerId)}
          />
        ),
      },
    ],
    [selectedId, onSelect],
  );
  return (
    <DataTable
      label="Farmers with money due"
      columns={columns}
      rows={rows}
      loading={loading}
      rowKey={(r) => r.farmerId}
      pageSize={50}
    />
  );
}
