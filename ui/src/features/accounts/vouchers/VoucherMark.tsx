import { Tag } from '@blueprintjs/core';
import type { Voucher } from './vouchers-api';

/** Cancelled (by which voucher) or a reversal (of which), as a tag; nothing for a voucher in force. */
export function VoucherMark({ voucher }: { voucher: Voucher }) {
  if (voucher.reversedBy) {
    return (
      <Tag minimal intent="danger">
        Cancelled by {voucher.reversedBy.voucherNo}
      </Tag>
    );
  }
  if (voucher.reverses) {
    return (
      <Tag minimal intent="warning">
        Reverses {voucher.reverses.voucherNo}
      </Tag>
    );
  }
  return (
    <Tag minimal intent="success">
      Posted
    </Tag>
  );
}
