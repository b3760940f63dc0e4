import { type Intent, Tag } from '@blueprintjs/core';
import type { LotRow, SlotRow } from './auction-api';

const INTENT: Record<LotRow['status'] | SlotRow['status'], Intent> = {
  Inwarded: 'none',
  Scheduled: 'primary',
  Bidding: 'warning',
  Open: 'warning',
  'Awaiting approval': 'warning',
  Closed: 'none',
  Approved: 'success',
  Rejected: 'danger',
  Unsold: 'danger',
  Weighed: 'success',
};

/** A lot's or a slot's status as a coloured tag. */
export function StatusTag({ status }: { status: LotRow['status'] | SlotRow['status'] }) {
  return (
    <Tag minimal intent={INTENT[status] ?? 'none'}>
      {status}
    </Tag>
  );
}
