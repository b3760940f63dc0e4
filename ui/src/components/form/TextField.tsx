import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { type ReactElement, useId } from 'react';

export interface TextFieldProps {
  label: string;
  /** The schema field name: also the input's name, so server and browser messages land on it. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  /** A button inside the input's right edge (e.g. "Allocate" next to a head code). */
  rightElement?: ReactElement;
  /** A hint under the input while it has no message. */
  helper?: string;
}

/** One labelled input with its messages underneath (Blueprint FormGroup + InputGroup). */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const errors = props.errors ?? [];
  const invalid = errors.length > 0;
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
      <InputGroup
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onValueChange={(value) => props.onChange(value)}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        autoFocus={props.autoFocus}
        disabled={props.disabled}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        rightElement={props.rightElement}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-required={props.required || undefined}
      />
    </FormGroup>
  );
}
