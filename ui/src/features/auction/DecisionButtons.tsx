import { Button, ButtonGroup } from '@blueprintjs/core';
import type { LotRow } from './auction-api';

export interface DecisionButtonsProps {
  lot: LotRow;
  /** The slot is still open (or not started): nothing can be decided yet. */
  locked: boolean;
  busy: boolean;
  onDecide: (lot: LotRow, decision: 'approve' | 'reject') => void;
}

/**
 * Approve / Reject the highest bid of one lot. A decided lot, or one nobody bid on, has nothing to decide
 * (spec section 4: a processed record cannot be processed again).
 */
export function DecisionButtons({ lot, locked, busy, onDecide }: DecisionButtonsProps) {
  const disabled =
    locked || busy || lot.decision !== null || lot.bidCount === 0 || lot.highestBidPaise === null;
  return (
    <ButtonGroup>
      <Button
        intent="success"
        icon="tick"
        text="Approve"
        aria-label={`Approve lot ${lot.lotNo}`}
        disabled={disabled}
        loading={busy}
        onClick={() => onDecide(lot, 'approve')}
      />
      <Button
        intent="danger"
        variant="outlined"
        icon="cross"
        text="Reject"
        aria-label={`Reject lot ${lot.lotNo}`}
        disabled={disabled}
        onClick={() => onDecide(lot, 'reject')}
      />
    </ButtonGroup>
  );
}
