import { MESSAGES } from '@cocoon/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError } from '../../components/feedback/toaster';
import { todoFetch } from './todo-fetch';
import { ANSWER_FIELD, type TodoItem, type TodoListName } from './todo-lists';

export type TodoAction =
  | { action: 'add'; body: { note: string } }
  | { action: 'complete'; body: { key: number; complete?: boolean } }
  | { action: 'delete'; body: { key: number } };

const queryKey = (name: TodoListName) => ['todo', name] as const;

/** One call to the in-browser mock; a failure carries the mock's message ('Internal server error'). */
async function callTodo(name: TodoListName, path: string, body?: unknown): Promise<TodoItem[]> {
  const response = await todoFetch(
    `/api/todo/${path}`,
    body === undefined ? undefined : { method: 'POST', body: JSON.stringify(body) },
  );
  const answer = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response.ok) {
    const message = typeof answer?.message === 'string' ? answer.message : MESSAGES.unknownError;
    throw new Error(`${message} (${response.status})`);
  }
  return (answer?.[ANSWER_FIELD[name]] ?? []) as TodoItem[];
}

export function useTodoList(name: TodoListName) {
  return useQuery({ queryKey: queryKey(name), queryFn: () => callTodo(name, name) });
}

/** add / complete / delete on one list; the mock answers the whole list, which replaces the cached one. */
export function useTodoAction(name: TodoListName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: TodoAction) => callTodo(name, `${name}/${action}`, body),
    onSuccess: (items) => client.setQueryData(queryKey(name), items),
    onError: (error) => toastError(error.message),
  });
}
