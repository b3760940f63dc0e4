import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { useId } from 'react';
import { formatDayText, isoDay, parseDayText } from './DateFieldText';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (date: string) => void;
  /** Messages under the field (the spec's, or the server's 400 field messages). */
  errors?: readonly string[];
  className?: string;
  /** The last date the picker offers (default the end of next year). */
  maxDate?: Date;
}

// The department's records start in 2000; a report may ask for next year's April (a financial year's end).
const MIN_DATE = new Date(2000, 0, 1);
const defaultMaxDate = () => new Date(new Date().getFullYear() + 1, 11, 31);

/**
 * A date typed or picked, shown and read as DD/MM/YYYY whatever the browser's locale (issue 13; spec section 9),
 * and handed on as the API's YYYY-MM-DD.
 */
export function DateField({ label, value, onChange, errors = [], className, maxDate }: DateFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const invalid = errors.length > 0;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className={className}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={invalid ? <span id={helpId}>{errors.join(' ')}</span> : undefined}
    >
      <DateInput
        value={value || null}
        onChange={(iso) => onChange(isoDay(iso))}
        formatDate={formatDayText}
        parseDate={parseDayText}
        placeholder="DD/MM/YYYY"
        invalidDateMessage="Enter the date as DD/MM/YYYY"
        minDate={MIN_DATE}
        maxDate={maxDate ?? defaultMaxDate()}
        canClearSelection
        showActionsBar
        inputProps={{
          id,
          intent: invalid ? Intent.DANGER : Intent.NONE,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? helpId : undefined,
        }}
        popoverProps={{ placement: 'bottom-start' }}
      />
    </FormGroup>
  );
}
