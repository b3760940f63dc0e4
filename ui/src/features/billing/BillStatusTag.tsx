import { Tag } from '@blueprintjs/core';
import type { BillStatus } from '@cocoon/domain';

/** Issued (green) or Cancelled (red) as a tag. */
export function BillStatusTag({ status, large }: { status: BillStatus; large?: boolean }) {
  return (
    <Tag
      minimal={!large}
      size={large ? 'large' : undefined}
      intent={status === 'Issued' ? 'success' : 'danger'}
    >
      {status === 'Cancelled' ? 'CANCELLED' : 'Issued'}
    </Tag>
  );
}
