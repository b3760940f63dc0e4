import { reportYears } from './MonthField';
import { ParamSelect } from './ParamSelect';

/** `202425` → '2024-25': the department writes the accounting year April to March. */
export const accountingYearLabel = (year: string) => `${year.slice(0, 4)}-${year.slice(4)}`;

/** The financial years up to the current one, newest first (`202526`, `202425`, …). */
export function accountingYears(today: string): string[] {
  const april = today.slice(5) >= '04-01';
  const current = Number(today.slice(0, 4)) - (april ? 0 : 1);
  return reportYears(`${current}`).map((y) => `${y}${String((y + 1) % 100).padStart(2, '0')}`);
}

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
