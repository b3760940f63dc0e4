import { HTMLSelect } from '@blueprintjs/core';
import type { AccountOption } from './vouchers-api';

export interface AccountSelectProps {
  id: string;
  value: string;
  accounts: readonly AccountOption[];
  onChange: (key: string) => void;
  label: string;
}

const GROUPS = ['Market', 'Farmer', 'Reeler'] as const;

/** The account of a line: the market's own accounts, then its farmers and reelers by code. */
export function AccountSelect({ id, value, accounts, onChange, label }: AccountSelectProps) {
  return (
    <HTMLSelect
      id={id}
      aria-label={label}
      value={value}
      fill
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      <option value="">Select an account</option>
      {GROUPS.map((group) => (
        <optgroup key={group} label={group === 'Market' ? 'Market accounts' : `${group}s`}>
          {accounts
            .filter((a) => a.group === group)
            .map((a) => (
              <option key={a.key} value={a.key}>
                {a.code ? `${a.code} ${a.name}` : a.name}
              </option>
            ))}
        </optgroup>
      ))}
    </HTMLSelect>
  );
}
