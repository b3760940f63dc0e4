import { TodoAddForm } from './TodoAddForm';
import { TodoItemRow } from './TodoItemRow';
import { TodoSection } from './TodoSection';
import { useTodoAction, useTodoList } from './todo-api';

/** The basic list: tick sets the value sent, delete removes by position. */
export function TodoBasicList() {
  const list = useTodoList('basic');
  const act = useTodoAction('basic');
  return (
    <TodoSection
      title="Basic to-do"
      description="Tick an item when it is done; delete what is no longer needed."
      items={list.data}
      loading={list.isPending}
      adder={
        <TodoAddForm
          label="New basic note"
          busy={act.isPending}
          onAdd={(note) => act.mutateAsync({ action: 'add', body: { note } })}
        />
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
