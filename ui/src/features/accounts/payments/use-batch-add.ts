import type { FarmerDue } from '@cocoon/domain';
import { displayDate, formatRupees } from '@cocoon/domain';
import { toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { toastProcessFailure } from '../../billing/process-failure';
import { useAddToBatch } from './payments-api';

export interface BatchRequest {
  farmer: FarmerDue;
  lotIds: string[];
  totalPaise: number;
  marketId: string | undefined;
  batchDate: string;
}

/** Puts lots into the date's online batch (opened when there is none) after asking; answers whether it did. */
export function useBatchAdd() {
  const addToBatch = useAddToBatch();
  const { confirm, dialog } = useConfirm();
  const add = async ({ farmer, lotIds, totalPaise, marketId, batchDate }: BatchRequest): Promise<boolean> => {
    const agreed = await confirm({
      title: 'Add to online batch?',
      text: `Add ${lotIds.length} lot(s) of ${farmer.farmerName} (${farmer.farmerCode}), ${formatRupees(totalPaise)}, to the online batch of ${displayDate(batchDate)}?`,
      confirmText: 'Add',
    });
    if (!agreed) return false;
    try {
      const answer = await addToBatch.mutateAsync({
        body: {
          marketId,
          batchDate,
          selections: [{ farmerId: farmer.farmerId, lotIds }],
        },
      });
      toastSuccess(`Added to batch ${answer.batchNo}: ${formatRupees(answer.totalPaise)}`);
      return true;
    } catch (error) {
      toastProcessFailure(error);
      return false;
    }
  };
  return { add, busy: addToBatch.isPending, dialog };
}
