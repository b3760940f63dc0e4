import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { FarmerPaymentRow } from '@cocoon/domain';
import { displayDate, formatRupees } from '@cocoon/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { toastSuccess } from '../../../components/feedback/toaster';
import { TextField } from '../../../components/form/TextField';
import { toastProcessFailure } from '../../billing/process-failure';
import { useReversePayment } from './payments-api';

/**
 * Reverses a cash payment with a reason: the reversal takes its own number and names the receipt; the lots are
 * due again. The payment itself stays on record.
 */
export function ReverseDialog({
  payment,
  marketId,
  onClose,
}: {
  payment: FarmerPaymentRow;
  marketId: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const reverse = useReversePayment();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setErrors(['Please enter the reason']);
    try {
      const answer = await reverse.mutateAsync({
        body: {
          marketId,
          paymentId: payment.paymentId,
          reason: reason.trim(),
        },
      });
      toastSuccess(`${answer.receiptNo} reversed by ${answer.reversalNo}: the lots are due again`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && !error.handled) setErrors(error.fieldErrors.reason ?? [error.message]);
      else toastProcessFailure(error);
    }
  };
  return (
    <Dialog isOpen title={`Reverse ${payment.receiptNo}`} onClose={onClose} className="payments__dialog">
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <p>
            {formatRupees(payment.totalPaise)} paid in cash to {payment.farmerName} ({payment.farmerCode}) on{' '}
            {displayDate(payment.paidOn)}. Reversing it makes the lots due again; the receipt stays on record,
            stamped REVERSED.
          </p>
          <TextField
            label="Reason"
            name="reason"
            value={reason}
            onChange={(next) => {
              setReason(next);
              setErrors([]);
            }}
            errors={errors}
            required
            autoFocus
            maxLength={300}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="danger" text="Reverse payment" loading={reverse.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
