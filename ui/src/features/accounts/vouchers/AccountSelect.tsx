import { AccountPicker } from '../AccountPicker';
import type { AccountOption } from './vouchers-api';

export interface AccountSelectProps {
  id: string;
  value: string;
  accounts: readonly AccountOption[];
  onChange: (key: string) => void;
  label: string;
  invalid?: boolean;
}

/**
 * The account of a voucher line: the market's own accounts, then its farmers and reelers, found by code, name,
 * village or mobile (issue 27: the market has hundreds).
 */
export function AccountSelect({ id, value, accounts, onChange, label, invalid }: AccountSelectProps) {
  return (
    <AccountPicker
      id={id}
      label={label}
      value={value}
      accounts={accounts}
      onChange={(key) => onChange(key)}
      invalid={invalid}
    />
  );
}
