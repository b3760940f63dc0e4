import { FormGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { AccountPicker } from '../AccountPicker';
import type { CustomerOption } from './ledger-api';

export interface CustomerPickerProps {
  label: string;
  value: string;
  customers: readonly CustomerOption[];
  loading: boolean;
  disabled: boolean;
  onChange: (customerId: string) => void;
}

/** The farmer or reeler whose passbook is shown, found by code, name, village or mobile (issue 27). */
export function CustomerPicker({
  label,
  value,
  customers,
  loading,
  disabled,
  onChange,
}: CustomerPickerProps) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} className="screen-filters__field customer-picker">
      <AccountPicker
        id={id}
        value={value}
        accounts={customers}
        disabled={disabled}
        placeholder={loading ? 'Loading…' : `Type a ${label.toLowerCase()}'s code, name, village or mobile`}
        onChange={(customerId) => onChange(customerId)}
      />
    </FormGroup>
  );
}
