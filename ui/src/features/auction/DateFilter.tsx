import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';

export interface DateFilterProps {
  value: string;
  onChange: (date: string) => void;
  label?: string;
}

/** The date of a day's list; clearing it is allowed and the screen then asks for one. */
export function DateFilter({ value, onChange, label = 'Date' }: DateFilterProps) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} className="screen-filters__field">
      <InputGroup id={id} type="date" value={value} onValueChange={onChange} />
    </FormGroup>
  );
}
