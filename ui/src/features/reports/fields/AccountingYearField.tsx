import { ParamSelect } from './ParamSelect';
import { accountingYearLabel, accountingYears } from './year-options';

export interface AccountingYearFieldProps {
  value: string;
  today: string;
  onChange: (year: string) => void;
  errors?: readonly string[];
}

/** Any accounting year, the current one by default (issue 13: the levy by month is no longer fixed to 202425). */
export function AccountingYearField({ value, today, onChange, errors }: AccountingYearFieldProps) {
  return (
    <ParamSelect
      label="Accounting Year"
      value={value}
      errors={errors}
      onChange={onChange}
      options={accountingYears(today).map((y) => ({ value: y, label: `${accountingYearLabel(y)} (${y})` }))}
    />
  );
}
