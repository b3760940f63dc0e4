import type { CashPaymentAnswer, FarmerDue } from '@cocoon/domain';
import { formatRupees } from '@cocoon/domain';
import { toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { toastProcessFailure } from '../../billing/process-failure';
import { amountWithWords } from './payment-labels';
import { usePayCash } from './payments-api';

export interface CashRequest {
  farmer: FarmerDue;
  lotIds: string[];
  /** What the screen shows as due for the lots: the server pays each lot's whole remaining due. */
  totalPaise: number;
  marketId: string | undefined;
}

/**
 * Paying in cash asks first, stating the amount in figures and words as the receipt will; then answers the
 * payment, or undefined when the user said no or the server refused (its message is shown).
 */
export function useCashPayment() {
  const payCash = usePayCash();
  const { confirm, dialog } = useConfirm();
  const pay = async (request: CashRequest): Promise<CashPaymentAnswer | undefined> => {
    const { farmer, lotIds, totalPaise, marketId } = request;
    const agreed = await confirm({
      title: 'Pay in cash?',
      text: `Pay ${amountWithWords(totalPaise)} in cash to ${farmer.farmerName} (${farmer.farmerCode}) for ${lotIds.length} lot(s)?`,
      confirmText: 'Pay',
    });
    if (!agreed) return undefined;
    try {
      const answer = await payCash.mutateAsync({ body: { marketId, farmerId: farmer.farmerId, lotIds } });
      toastSuccess(`Paid ${formatRupees(answer.totalPaise)} in cash: receipt ${answer.receiptNo}`);
      return answer;
    } catch (error) {
      toastProcessFailure(error);
      return undefined;
    }
  };
  return { pay, busy: payCash.isPending, dialog };
}
