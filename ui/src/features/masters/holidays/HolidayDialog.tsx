import { Classes, Dialog } from '@blueprintjs/core';
import { lastHolidayDate, MESSAGES, saveHolidaySchema } from '@cocoon/domain';
import { bindField } from '../../../components/form/bind-field';
import { DateField } from '../../../components/form/DateField';
import { FormLayout } from '../../../components/form/FormLayout';
import { TextField } from '../../../components/form/TextField';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { today } from '../../auction/use-day-filter';
import { useSaveHoliday } from './holidays-api';

export interface HolidayDialogProps {
  isOpen: boolean;
  /** The date the form starts on (a date of the year shown). */
  date: string;
  onClose: () => void;
}

/** Adds one holiday of the Government Order (or a local one) to the market's master. */
export function HolidayDialog({ isOpen, date, onClose }: HolidayDialogProps) {
  const entry = useEntryForm({
    schema: saveHolidaySchema,
    initial: { date, name: '', nameTamil: '' },
    command: useSaveHoliday(),
    confirmTitle: MESSAGES.confirmAdd,
    successMessage: (answer) => answer.message,
    onSaved: onClose,
  });
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Add a holiday">
      <div className={Classes.DIALOG_BODY}>
        <FormLayout
          onSubmit={() => void entry.submit()}
          onCancel={onClose}
          submitting={entry.submitting}
          formError={entry.formError}
          submitText="Add"
        >
          <DateField
            label="Date"
            {...bindField(entry.form, 'date')}
            maxDate={new Date(`${lastHolidayDate(today())}T00:00:00`)}
          />
          <TextField
            label="Holiday"
            {...bindField(entry.form, 'name')}
            required
            maxLength={100}
            placeholder="Deepavali"
          />
          <TextField
            label="Holiday in Tamil (optional)"
            {...bindField(entry.form, 'nameTamil')}
            maxLength={100}
            placeholder="தீபாவளி"
          />
        </FormLayout>
      </div>
      {entry.dialog}
    </Dialog>
  );
}
