import { Button, ControlGroup, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { type FormEvent, useId, useState } from 'react';

export interface TodoAddFormProps {
  /** Names the input ("New card note"). */
  label: string;
  onAdd: (note: string) => Promise<unknown>;
  busy?: boolean;
  autoFocus?: boolean;
}

/** A note input with an Add button; an empty note is refused before anything is sent. */
export function TodoAddForm({ label, onAdd, busy, autoFocus }: TodoAddFormProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError('Please enter a note');
      return;
    }
    await onAdd(note.trim());
    setNote('');
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <FormGroup
        label={label}
        labelFor={id}
        intent={error ? Intent.DANGER : Intent.NONE}
        helperText={error && <span role="alert">{error}</span>}
      >
        <ControlGroup fill>
          <InputGroup
            id={id}
            value={note}
            onValueChange={(value) => {
              setNote(value);
              setError(undefined);
            }}
            intent={error ? Intent.DANGER : Intent.NONE}
            maxLength={200}
            autoFocus={autoFocus}
            placeholder="What needs doing?"
          />
          <Button type="submit" icon="add" text="Add" intent={Intent.PRIMARY} loading={busy} fill={false} />
        </ControlGroup>
      </FormGroup>
    </form>
  );
}
