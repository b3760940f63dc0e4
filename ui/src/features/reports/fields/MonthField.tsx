import { MONTH_NAMES } from '@cocoon/domain';
import { ParamSelect } from './ParamSelect';
import { reportYears } from './year-options';

export interface MonthFieldProps {
  /** YYYY-MM, or '' */
  value: string;
  today: string;
  onChange: (month: string) => void;
  errors?: readonly string[];
}

/** A month as a month and a year (the spec's month reports: 'Please select all fields' when either is missing). */
export function MonthField({ value, today, onChange, errors }: MonthFieldProps) {
  const [year = '', month = ''] = value ? value.split('-') : [];
  // A half-chosen month keeps its chosen half; the check before calling finds the other missing.
  const write = (y: string, m: string) => onChange(y && m ? `${y}-${m}` : y ? `${y}-` : m ? `-${m}` : '');
  return (
    <>
      <ParamSelect
        label="Month"
        value={month}
        errors={errors}
        onChange={(m) => write(year, m)}
        options={[
          { value: '', label: 'Select a month' },
          ...MONTH_NAMES.map((name, i) => ({ value: String(i + 1).padStart(2, '0'), label: name })),
        ]}
      />
      <ParamSelect
        label="Year"
        value={year}
        onChange={(y) => write(y, month)}
        options={[
          { value: '', label: 'Select a year' },
          ...reportYears(today).map((y) => ({ value: String(y), label: String(y) })),
        ]}
      />
    </>
  );
}
