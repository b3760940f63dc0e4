import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import type { CustomerOption } from './ledger-api';

export interface CustomerPickerProps {
  label: string;
  value: string;
  customers: readonly CustomerOption[];
  loading: boolean;
  disabled: boolean;
  onChange: (customerId: string) => void;
}

/** The farmer or reeler whose passbook is shown, by code and name. */
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
    <FormGroup label={label} labelFor={id} className="screen-filters__field">
      <HTMLSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{loading ? 'Loading…' : `Select a ${label.toLowerCase()}`}</option>
        {customers.map((c) => (
          <option key={c.customerId} value={c.customerId}>
            {c.code ? `${c.code} ${c.name}` : c.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
