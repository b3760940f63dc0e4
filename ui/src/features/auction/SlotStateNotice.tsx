import { Callout } from '@blueprintjs/core';
import type { SlotRow } from './auction-api';

/** Bids are decided after the slot closes (domain.md, step 5): an open or coming slot says when. */
export function SlotStateNotice({ slot }: { slot: SlotRow | undefined }) {
  if (!slot || (slot.status !== 'Open' && slot.status !== 'Scheduled')) return null;
  const text =
    slot.status === 'Open'
      ? `Slot ${slot.slotNo} is open for bidding until ${slot.endTime}: its bids can be approved after it closes.`
      : `Slot ${slot.slotNo} opens at ${slot.startTime} and closes at ${slot.endTime}: its bids can be approved after it closes.`;
  return (
    <Callout intent="primary" icon="time" className="auction__notice">
      {text}
    </Callout>
  );
}
