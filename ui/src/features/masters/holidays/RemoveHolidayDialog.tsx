import { Classes, Dialog } from '@blueprintjs/core';
import { displayDate, MESSAGES, removeHolidaySchema } from '@cocoon/domain';
import { bindField } from '../../../components/form/bind-field';
import { FormLayout } from '../../../components/form/FormLayout';
import { TextField } from '../../../components/form/TextField';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { type HolidayRow, useRemoveHoliday } from './holidays-api';

export interface RemoveHolidayDialogProps {
  /** The holiday to remove; undefined = closed. */
  holiday: HolidayRow | undefined;
  onClose: () => void;
}

/** A holiday leaves the master with the reason (a Government Order that moved it, a date typed wrong). */
export function RemoveHolidayDialog({ holiday, onClose }: RemoveHolidayDialogProps) {
  const entry = useEntryForm({
    schema: removeHolidaySchema,
    initial: { date: holiday?.date ?? '', reason: '' },
    command: useRemoveHoliday(),
    confirmTitle: MESSAGES.confirm,
    successMessage: (answer) => answer.message,
    onSaved: onClose,
  });
  return (
    <Dialog
      isOpen={holiday !== undefined}
      onClose={onClose}
      title={`Remove ${holiday ? `${holiday.name}, ${displayDate(holiday.date)}` : 'holiday'}`}
    >
      <div className={Classes.DIALOG_BODY}>
        <p>The day becomes a working day: farmers sold to the day before are paid on it.</p>
        <FormLayout
          onSubmit={() => void entry.submit()}
          onCancel={onClose}
          submitting={entry.submitting}
          formError={entry.formError}
          submitText="Remove"
        >
          <TextField
            label="Reason"
            {...bindField(entry.form, 'reason')}
            required
            maxLength={200}
            placeholder="Moved by the Government Order"
          />
        </FormLayout>
      </div>
      {entry.dialog}
    </Dialog>
  );
}
