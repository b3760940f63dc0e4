import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  /** The schema field name, so server and browser messages land on it. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  /** The empty first choice ("Select District"); a value of '' means nothing chosen. */
  placeholder?: string;
  /** Shown while the options load. */
  loading?: boolean;
  helper?: string;
}

/**
 * A labelled native select: keyboard, screen readers and phones handle it as they handle every select, and
 * a list of 38 districts needs nothing more.
 */
export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const errors = props.errors ?? [];
  const invalid = errors.length > 0;
  const placeholder = props.loading ? 'Loading…' : (props.placeholder ?? `Select ${props.label}`);
  // A value the options do not (yet) hold stays visible instead of silently showing the placeholder.
  const known = props.value === '' || props.options.some((o) => o.value === props.value);
  return (
    <FormGroup
      label={props.label}
      labelFor={id}
      labelInfo={props.required ? <span aria-hidden="true">*</span> : undefined}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={
        invalid ? (
          <span id={`${id}-error`} role="alert">
            {errors.join(' ')}
          </span>
        ) : (
          props.helper
        )
      }
    >
      <HTMLSelect
        id={id}
        name={props.name}
        fill
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        disabled={props.disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-required={props.required || undefined}
        className={invalid ? 'select-field--invalid' : undefined}
      >
        <option value="">{placeholder}</option>
        {!known && <option value={props.value}>{props.value}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
