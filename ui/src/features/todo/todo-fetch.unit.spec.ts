import { describe, expect, it } from 'vitest';
import { createTodoFetch } from './todo-fetch';

const post = (body: string) => ({ method: 'POST', body });

describe('createTodoFetch', () => {
  it('keeps state between calls and answers JSON responses', async () => {
    const fetch = createTodoFetch();
    const added = await fetch(
      '/api/todo/basic/add',
      post(JSON.stringify({ note: 'Seal the auction register' })),
    );
    expect(added.status).toBe(200);
    expect(added.headers.get('content-type')).toBe('application/json');
    const read = await (await fetch('/api/todo/basic')).json();
    expect(read.basicTodo).toHaveLength(8);
  });

  it('answers 500 for a body that is not JSON', async () => {
    const fetch = createTodoFetch();
    const answer = await fetch('/api/todo/modal/add', post('{not json'));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: 'Internal server error' });
  });

  it('reads the path from a full URL with a query string', async () => {
    const fetch = createTodoFetch();
    const answer = await fetch('http://localhost:5173/api/todo/card?x=1');
    expect((await answer.json()).cardTodo).toHaveLength(6);
  });

  it('gives each instance its own lists', async () => {
    const one = createTodoFetch();
    const two = createTodoFetch();
    await one('/api/todo/modal/delete', post(JSON.stringify({ key: 0 })));
    expect((await (await two('/api/todo/modal')).json()).modalTodo).toHaveLength(4);
  });
});
