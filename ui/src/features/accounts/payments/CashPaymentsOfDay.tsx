import { H5 } from '@blueprintjs/core';
import type { FarmerPaymentRow } from '@cocoon/domain';
import { displayDate, formatHundredths, formatRupees } from '@cocoon/domain';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { newestFirst } from '../../../components/table/sort';
import { figureColumn, personColumn } from '../../billing/column-makers';
import { useCashPaymentsOfDay } from './payments-api';
import { ReceiptActions } from './ReceiptActions';

/**
 * The cash payments of the date: each receipt can be printed again (a DUPLICATE) or the payment reversed (its
 * own reversal number; the lots are due again). Nothing is ever deleted.
 */
export function CashPaymentsOfDay({
  date,
  picked,
  marketId,
}: {
  date: string;
  picked?: string;
  marketId?: string;
}) {
  const payments = useCashPaymentsOfDay({ date, marketId: picked });
  const columns = useMemo<TableColumn<FarmerPaymentRow>[]>(
    () => [
      { header: 'Receipt No', accessor: 'receiptNo', sortable: true, width: 150 },
      personColumn<FarmerPaymentRow>('Farmer', 'farmerName', 'farmerCode', 180),
      { header: 'Lots', accessor: 'lotCount', width: 60, alignment: 'right' },
      figureColumn<FarmerPaymentRow>('Amount (Rs)', 'totalPaise', 120, formatHundredths),
      { header: 'Paid by', accessor: 'paidBy', width: 130 },
      {
        header: 'Status',
        accessor: 'status',
        sortable: true,
        width: 190,
        render: (p) => (p.status === 'reversed' ? `Reversed (${p.reversalNo ?? ''})` : 'Paid'),
      },
      {
        header: 'Receipt',
        accessor: 'paymentId',
        width: 220,
        render: (p) => <ReceiptActions payment={p} marketId={marketId ?? p.marketId} />,
      },
    ],
    [marketId],
  );
  const data = payments.data;
  return (
    <>
      <H5 className="billing__section-title">
        Cash payments of {displayDate(date)}
        {data && ` · ${data.total} receipt(s) · ${formatRupees(data.totalPaise)} in force`}
      </H5>
      {data && data.data.length === 0 ? (
        <p className="payments__muted">No cash payment on this date.</p>
      ) : (
        <DataTable
          label="Cash payments of the date"
          columns={columns}
          rows={data?.data ?? []}
          loading={payments.isPending}
          rowKey={(p) => p.paymentId}
          defaultSort={newestFirst('receiptNo')}
        />
      )}
    </>
  );
}
