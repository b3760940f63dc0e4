import { Button } from '@blueprintjs/core';
import type { FarmerDue } from '@cocoon/domain';
import { displayDate, formatRupees } from '@cocoon/domain';
import { toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { toastProcessFailure } from '../../billing/process-failure';
import { batchableFarmers, selectedDue } from './payment-labels';
import { useAddToBatch } from './payments-api';

export interface BatchAllButtonProps {
  farmers: readonly FarmerDue[];
  date: string;
  marketId: string | undefined;
  disabled: boolean;
}

/**
 * Puts every farmer with bank details and money due into the date's online batch in one step (each with all
 * their due lots): on a busy day the accounts staff pay most farmers this way and only the rest in cash.
 */
export function BatchAllButton({ farmers, date, marketId, disabled }: BatchAllButtonProps) {
  const addToBatch = useAddToBatch();
  const { confirm, dialog } = useConfirm();
  const batchable = batchableFarmers(farmers);
  const total = batchable.reduce(
    (sum, farmer) => sum + selectedDue(farmer, new Set(farmer.lots.map((l) => l.lotId))),
    0,
  );
  const run = async () => {
    const agreed = await confirm({
      title: 'Add all to online batch?',
      text: `Add ${batchable.length} farmer(s) with bank details, ${formatRupees(total)}, to the online batch of ${displayDate(date)}? Farmers without bank details, or whose last bank payment failed, stay for cash.`,
      confirmText: 'Add all',
    });
    if (!agreed) return;
    try {
      const answer = await addToBatch.mutateAsync({
        body: {
          marketId,
          batchDate: date,
          farmerIds: batchable.map((f) => f.farmerId),
        },
      });
      toastSuccess(
        `Added ${answer.rows.length} row(s) to batch ${answer.batchNo}: ${formatRupees(answer.totalPaise)}`,
      );
    } catch (error) {
      toastProcessFailure(error);
    }
  };
  return (
    <>
      <Button
        icon="send-to"
        text={`Add all with bank details to online batch (${batchable.length})`}
        loading={addToBatch.isPending}
        disabled={disabled || batchable.length === 0}
        onClick={() => void run()}
      />
      {dialog}
    </>
  );
}
