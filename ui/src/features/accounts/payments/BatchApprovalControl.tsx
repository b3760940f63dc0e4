import { Button, Callout } from '@blueprintjs/core';
import type { BatchApprovalView } from '@cocoon/domain';
import { can, displayDate, formatRupees } from '@cocoon/domain';
import { useSession } from '../../../auth/use-session';
import { toastSuccess } from '../../../components/feedback/toaster';
import { toastProcessFailure } from '../../billing/process-failure';
import { useApprovePaymentRun } from './payments-api';

interface ApprovableBatch extends BatchApprovalView {
  batchId: string;
  batchNo: string;
  status: 'open' | 'exported' | 'completed';
  /** The day's payment run (approved on its own card) or a batch made by hand. */
  run: boolean;
}

/** The approval tag's words: the file made, approved by whom, or waiting for a second person. */
export function approvalState(batch: Omit<ApprovableBatch, 'run'>, fileMade: string) {
  if (batch.status !== 'open') return { intent: 'success' as const, text: fileMade };
  if (batch.approval) {
    return {
      intent: 'success' as const,
      text: `Approved by ${batch.approval.approvedBy} on ${displayDate(batch.approval.approvedOn)}`,
    };
  }
  return { intent: 'warning' as const, text: 'Awaiting a second person’s approval' };
}

/**
 * Issue 25: no bank file leaves on one person's word. An open batch (the day's run or one made by hand) is
 * approved by another Branch Admin of the market or its Assistant Director; the maker sees why they may not.
 */
export function BatchApprovalControl({ batch, marketId }: { batch: ApprovableBatch; marketId?: string }) {
  const session = useSession();
  const approve = useApprovePaymentRun();
  const mayApproveRole = Boolean(session && can(session.userType, 'accounts.payment-run-approve'));
  if (batch.status !== 'open' || batch.approval || !mayApproveRole) return null;
  const noun = batch.run ? 'Run' : 'Batch';
  const onApprove = async () => {
    try {
      const answer = await approve.mutateAsync({ body: { marketId, batchId: batch.batchId } });
      toastSuccess(`${batch.batchNo} approved: ${answer.rowCount} rows, ${formatRupees(answer.totalPaise)}`);
    } catch (error) {
      toastProcessFailure(error);
    }
  };
  return (
    <div className="billing__actions">
      {batch.mayApprove ? (
        <Button intent="success" icon="tick" loading={approve.isPending} onClick={() => void onApprove()}>
          Approve {noun.toLowerCase()} {batch.batchNo}
        </Button>
      ) : (
        batch.refusal && (
          <Callout intent="warning" icon="person" className="billing__message">
            {batch.refusal}. Another Branch Admin of the market or its Assistant Director approves it; the
            bank file is made after.
          </Callout>
        )
      )}
    </div>
  );
}
