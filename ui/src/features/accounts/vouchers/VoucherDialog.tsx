import {
  Button,
  Callout,
  Classes,
  Dialog,
  FormGroup,
  HTMLTable,
  InputGroup,
  Spinner,
} from '@blueprintjs/core';
import { accountKey, cancelVoucherCommand, displayDate, MESSAGES, rupeesFigure } from '@cocoon/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { today } from '../../auction/use-day-filter';
import { VoucherMark } from './VoucherMark';
import { useVoucher, VOUCHERS_KEY, type Voucher } from './vouchers-api';

export interface VoucherDialogProps {
  voucherId: string | undefined;
  onClose: () => void;
}

/** One voucher with its lines; a voucher in force can be cancelled (a reversing voucher names it). */
export function VoucherDialog({ voucherId, onClose }: VoucherDialogProps) {
  const voucher = useVoucher(voucherId);
  const shown = voucher.data?.voucherId === voucherId ? voucher.data : undefined;
  return (
    <Dialog
      isOpen={voucherId !== undefined}
      onClose={onClose}
      title={shown ? `${shown.voucherType} voucher ${shown.voucherNo}` : 'Voucher'}
      className="voucher-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        {voucher.isPending && <Spinner aria-label="Loading the voucher" />}
        {voucher.error && !(voucher.error instanceof ApiError && voucher.error.handled) && (
          <Callout intent="danger">{voucher.error.message}</Callout>
        )}
        {shown && <VoucherView voucher={shown} />}
      </div>
      {shown && !shown.reversedBy && !shown.reverses && <CancelVoucher voucher={shown} />}
    </Dialog>
  );
}

function VoucherView({ voucher }: { voucher: Voucher }) {
  return (
    <div className="voucher-view">
      <p>
        {displayDate(voucher.voucherDate)} · posted by {voucher.postedBy} · <VoucherMark voucher={voucher} />
      </p>
      {voucher.correctsMonth && <p>Corrects {voucher.correctsMonth}</p>}
      <HTMLTable compact striped className="voucher-dialog__lines">
        <thead>
          <tr>
            <th scope="col">Account Details</th>
            <th scope="col">Debit (Rs)</th>
            <th scope="col">Credit (Rs)</th>
          </tr>
        </thead>
        <tbody>
          {voucher.lines.map((line) => (
            <tr key={`${accountKey(line.account)}:${line.debitPaise}:${line.creditPaise}`}>
              <td>{line.accountName}</td>
              <td className="voucher-lines__figure">
                {line.debitPaise ? rupeesFigure(line.debitPaise) : ''}
              </td>
              <td className="voucher-lines__figure">
                {line.creditPaise ? rupeesFigure(line.creditPaise) : ''}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="voucher-lines__figure">{rupeesFigure(voucher.totalPaise)}</td>
            <td className="voucher-lines__figure">{rupeesFigure(voucher.totalPaise)}</td>
          </tr>
        </tfoot>
      </HTMLTable>
      <p>Notes: {voucher.notes}</p>
      {voucher.referenceNo && <p>Reference No: {voucher.referenceNo}</p>}
    </div>
  );
}

function CancelVoucher({ voucher }: { voucher: Voucher }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const { confirm, dialog } = useConfirm();
  const cancel = useCommand(cancelVoucherCommand, VOUCHERS_KEY);
  const submit = async () => {
    if (!reason.trim()) return setError('Enter the reason for cancelling');
    setError(undefined);
    const question = `${voucher.voucherNo} will be cancelled by a reversing voucher. ${MESSAGES.cannotRevert}`;
    if (!(await confirm({ title: MESSAGES.confirm, text: question }))) return;
    const body = { voucherId: voucher.voucherId, reason, date: today() };
    try {
      const answer = await cancel.mutateAsync({ body });
      toastSuccess(`Cancelled by ${answer.voucherNo}`);
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.handled) return;
      setError(failure.fieldErrors.reason?.[0] ?? failure.message);
      toastError(failure.message);
    }
  };
  return (
    <div className={Classes.DIALOG_FOOTER}>
      <FormGroup
        label="Reason for cancelling"
        labelFor={id}
        helperText={error}
        intent={error ? 'danger' : 'none'}
      >
        <InputGroup id={id} value={reason} onValueChange={setReason} />
      </FormGroup>
      <Button intent="danger" text="Cancel Voucher" loading={cancel.isPending} onClick={submit} />
      {dialog}
    </div>
  );
}
