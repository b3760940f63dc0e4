import { Card, Icon } from '@blueprintjs/core';
import { TodoAddForm } from './TodoAddForm';
import { TodoSection } from './TodoSection';
import { useTodoAction, useTodoList } from './todo-api';

/** The card list: click a card to flip it done or not done; card items cannot be deleted (spec 4). */
export function TodoCardList() {
  const list = useTodoList('card');
  const act = useTodoAction('card');
  return (
    <TodoSection
      title="Card to-do"
      description="Click a card to mark it done or not done. Cards cannot be deleted."
      items={list.data}
      loading={list.isPending}
      adder={
        <TodoAddForm
          label="New card note"
          busy={act.isPending}
          onAdd={(note) => act.mutateAsync({ action: 'add', body: { note } })}
        />
      }
    >
      <ul className="todo-cards">
        {list.data?.map((item, key) => (
          // Items have no id: the spec identifies them by position.
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity here
          <li key={key}>
            <Card
              interactive
              compact
              role="checkbox"
              aria-checked={item.complete}
              aria-label={item.note}
              tabIndex={0}
              className={item.complete ? 'todo-card todo-card--done' : 'todo-card'}
              onClick={() => act.mutate({ action: 'complete', body: { key } })}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') {
                  event.preventDefault();
                  act.mutate({ action: 'complete', body: { key } });
                }
              }}
            >
              <Icon
                icon={item.complete ? 'tick-circle' : 'circle'}
                intent={item.complete ? 'success' : 'none'}
              />
              <span className="todo-note">{item.note}</span>
            </Card>
          </li>
        ))}
      </ul>
    </TodoSection>
  );
}
