import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import enIN from 'date-fns/locale/en-IN';
import { useId, useRef, useState } from 'react';
import { dayTextProblem, formatDayText, isoDay, parseDayText } from './DateFieldText';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (date: string) => void;
  /** The schema field name (bindField gives it): the input's name. */
  name?: string;
  /** Messages under the field (the spec's, or the server's 400 field messages). */
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The first date the field takes (default 01/01/2000). */
  minDate?: Date;
  /** The last date the field takes (default the end of next year). */
  maxDate?: Date;
}

// The department's records start in 2000; a report may ask for next year's April (a financial year's end).
const MIN_DATE = new Date(2000, 0, 1);
const defaultMaxDate = () => new Date(new Date().getFullYear() + 1, 11, 31);

/**
 * The one date field of every screen (issues 13 and 27; spec section 9): typed or picked, shown and read as
 * DD/MM/YYYY whatever the browser's language, and handed on as the API's YYYY-MM-DD. An impossible or
 * out-of-range date typed is named under the field when the user leaves it, and the field then holds no date, so
 * a form never sends the date that was there before.
 */
export function DateField({
  label,
  value,
  onChange,
  name,
  errors = [],
  required,
  disabled,
  className,
  minDate = MIN_DATE,
  maxDate = defaultMaxDate(),
}: DateFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  // What the user typed since entering the field ('' when nothing), judged when they leave it.
  const typed = useRef('');
  const [typedProblem, setTypedProblem] = useState<string>();
  const messages = typedProblem ? [typedProblem, ...errors] : errors;
  const invalid = messages.length > 0;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? <span aria-hidden="true">*</span> : undefined}
      className={className}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={
        invalid ? (
          <span id={helpId} role="alert">
            {messages.join(' ')}
          </span>
        ) : undefined
      }
    >
      <DateInput
        value={value || null}
        onChange={(iso) => {
          setTypedProblem(undefined);
          onChange(isoDay(iso));
        }}
        formatDate={formatDayText}
        parseDate={parseDayText}
        // Given as the object, never a code: Blueprint would import('date-fns/locale/en-US') at run time, which
        // the bundle cannot serve, and log an error on every page with a date.
        locale={enIN}
        placeholder="DD/MM/YYYY"
        invalidDateMessage="Enter the date as DD/MM/YYYY"
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        canClearSelection
        showActionsBar
        // The next and last month's days are drawn pale, below the contrast WCAG AA asks for: not drawn at all.
        dayPickerProps={{ showOutsideDays: false }}
        inputProps={{
          id,
          name,
          intent: invalid ? Intent.DANGER : Intent.NONE,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? helpId : undefined,
          'aria-required': required || undefined,
          onChange: (event) => {
            typed.current = event.currentTarget.value;
            setTypedProblem(undefined);
          },
          onBlur: () => {
            const problem = dayTextProblem(typed.current, minDate, maxDate);
            typed.current = '';
            if (!problem) return;
            setTypedProblem(problem);
            if (value) onChange('');
          },
        }}
        popoverProps={{ placement: 'bottom-start' }}
      />
    </FormGroup>
  );
}
