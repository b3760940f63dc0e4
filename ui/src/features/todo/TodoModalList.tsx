import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { TodoAddForm } from './TodoAddForm';
import { TodoItemRow } from './TodoItemRow';
import { TodoSection } from './TodoSection';
import { useTodoAction, useTodoList } from './todo-api';

/** The modal list: new notes are written in a dialog; tick and delete as in the basic list. */
export function TodoModalList() {
  const list = useTodoList('modal');
  const act = useTodoAction('modal');
  const [open, setOpen] = useState(false);
  return (
    <TodoSection
      title="Modal to-do"
      description="New notes are written in a dialog."
      items={list.data}
      loading={list.isPending}
      adder={
        <>
          <Button icon="add" text="Add note" className="todo-section__add" onClick={() => setOpen(true)} />
          <Dialog isOpen={open} onClose={() => setOpen(false)} title="Add a note" icon="annotation">
            <DialogBody>
              <TodoAddForm
                label="New modal note"
                busy={act.isPending}
                autoFocus
                onAdd={async (note) => {
                  await act.mutateAsync({ action: 'add', body: { note } });
                  setOpen(false);
                }}
              />
            </DialogBody>
          </Dialog>
        </>
      }
    >
      <ul className="todo-rows">
        {list.data?.map((item, key) => (
          <TodoItemRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the spec identifies items by position
            key={key}
            item={item}
            onComplete={(complete) => act.mutate({ action: 'complete', body: { key, complete } })}
            onDelete={() => act.mutate({ action: 'delete', body: { key } })}
          />
        ))}
      </ul>
    </TodoSection>
  );
}
