import {
  type BatchApprovalView,
  type BatchState,
  type Checker,
  SECOND_PERSON_MESSAGES,
  secondPersonRefusal,
} from '@cocoon/domain';
import { findBranch, type ReadModelDb } from '@cocoon/projectors';

/** The AD office a market belongs to (whose Assistant Director may approve the market's batches). */
export async function adOfficeOf(db: ReadModelDb, marketId: string): Promise<string | null> {
  return (await findBranch(db, marketId))?.ad_office_id ?? null;
}

/** Why this user may not approve the batch now (null: they may); the same rule ApprovePaymentRun decides by. */
export function approvalRefusal(
  batch: BatchState,
  user: Checker,
  marketId: string,
  adOfficeId: string | null,
): string | null {
  if (batch.exported) return 'The bank file has been made';
  if (batch.approval) return null;
  if (batch.makerIds.includes(user.userId)) return SECOND_PERSON_MESSAGES.maker;
  const refusal = secondPersonRefusal(user, {
    makerId: batch.makerIds[0] ?? '',
    marketId,
    marketAdOfficeId: adOfficeId,
  });
  return refusal ? SECOND_PERSON_MESSAGES[refusal] : null;
}

/** A batch's approval as screens show it: who approved, or whether this user may and if not why. */
export function approvalView(batch: BatchState, refusal: string | null): BatchApprovalView {
  const settled = batch.approval !== null || batch.exported;
  return {
    approval: batch.approval
      ? { approvedBy: batch.approval.approvedBy, approvedOn: batch.approval.approvedOn }
      : null,
    mayApprove: !settled && refusal === null,
    refusal: settled ? null : refusal,
  };
}
