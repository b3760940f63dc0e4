import { Callout } from '@blueprintjs/core';
import { formatRupees } from '@cocoon/domain';
import { useCashOnHand } from './payments-api';

export interface CashOnHandProps {
  marketId: string | undefined;
  /** False until a market is picked (an AD or RJD): cash on hand is one market's. */
  enabled: boolean;
  /** What the lots picked would pay. */
  totalPaise: number;
}

/**
 * The market's cash on hand beside "Pay in cash" (issue 22): the server refuses a cash payment above it, so the
 * officer sees before paying that the cash must be drawn from the bank first.
 */
export function CashOnHand({ marketId, enabled, totalPaise }: CashOnHandProps) {
  const cash = useCashOnHand(marketId, enabled);
  if (!enabled || !cash.data) return null;
  const onHand = cash.data.cashOnHandPaise;
  return (
    <>
      <p className="payments__cash" aria-live="polite">
        Cash on hand <strong>{formatRupees(onHand)}</strong>
      </p>
      {totalPaise > onHand && (
        <Callout intent="warning" icon="warning-sign">
          Cash on hand {formatRupees(Math.max(0, onHand))}; draw from the bank first, or pay by bank.
        </Callout>
      )}
    </>
  );
}
