import { Classes, Dialog } from '@blueprintjs/core';
import { formatRupees, MESSAGES, reverseReelerReceiptSchema } from '@cocoon/domain';
import { bindField } from '../../../components/form/bind-field';
import { FormLayout } from '../../../components/form/FormLayout';
import { TextField } from '../../../components/form/TextField';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { type ReelerReceiptRow, useReverseReelerReceipt } from './reeler-receipts-api';

export interface ReverseReceiptDialogProps {
  /** The receipt to reverse; undefined = closed. */
  receipt: ReelerReceiptRow | undefined;
  onClose: () => void;
}

/** A receipt is never deleted: a bounced cheque is reversed once, with the reason, under its own RX number. */
export function ReverseReceiptDialog({ receipt, onClose }: ReverseReceiptDialogProps) {
  const initial = { receiptId: receipt?.receiptId ?? '', reason: '', marketId: receipt?.marketId ?? '' };
  const entry = useEntryForm({
    schema: reverseReelerReceiptSchema,
    initial,
    command: useReverseReelerReceipt(),
    confirmTitle: MESSAGES.confirm,
    successMessage: (answer) => `${MESSAGES.formSubmitted}: reversal ${answer.reversalNo ?? ''}`,
    onSaved: onClose,
  });
  // The form is keyed by the receipt (see the screen), so its values start from this receipt.
  return (
    <Dialog
      isOpen={receipt !== undefined}
      onClose={onClose}
      title={`Reverse receipt ${receipt?.receiptNo ?? ''}`}
    >
      <div className={Classes.DIALOG_BODY}>
        {receipt && (
          <p>
            {receipt.reelerName} ({receipt.reelerCode}): {formatRupees(receipt.amountPaise)} received on{' '}
            {receipt.receivedOn.split('-').reverse().join('/')}.
          </p>
        )}
        <FormLayout
          onSubmit={() => void entry.submit()}
          onCancel={onClose}
          submitting={entry.submitting}
          formError={entry.formError}
          submitText="Reverse"
        >
          <TextField
            label="Reason"
            {...bindField(entry.form, 'reason')}
            required
            maxLength={200}
            placeholder="Cheque bounced"
          />
        </FormLayout>
      </div>
      {entry.dialog}
    </Dialog>
  );
}
