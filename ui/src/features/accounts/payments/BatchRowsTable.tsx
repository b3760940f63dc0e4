import type { BatchRowAnswer, OnlineBatch } from '@cocoon/domain';
import { formatHundredths } from '@cocoon/domain';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { figureColumn, personColumn } from '../../billing/column-makers';
import { BatchRowActions } from './BatchRowActions';
import { BatchRowOutcome } from './BatchRowOutcome';
import { BatchRowStatusTag } from './BatchRowStatusTag';

type Row = BatchRowAnswer & { accountNoMasked: string; ifsc: string };

/** A batch's rows: who, the account the money goes to, how much, the reference, and what the bank said. */
export function BatchRowsTable({ batch, marketId }: { batch: OnlineBatch; marketId: string }) {
  const rows = useMemo<Row[]>(
    () => batch.rows.map((r) => ({ ...r, accountNoMasked: r.bank.accountNoMasked, ifsc: r.bank.ifsc })),
    [batch.rows],
  );
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { header: 'Reference', accessor: 'reference', sortable: true, width: 135 },
      personColumn<Row>('Farmer', 'farmerName', 'farmerCode', 150),
      { header: 'Account', accessor: 'accountNoMasked', width: 135 },
      { header: 'IFSC', accessor: 'ifsc', width: 120 },
      figureColumn<Row>('Amount (Rs)', 'amountPaise', 100, formatHundredths),
      {
        // What the farmer owed back on lots corrected after payment, recovered from this row (issue 22).
        header: 'Set off (Rs)',
        accessor: 'setOffs',
        width: 110,
        render: (r) =>
          r.setOffs.length === 0
            ? ''
            : `${formatHundredths(r.setOffs.reduce((t, s) => t + s.amountPaise, 0))} (lot ${r.setOffs.map((s) => s.lotNo).join(', ')})`,
      },
      {
        header: 'Status',
        accessor: 'status',
        sortable: true,
        width: 95,
        render: (r) => <BatchRowStatusTag status={r.status} />,
      },
      {
        header: 'Bank reference / reason',
        accessor: 'bankReference',
        width: 190,
        render: (r) => <BatchRowOutcome row={r} />,
      },
      {
        header: 'Record',
        accessor: 'rowId',
        width: 135,
        render: (r) => <BatchRowActions batch={batch} row={r} marketId={marketId} />,
      },
    ],
    [batch, marketId],
  );
  return (
    <DataTable
      label={`Rows of batch ${batch.batchNo}`}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.rowId}
      pageSize={50}
    />
  );
}
