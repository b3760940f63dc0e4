import { initialTodoLists, type TodoLists } from './todo-lists';
import { handleTodoRequest, INTERNAL_ERROR, type MockAnswer } from './todo-mock';

export type FetchLike = (url: string, init?: { method?: string; body?: string }) => Promise<Response>;

/**
 * The in-browser stand-in for the spec's mock server (section 7: "answered by an in-browser mock", delay
 * 0): a fetch-shaped function holding the three lists in memory, so the demo's calls read like real ones
 * and never reach the network. A reload starts again from the initial lists.
 */
export function createTodoFetch(lists: TodoLists = initialTodoLists()): FetchLike {
  let state = lists;
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const parsed = parseBody(init.body);
    let answer: MockAnswer;
    if (parsed === UNREADABLE) answer = INTERNAL_ERROR;
    else {
      const result = handleTodoRequest(state, method, new URL(url, 'http://mock.invalid').pathname, parsed);
      state = result.lists;
      answer = result.answer;
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

const UNREADABLE = Symbol('unreadable');

function parseBody(body: string | undefined): unknown {
  if (body === undefined || body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return UNREADABLE;
  }
}

/** The one instance the demo page talks to. */
export const todoFetch = createTodoFetch();
