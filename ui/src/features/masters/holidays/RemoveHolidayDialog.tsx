import { displayDate, removeHolidaySchema } from '@cocoon/domain';
import { ReasonDialog } from '../../../components/form/ReasonDialog';
import { type HolidayRow, useRemoveHoliday } from './holidays-api';

export interface RemoveHolidayDialogProps {
  /** The holiday to remove; undefined = closed. */
  holiday: HolidayRow | undefined;
  onClose: () => void;
}

/** A holiday leaves the master with the reason (a Government Order that moved it, a date typed wrong). */
export function RemoveHolidayDialog({ holiday, onClose }: RemoveHolidayDialogProps) {
  return (
    <ReasonDialog
      isOpen={holiday !== undefined}
      title={`Remove ${holiday ? `${holiday.name}, ${displayDate(holiday.date)}` : 'holiday'}`}
      explanation="The day becomes a working day: farmers sold to the day before are paid on it."
      schema={removeHolidaySchema}
      initial={{ date: holiday?.date ?? '', reason: '' }}
      command={useRemoveHoliday()}
      submitText="Remove"
      placeholder="Moved by the Government Order"
      successMessage={(answer) => answer.message}
      onClose={onClose}
    />
  );
}
