import { formatKg, formatRupees, lotAmounts, MESSAGES } from '@cocoon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import { AUCTION_KEY, type LotRow, useDecideBid } from './auction-api';
import { rupeesPerKg } from './figures';

/**
 * One decision on one lot: 'Are you Sure' / "You won't be able to revert this!" → BiddingApproval →
 * 'Data Processed..!'. A lot someone else already decided answers 409 'Selected Data has already been
 * processed', which is shown as it comes.
 */
const OTHER_WRITE_SETTLE_MS = 2_000;

/**
 * Issue 27: the irreversible decision names what it decides: the lot, the farmer, the reeler, the rate and the
 * amount it comes to at the inward weight (an estimate: the lot is paid on its net weight at the scale).
 */
export function decisionDetails(lot: LotRow): Array<{ label: string; value: string }> {
  const rate = lot.highestBidPaise;
  return [
    { label: 'Lot', value: `${lot.lotNo} (${lot.silkName})` },
    { label: 'Farmer', value: `${lot.farmerName} (${lot.farmerCode})` },
    {
      label: 'Reeler',
      value: lot.highestReelerName
        ? `${lot.highestReelerName}${lot.highestReelerCode ? ` (${lot.highestReelerCode})` : ''}`
        : '-',
    },
    { label: 'Rate', value: rate === null ? '-' : rupeesPerKg(rate) },
    {
      label: 'Estimated amount',
      value:
        rate === null
          ? '-'
          : `${formatRupees(lotAmounts(lot.cocoonWeightGrams, rate, NO_LEVY).amountPaise)} at ${formatKg(lot.cocoonWeightGrams)} kg`,
    },
  ];
}
const NO_LEVY = { farmerLevyBp: 0, reelerLevyBp: 0 };

export function useBidDecision() {
  const command = useDecideBid();
  const client = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [busyLot, setBusyLot] = useState<string>();

  const decide = async (lot: LotRow, decision: 'approve' | 'reject') => {
    const approve = decision === 'approve';
    const yes = await confirm({
      title: MESSAGES.confirm,
      text: MESSAGES.cannotRevert,
      details: decisionDetails(lot),
      // The button says what OK does, and to which lot.
      confirmText: `${approve ? 'Approve' : 'Reject'} lot ${lot.lotNo}`,
      intent: approve ? 'success' : 'danger',
    });
    if (!yes) return;
    setBusyLot(lot.lotId);
    try {
      // The same lot and decision sent again (a retry after a dropped answer) keeps its key (useCommand).
      await command.mutateAsync({ body: { lotId: lot.lotId, decision } });
      toastSuccess(MESSAGES.dataProcessed);
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
      // Decided elsewhere meanwhile: show the lot as it now stands. That decision was another session's
      // write, which the lists may take a moment to reflect, so they are read again once more shortly after.
      if (error instanceof ApiError && error.status === 409) {
        const refresh = () => void client.invalidateQueries({ queryKey: AUCTION_KEY });
        refresh();
        setTimeout(refresh, OTHER_WRITE_SETTLE_MS);
      }
    } finally {
      setBusyLot(undefined);
    }
  };

  return { decide, busyLot, dialog };
}
