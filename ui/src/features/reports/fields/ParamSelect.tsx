import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useId } from 'react';

export interface ParamOption {
  value: string;
  label: string;
}

export interface ParamSelectProps {
  label: string;
  value: string;
  options: readonly ParamOption[];
  onChange: (value: string) => void;
  errors?: readonly string[];
  disabled?: boolean;
}

/** One choice of a report's parameters, with the spec's message under it when it is missing. */
export function ParamSelect({ label, value, options, onChange, errors = [], disabled }: ParamSelectProps) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className="screen-filters__field"
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={invalid ? errors.join(' ') : undefined}
    >
      <HTMLSelect
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
    </FormGroup>
  );
}
