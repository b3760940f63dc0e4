import { Card, H4, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { TodoItem } from './todo-lists';

export interface TodoSectionProps {
  title: string;
  description: string;
  items: readonly TodoItem[] | undefined;
  loading: boolean;
  /** The add control, above the list. */
  adder: ReactNode;
  children: ReactNode;
}

/** The card around one list: its title with the done/total count, the add control and the items. */
export function TodoSection({ title, description, items, loading, adder, children }: TodoSectionProps) {
  const done = items?.filter((item) => item.complete).length ?? 0;
  return (
    <Card className="todo-section" elevation={1} aria-label={title} role="region">
      <div className="todo-section__head">
        <H4 className="todo-section__title">{title}</H4>
        {items && (
          <Tag minimal round aria-label={`${done} of ${items.length} complete`}>
            {done} / {items.length} done
          </Tag>
        )}
      </div>
      <p className="todo-section__description">{description}</p>
      {adder}
      {loading ? (
        <Spinner size={24} aria-label="Loading" />
      ) : items?.length === 0 ? (
        <NonIdealState icon="tick-circle" title="Nothing to do" />
      ) : (
        children
      )}
    </Card>
  );
}
