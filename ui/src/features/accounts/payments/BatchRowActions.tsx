import { Button } from '@blueprintjs/core';
import type { BatchRowAnswer, OnlineBatch } from '@cocoon/domain';
import { useState } from 'react';
import { toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { toastProcessFailure } from '../../billing/process-failure';
import { useRemoveBatchRow } from './payments-api';
import { type RowOutcome, RowResultDialog } from './RowResultDialog';

/**
 * Per row: before export it can be taken out of the batch; after export the bank's answer is recorded, Paid with
 * the bank's reference or Failed with its reason.
 */
export function BatchRowActions({
  batch,
  row,
  marketId,
}: {
  batch: OnlineBatch;
  row: BatchRowAnswer;
  marketId: string;
}) {
  const [outcome, setOutcome] = useState<RowOutcome>();
  const remove = useRemoveBatchRow();
  const { confirm, dialog } = useConfirm();
  const who = `${row.farmerName} ${row.farmerCode}`;

  if (row.status === 'added') {
    const removeRow = async () => {
      if (
        !(await confirm({
          title: 'Remove from batch?',
          text: `Take ${who} out of ${batch.batchNo}? The lots are due again.`,
          intent: 'danger',
        }))
      )
        return;
      try {
        await remove.mutateAsync({ body: { marketId, batchId: batch.batchId, rowId: row.rowId } });
        toastSuccess(`${who} taken out of the batch`);
      } catch (error) {
        toastProcessFailure(error);
      }
    };
    return (
      <>
        <Button
          size="small"
          icon="remove"
          text="Remove"
          aria-label={`Remove ${who}`}
          loading={remove.isPending}
          onClick={() => void removeRow()}
        />
        {dialog}
      </>
    );
  }
  if (row.status !== 'processing') return null;
  return (
    <span className="payments__row-actions">
      <Button
        size="small"
        intent="success"
        icon="tick"
        text="Paid"
        aria-label={`Paid ${who}`}
        onClick={() => setOutcome('paid')}
      />
      <Button
        size="small"
        intent="danger"
        icon="cross"
        text="Failed"
        aria-label={`Failed ${who}`}
        onClick={() => setOutcome('failed')}
      />
      {outcome && (
        <RowResultDialog
          outcome={outcome}
          batch={batch}
          row={row}
          marketId={marketId}
          onClose={() => setOutcome(undefined)}
        />
      )}
    </span>
  );
}
