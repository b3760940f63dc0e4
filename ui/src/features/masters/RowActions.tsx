import { Button, ButtonGroup } from '@blueprintjs/core';
import type { MouseEvent } from 'react';

export interface RowActionsProps {
  /** Names the row for screen readers and tests: "Edit D01". */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Edit and delete buttons inside a table row; their clicks do not reach the row's own click handlers. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const only = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <ButtonGroup variant="minimal" onDoubleClick={(e) => e.stopPropagation()}>
      {onEdit && <Button icon="edit" aria-label={`Edit ${name}`} title="Edit" onClick={only(onEdit)} />}
      {onDelete && (
        <Button
          icon="trash"
          intent="danger"
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={only(onDelete)}
        />
      )}
    </ButtonGroup>
  );
}
