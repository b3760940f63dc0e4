import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentFailedError, waitForRender } from './document-api';

/** The api's 404 for a request its read side has not listed yet: its wait for the session's writes ran out. */
const NOT_LISTED: [number, unknown, Record<string, string>] = [
  404,
  { message: 'Document not found' },
  { 'X-Read-Model-Stale': 'true' },
];

/** The status calls' answers in turn: a status code, a body and any headers. */
function serverAnswering(...answers: [number, unknown, Record<string, string>?][]) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url);
      const [status, body, headers = {}] = answers.shift() ?? [500, { message: 'no more answers' }];
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
  return paths;
}

const wait = {
  pollMs: 1,
  stall: { ms: 60_000, error: () => new Error('stalled') },
  failure: (reason: string | undefined) => new DocumentFailedError(reason ?? 'failed', 'doc-1'),
};

beforeEach(() => {
  const stored = new Map<string, string>([['token', 't']]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    clear: () => stored.clear(),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('waitForRender', () => {
  it('goes on waiting while the read side has not listed the request yet (a stale 404), then answers it ready', async () => {
    const paths = serverAnswering(
      NOT_LISTED,
      NOT_LISTED,
      [200, { status: 'queued', progress: 0 }],
      [200, { status: 'ready', progress: 100, fileName: 'token.pdf' }],
    );
    const seen: string[] = [];
    const ready = await waitForRender<{ status: string; progress: number; fileName?: string }>(
      'documents/doc-1',
      {
        ...wait,
        onState: (state) => seen.push(state.status),
      },
    );
    expect(ready.fileName).toBe('token.pdf');
    expect(seen).toEqual(['queued', 'ready']);
    expect(paths).toEqual(Array(4).fill('/api/documents/doc-1'));
  });

  it("throws the worker's reason when the render failed", async () => {
    serverAnswering(NOT_LISTED, [200, { status: 'failed', error: 'The template could not be read' }]);
    await expect(waitForRender('documents/doc-1', wait)).rejects.toThrow('The template could not be read');
  });

  it('throws a 404 the read side answered caught up: the document is not there', async () => {
    serverAnswering([404, { message: 'Document not found' }], [200, { status: 'ready' }]);
    await expect(waitForRender('documents/doc-1', wait)).rejects.toThrow('Document not found');
  });

  it('throws any other refusal at once', async () => {
    serverAnswering([403, { message: 'You do not have permission' }], [200, { status: 'ready' }]);
    await expect(waitForRender('documents/doc-1', wait)).rejects.toMatchObject({ status: 403 });
  });

  it('stops waiting when nothing moves for the stall bound, not being listed included', async () => {
    serverAnswering(...Array.from({ length: 50 }, () => NOT_LISTED));
    await expect(
      waitForRender('documents/doc-1', {
        ...wait,
        pollMs: 5,
        stall: { ms: 20, error: () => new Error('stalled') },
      }),
    ).rejects.toThrow('stalled');
  });
});
