import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { BatchRowAnswer, OnlineBatch } from '@cocoon/domain';
import { formatRupees } from '@cocoon/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { toastSuccess } from '../../../components/feedback/toaster';
import { TextField } from '../../../components/form/TextField';
import { toastProcessFailure } from '../../billing/process-failure';
import { useRecordResults } from './payments-api';

export type RowOutcome = 'paid' | 'failed';

export interface RowResultDialogProps {
  outcome: RowOutcome;
  batch: OnlineBatch;
  row: BatchRowAnswer;
  marketId: string;
  onClose: () => void;
}

const FIELD = {
  paid: { name: 'bankReference', label: 'Bank reference (UTR)', title: 'Paid by the bank' },
  failed: { name: 'reason', label: 'Reason the bank gave', title: 'Failed at the bank' },
} as const;

/** The bank's answer for one row: Paid with its reference (UTR), or Failed with the reason the bank gave. */
export function RowResultDialog({ outcome, batch, row, marketId, onClose }: RowResultDialogProps) {
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const record = useRecordResults();
  const field = FIELD[outcome];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '')
      return setErrors([outcome === 'paid' ? 'Please enter the bank reference' : 'Please enter the reason']);
    const result =
      outcome === 'paid'
        ? { rowId: row.rowId, outcome: 'paid' as const, bankReference: value.trim() }
        : { rowId: row.rowId, outcome: 'failed' as const, reason: value.trim() };
    try {
      await record.mutateAsync({ body: { marketId, batchId: batch.batchId, results: [result] } });
      toastSuccess(
        outcome === 'paid'
          ? `${row.farmerCode} paid by the bank`
          : `${row.farmerCode} failed: the lots are due again`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && !error.handled) setErrors([error.message]);
      else toastProcessFailure(error);
    }
  };

  return (
    <Dialog isOpen title={field.title} onClose={onClose} className="payments__dialog">
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <p>
            {row.farmerName} ({row.farmerCode}) · {row.reference} · {formatRupees(row.amountPaise)}
          </p>
          <TextField
            label={field.label}
            name={field.name}
            value={value}
            onChange={(next) => {
              setValue(next);
              setErrors([]);
            }}
            errors={errors}
            required
            autoFocus
            maxLength={100}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button
                type="submit"
                intent={outcome === 'paid' ? 'success' : 'danger'}
                text={outcome === 'paid' ? 'Record paid' : 'Record failed'}
                loading={record.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
