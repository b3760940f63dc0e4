import { Button, Checkbox } from '@blueprintjs/core';
import type { TodoItem } from './todo-lists';

export interface TodoItemRowProps {
  item: TodoItem;
  onComplete: (complete: boolean) => void;
  onDelete: () => void;
}

/** A basic or modal list item: a checkbox that sets the flag, and a delete button. */
export function TodoItemRow({ item, onComplete, onDelete }: TodoItemRowProps) {
  return (
    <li className={item.complete ? 'todo-row todo-row--done' : 'todo-row'}>
      <Checkbox
        checked={item.complete}
        onChange={(event) => onComplete(event.currentTarget.checked)}
        className="todo-row__check"
        labelElement={<span className="todo-note">{item.note}</span>}
      />
      <Button
        icon="trash"
        variant="minimal"
        intent="danger"
        aria-label={`Delete ${item.note}`}
        title="Delete"
        onClick={onDelete}
      />
    </li>
  );
}
