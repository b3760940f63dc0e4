import { Button, Card, H5 } from '@blueprintjs/core';
import type { PaymentReturn } from '@cocoon/domain';
import { can, displayDate, formatHundredths } from '@cocoon/domain';
import { Link } from 'wouter';
import { useSession } from '../../../auth/use-session';
import { toastSuccess } from '../../../components/feedback/toaster';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { figureColumn, personColumn } from '../../billing/column-makers';
import { toastProcessFailure } from '../../billing/process-failure';
import { editPath } from '../../masters/record-id';
import { FARMER_INPUT } from '../../shell/screens';
import { usePaymentReturns, useReissueReturn } from './payments-api';

const account = (bank: { accountNoMasked: string | null; ifsc: string } | null) =>
  bank ? `${bank.accountNoMasked ?? ''} · ${bank.ifsc}` : 'none';

/**
 * Issue 25: the rows the bank returned, with the reason (the reference table's code and the bank's words), what
 * the farmer brings, the account it failed to and the farmer's current one. A re-issue is a new instruction in
 * today's run to the current details (corrected through the farmer's form, never here), linked to the return.
 */
export function ReturnsPanel({ marketId, enabled }: { marketId?: string; enabled: boolean }) {
  const session = useSession();
  const list = usePaymentReturns(marketId, enabled);
  const reissue = useReissueReturn();
  const mayReissue = Boolean(session && can(session.userType, 'accounts.payment-run'));
  const onReissue = async (r: PaymentReturn) => {
    try {
      const answer = await reissue.mutateAsync({ body: { marketId, batchId: r.batchId, rowId: r.rowId } });
      toastSuccess(
        `${r.farmerName} re-issued in run ${answer.batchNo ?? ''}: it needs a second person's approval`,
      );
    } catch (error) {
      toastProcessFailure(error);
    }
  };
  const columns: TableColumn<PaymentReturn>[] = [
    { header: 'Reference', accessor: 'reference', sortable: true, width: 135 },
    personColumn<PaymentReturn>('Farmer', 'farmerName', 'farmerCode', 150),
    figureColumn<PaymentReturn>('Amount (Rs)', 'amountPaise', 105, formatHundredths),
    {
      header: 'Returned',
      accessor: 'failedOn',
      sortable: true,
      width: 95,
      render: (r) => displayDate(r.failedOn),
    },
    {
      header: 'Reason',
      accessor: 'reasonCode',
      width: 190,
      render: (r) => (
        <span>
          {r.reasonCode} {r.reasonText}
          <div className="payments__muted">Bank: {r.reason}</div>
        </span>
      ),
    },
    {
      header: 'Re-issue',
      accessor: 'reissuedAs',
      width: 220,
      render: (r) =>
        r.reissuedAs ? (
          <span>Re-issued as {r.reissuedAs}</span>
        ) : (
          <span>
            {mayReissue && (
              <Button
                small
                intent="primary"
                disabled={r.blocked !== null || reissue.isPending}
                onClick={() => void onReissue(r)}
                aria-label={`Re-issue ${r.reference} of ${r.farmerName}`}
              >
                Re-issue
              </Button>
            )}
            {r.blocked && <div className="payments__muted">{r.blocked}</div>}
            <Link href={editPath(FARMER_INPUT.path, r.farmerId)}>Bank details of {r.farmerCode}</Link>
          </span>
        ),
    },
    { header: 'What to bring', accessor: 'bring', width: 220 },
    {
      header: 'Failed to / now',
      accessor: 'failedBank',
      width: 190,
      render: (r) => (
        <span>
          {account(r.failedBank)}
          <div className="payments__muted">Now: {account(r.currentBank)}</div>
        </span>
      ),
    },
  ];
  const returns = list.data?.returns ?? [];
  if (!enabled || returns.length === 0) return null;
  return (
    <Card className="payments__batch" role="region" aria-label="Returned by the bank">
      <H5>Returned by the bank ({returns.filter((r) => !r.reissuedAs).length} waiting)</H5>
      <DataTable
        label="Payments returned by the bank"
        columns={columns}
        rows={returns}
        rowKey={(r) => r.rowId}
      />
    </Card>
  );
}
