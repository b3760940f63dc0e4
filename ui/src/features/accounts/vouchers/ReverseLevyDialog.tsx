import { Classes, Dialog } from '@blueprintjs/core';
import {
  displayDate,
  formatRupees,
  MESSAGES,
  reverseLevyRemittanceCommand,
  reverseLevyRemittanceSchema,
} from '@cocoon/domain';
import { useCommand } from '../../../api/use-command';
import { bindField } from '../../../components/form/bind-field';
import { DateField } from '../../../components/form/DateField';
import { FormLayout } from '../../../components/form/FormLayout';
import { TextField } from '../../../components/form/TextField';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { today } from '../../auction/use-day-filter';
import { type LevyRemittanceRow, VOUCHERS_KEY } from './vouchers-api';

export interface ReverseLevyDialogProps {
  /** The remittance to reverse; undefined = closed. */
  remittance: LevyRemittanceRow | undefined;
  marketId: string | undefined;
  onClose: () => void;
}

/** A remittance is never deleted: one the bank returned is reversed once, with the reason, under its LX number. */
export function ReverseLevyDialog({ remittance, marketId, onClose }: ReverseLevyDialogProps) {
  const initial = {
    ...(marketId ? { marketId } : {}),
    remittanceId: remittance?.remittanceId ?? '',
    reason: '',
    reversedOn: today(),
  };
  const entry = useEntryForm({
    schema: reverseLevyRemittanceSchema,
    initial,
    command: useCommand(reverseLevyRemittanceCommand, VOUCHERS_KEY),
    confirmTitle: MESSAGES.confirm,
    successMessage: (answer) => `${MESSAGES.formSubmitted}: reversal ${answer.reversalNo ?? ''}`,
    onSaved: onClose,
  });
  // The form is keyed by the remittance (see the screen), so its values start from this one.
  return (
    <Dialog
      isOpen={remittance !== undefined}
      onClose={onClose}
      title={`Reverse levy remittance ${remittance?.remittanceNo ?? ''}`}
    >
      <div className={Classes.DIALOG_BODY}>
        {remittance && (
          <p>
            {formatRupees(remittance.totalPaise)} remitted on {displayDate(remittance.remittedOn)}, challan /
            UTR {remittance.challanNo}: the levy accounts are credited back and the bank debited.
          </p>
        )}
        <FormLayout
          onSubmit={() => void entry.submit()}
          onCancel={onClose}
          submitting={entry.submitting}
          formError={entry.formError}
          submitText="Reverse"
        >
          <DateField label="Date" {...bindField(entry.form, 'reversedOn')} />
          <TextField
            label="Reason"
            {...bindField(entry.form, 'reason')}
            required
            maxLength={300}
            placeholder="Challan returned by the bank"
          />
        </FormLayout>
      </div>
      {entry.dialog}
    </Dialog>
  );
}
