import { Tag } from '@blueprintjs/core';
import type { BatchRowStatus } from '@cocoon/domain';
import { ROW_STATUS_LABEL } from './payment-labels';

const INTENT: Record<BatchRowStatus, 'none' | 'primary' | 'success' | 'danger'> = {
  added: 'none',
  processing: 'primary',
  paid: 'success',
  failed: 'danger',
};

export function BatchRowStatusTag({ status }: { status: BatchRowStatus }) {
  return (
    <Tag minimal intent={INTENT[status]}>
      {ROW_STATUS_LABEL[status]}
    </Tag>
  );
}
