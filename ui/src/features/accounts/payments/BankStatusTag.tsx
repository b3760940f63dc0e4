import { Tag } from '@blueprintjs/core';
import type { BankStatus, FarmerBank } from '@cocoon/domain';
import { BANK_STATUS_LABEL } from './payment-labels';

const INTENT: Record<BankStatus, 'none' | 'success' | 'warning' | 'danger'> = {
  missing: 'warning',
  'not-verified': 'none',
  verified: 'success',
  failed: 'danger',
};

/** Whether the farmer's bank details can take an online payment, with the masked account and IFSC. */
export function BankStatusTag({ bank }: { bank: FarmerBank }) {
  return (
    <span className="payments__bank">
      <Tag minimal intent={INTENT[bank.status]}>
        {BANK_STATUS_LABEL[bank.status]}
      </Tag>
      {bank.accountNoMasked && (
        <span className="payments__muted">
          {bank.accountNoMasked}
          {bank.ifsc && ` · ${bank.ifsc}`}
        </span>
      )}
      {bank.status === 'failed' && bank.failureReason && (
        <span className="payments__muted">{bank.failureReason}</span>
      )}
    </span>
  );
}
