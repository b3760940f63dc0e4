import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';

export interface ReelerCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
}

/** The reeler's head code, taken when Enter or Show is pressed (not on every keystroke). */
export function ReelerCodeField({ value, onChange }: ReelerCodeFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <form
      className="billing__code-form"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text.trim());
      }}
    >
      <FormGroup label="Reeler Code" labelFor={id} className="screen-filters__field">
        <InputGroup
          id={id}
          value={text}
          onValueChange={setText}
          placeholder="e.g. HSRR0001"
          rightElement={<Button type="submit" variant="minimal" icon="search" text="Show" />}
        />
      </FormGroup>
    </form>
  );
}
