import { describe, expect, it } from 'vitest';
import { initialTodoLists, type TodoItem, type TodoLists } from './todo-lists';
import { handleTodoRequest } from './todo-mock';

const count = (items: TodoItem[]) => [items.length, items.filter((i) => i.complete).length];

function call(lists: TodoLists, method: string, path: string, body?: unknown) {
  return handleTodoRequest(lists, method, path, body);
}

describe('the to-do mock: reading', () => {
  it('starts with 6/1 card, 7/1 basic and 4/1 modal items (total/complete)', () => {
    const lists = initialTodoLists();
    const card = call(lists, 'GET', '/api/todo/card').answer.body as { cardTodo: TodoItem[] };
    const basic = call(lists, 'GET', '/api/todo/basic').answer.body as { basicTodo: TodoItem[] };
    const modal = call(lists, 'GET', '/api/todo/modal').answer.body as { modalTodo: TodoItem[] };
    expect(count(card.cardTodo)).toEqual([6, 1]);
    expect(count(basic.basicTodo)).toEqual([7, 1]);
    expect(count(modal.modalTodo)).toEqual([4, 1]);
  });

  it('answers copies, so a caller cannot change the stored list', () => {
    const lists = initialTodoLists();
    const { cardTodo } = call(lists, 'GET', '/api/todo/card').answer.body as { cardTodo: TodoItem[] };
    cardTodo[0]!.note = 'changed';
    expect(lists.card[0]!.note).not.toBe('changed');
  });
});

describe('the to-do mock: card list', () => {
  it('adds a new item not complete at the end', () => {
    const { lists, answer } = call(initialTodoLists(), 'POST', '/api/todo/card/add', {
      note: 'Weigh lot 12',
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { cardTodo: TodoItem[] }).cardTodo.at(-1)).toEqual({
      note: 'Weigh lot 12',
      complete: false,
    });
    expect(lists.card).toHaveLength(7);
  });

  it('flips complete on the item at the key, whatever else is sent', () => {
    const first = call(initialTodoLists(), 'POST', '/api/todo/card/complete', { key: 1, complete: false });
    expect(first.lists.card[1]!.complete).toBe(true);
    const second = call(first.lists, 'POST', '/api/todo/card/complete', { key: 1 });
    expect(second.lists.card[1]!.complete).toBe(false);
    const third = call(second.lists, 'POST', '/api/todo/card/complete', { key: 0 });
    expect(third.lists.card[0]!.complete).toBe(false);
  });

  it('has no delete: card items cannot be deleted', () => {
    const lists = initialTodoLists();
    const result = call(lists, 'POST', '/api/todo/card/delete', { key: 0 });
    expect(result.answer.status).toBe(404);
    expect(result.lists.card).toHaveLength(6);
  });
});

describe.each([
  ['basic', 'basicTodo', 7],
  ['modal', 'modalTodo', 4],
] as const)('the to-do mock: %s list', (name, field, size) => {
  const path = (action: string) => `/api/todo/${name}/${action}`;
  const items = (body: unknown) => (body as Record<string, TodoItem[]>)[field]!;

  it('adds a new item not complete', () => {
    const { answer } = call(initialTodoLists(), 'POST', path('add'), { note: 'New note' });
    expect(items(answer.body)).toHaveLength(size + 1);
    expect(items(answer.body).at(-1)).toEqual({ note: 'New note', complete: false });
  });

  it('sets complete to the value sent (twice true stays true)', () => {
    const once = call(initialTodoLists(), 'POST', path('complete'), { key: 2, complete: true });
    const twice = call(once.lists, 'POST', path('complete'), { key: 2, complete: true });
    expect(items(twice.answer.body)[2]!.complete).toBe(true);
    const undone = call(twice.lists, 'POST', path('complete'), { key: 2, complete: false });
    expect(items(undone.answer.body)[2]!.complete).toBe(false);
  });

  it('deletes by position', () => {
    const lists = initialTodoLists();
    const second = lists[name][1]!.note;
    const { answer } = call(lists, 'POST', path('delete'), { key: 0 });
    expect(items(answer.body)).toHaveLength(size - 1);
    expect(items(answer.body)[0]!.note).toBe(second);
  });

  it("answers 500 'Internal server error' for a body it cannot process, and changes nothing", () => {
    const lists = initialTodoLists();
    for (const [action, body] of [
      ['add', { note: 42 }],
      ['add', undefined],
      ['add', { note: '   ' }],
      ['complete', { key: 1 }],
      ['complete', { key: 1, complete: 'yes' }],
      ['complete', { key: size, complete: true }],
      ['delete', { key: -1 }],
      ['delete', { key: '0' }],
      ['delete', { key: 1.5 }],
    ] as const) {
      const result = call(lists, 'POST', path(action), body);
      expect(result.answer, `${action} ${JSON.stringify(body)}`).toEqual({
        status: 500,
        body: { message: 'Internal server error' },
      });
      expect(result.lists).toBe(lists);
    }
  });
});

describe('the to-do mock: routes', () => {
  it('answers 404 for unknown paths and methods', () => {
    const lists = initialTodoLists();
    expect(call(lists, 'GET', '/api/todo/other').answer.status).toBe(404);
    expect(call(lists, 'POST', '/api/todo/basic').answer.status).toBe(404);
    expect(call(lists, 'GET', '/api/todo/basic/add').answer.status).toBe(404);
  });

  it('does not modify the lists it was given', () => {
    const lists = initialTodoLists();
    const before = structuredClone(lists);
    call(lists, 'POST', '/api/todo/basic/delete', { key: 0 });
    call(lists, 'POST', '/api/todo/card/complete', { key: 0 });
    expect(lists).toEqual(before);
  });
});
