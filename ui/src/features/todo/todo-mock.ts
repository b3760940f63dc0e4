import { ANSWER_FIELD, type TodoItem, type TodoListName, type TodoLists } from './todo-lists';

export interface MockAnswer {
  status: number;
  body: unknown;
}

export interface MockResult {
  lists: TodoLists;
  answer: MockAnswer;
}

/** Spec section 8: the mock answers 500 'Internal server error' for a body it cannot process. */
export const INTERNAL_ERROR: MockAnswer = { status: 500, body: { message: 'Internal server error' } };
const NOT_FOUND: MockAnswer = { status: 404, body: { message: 'Not found' } };

type Action = 'add' | 'complete' | 'delete';

/**
 * The spec's /api/todo/* calls (section 7) as a pure function: the current lists and a request in, the
 * next lists and the answer out. Items are identified by their position (`key`). The card list has no
 * delete call, so card items cannot be deleted (section 4).
 */
export function handleTodoRequest(lists: TodoLists, method: string, path: string, body: unknown): MockResult {
  const route = /^\/api\/todo\/(card|basic|modal)(?:\/(add|complete|delete))?\/?$/.exec(path);
  if (!route) return { lists, answer: NOT_FOUND };
  const name = route[1] as TodoListName;
  const action = route[2] as Action | undefined;

  if (method === 'GET' && !action) return { lists, answer: listAnswer(name, lists[name]) };
  if (method !== 'POST' || !action || (name === 'card' && action === 'delete')) {
    return { lists, answer: NOT_FOUND };
  }
  const next = applyAction(name, action, lists[name], body);
  if (!next) return { lists, answer: INTERNAL_ERROR };
  return { lists: { ...lists, [name]: next }, answer: listAnswer(name, next) };
}

/** The list after the action, or undefined when the body cannot be processed. */
function applyAction(
  name: TodoListName,
  action: Action,
  items: readonly TodoItem[],
  body: unknown,
): TodoItem[] | undefined {
  if (action === 'add') {
    const note = field(body, 'note');
    if (typeof note !== 'string' || note.trim() === '') return undefined;
    // New items start not complete (section 4).
    return [...items, { note: note.trim(), complete: false }];
  }
  const key = field(body, 'key');
  if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= items.length) return undefined;
  if (action === 'delete') return items.filter((_, index) => index !== key);
  if (name === 'card') {
    // The card list flips the flag; basic and modal set the value sent (section 4).
    return items.map((item, index) => (index === key ? { ...item, complete: !item.complete } : item));
  }
  const complete = field(body, 'complete');
  if (typeof complete !== 'boolean') return undefined;
  return items.map((item, index) => (index === key ? { ...item, complete } : item));
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function listAnswer(name: TodoListName, items: readonly TodoItem[]): MockAnswer {
  return { status: 200, body: { [ANSWER_FIELD[name]]: items.map((item) => ({ ...item })) } };
}
