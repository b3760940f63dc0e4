import { displayDate, formatRupees, MESSAGES, reverseReelerReceiptSchema } from '@cocoon/domain';
import { ReasonDialog } from '../../../components/form/ReasonDialog';
import { type ReelerReceiptRow, useReverseReelerReceipt } from './reeler-receipts-api';

export interface ReverseReceiptDialogProps {
  /** The receipt to reverse; undefined = closed. */
  receipt: ReelerReceiptRow | undefined;
  onClose: () => void;
}

/** A receipt is never deleted: a bounced cheque is reversed once, with the reason, under its own RX number. */
export function ReverseReceiptDialog({ receipt, onClose }: ReverseReceiptDialogProps) {
  // The dialog is keyed by the receipt (see the screen), so its values start from this receipt.
  return (
    <ReasonDialog
      isOpen={receipt !== undefined}
      title={`Reverse receipt ${receipt?.receiptNo ?? ''}`}
      explanation={
        receipt
          ? `${receipt.reelerName} (${receipt.reelerCode}): ${formatRupees(receipt.amountPaise)} received on ${displayDate(receipt.receivedOn)}.`
          : ''
      }
      schema={reverseReelerReceiptSchema}
      initial={{ receiptId: receipt?.receiptId ?? '', reason: '', marketId: receipt?.marketId ?? '' }}
      command={useReverseReelerReceipt()}
      submitText="Reverse"
      placeholder="Cheque bounced"
      successMessage={(answer) => `${MESSAGES.formSubmitted}: reversal ${answer.reversalNo ?? ''}`}
      onClose={onClose}
    />
  );
}
