import { describe, expect, it } from 'vitest';
import {
  readEventStream,
  retryDelay,
  type SseMessage,
  type SseNetwork,
  SseParser,
  type SseStatus,
} from './sse-client';

const STREAM =
  '\uFEFFevent: hello\r\ndata: {"serverTime":"2026-11-22T05:30:00.000Z"}\r\n\r\n' +
  ': ping\n\n' +
  'event: bid\ndata: {"lotId":"a","reelerName":"R. Kumar ₹"}\n\n' +
  'data: line one\ndata:line two\nid: 7\n\n' +
  'event: lot\rdata: {"status":"Approved"}\r\r' +
  'event: empty\n\n' +
  'event: slot\ndata: {"slotNo":2}\n\n';

const EXPECTED: SseMessage[] = [
  { event: 'hello', data: '{"serverTime":"2026-11-22T05:30:00.000Z"}' },
  { event: 'bid', data: '{"lotId":"a","reelerName":"R. Kumar ₹"}' },
  { event: 'message', data: 'line one\nline two', id: '7' },
  { event: 'lot', data: '{"status":"Approved"}', id: '7' },
  { event: 'slot', data: '{"slotNo":2}', id: '7' },
];

function parseIn(chunks: readonly string[]): SseMessage[] {
  const parser = new SseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

/** Every way of cutting the text in two, and cutting it into single characters. */
function cuts(text: string): string[][] {
  const out: string[][] = [[...text]];
  for (let i = 0; i <= text.length; i++) out.push([text.slice(0, i), text.slice(i)]);
  return out;
}

describe('SseParser', () => {
  it('reads events, comments, multi-line data, ids and every line ending', () => {
    expect(parseIn([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events wherever the chunks are split (inside a CRLF, a field name, a value)', () => {
    for (const chunks of cuts(STREAM)) expect(parseIn(chunks)).toEqual(EXPECTED);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('event: bid\ndata: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'bid', data: '{"a":1}' }]);
  });

  it('does not carry an event name over to the next event', () => {
    expect(parseIn(['event: bid\ndata: 1\n\ndata: 2\n\n'])).toEqual([
      { event: 'bid', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });
});

describe('retryDelay', () => {
  it('doubles from the first delay up to the cap, with at most 20 % taken off for jitter', () => {
    const none = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, 1000, 30_000, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryDelay(0, 1000, 30_000, () => 0)).toBe(800);
    expect(retryDelay(1000, 1000, 30_000, none)).toBe(30_000);
  });
});

/** A response whose body delivers the given byte chunks and then ends (or stays open). */
function streamResponse(chunks: readonly Uint8Array[], { stayOpen = false } = {}, status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (!stayOpen) controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

interface Call {
  url: string;
  authorization: string | undefined;
  signal: AbortSignal | undefined;
}

function fakeFetch(answers: Array<(call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = {
      url: String(input),
      authorization: headers.Authorization,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const answer = answers[calls.length - 1];
    if (!answer) return new Promise<Response>(() => undefined);
    return answer(call);
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readEventStream', () => {
  it('decodes UTF-8 split inside a character, reconnects after the stream ends and calls onOpen each time', async () => {
    const encoded = bytes('event: bid\ndata: {"reelerName":"ரீலர்"}\n\n');
    // Cut inside the three bytes of a Tamil letter.
    const tamilStart = encoded.indexOf(0xe0);
    const first = [encoded.slice(0, tamilStart + 1), encoded.slice(tamilStart + 1, tamilStart + 2)];
    const rest = encoded.slice(tamilStart + 2);
    const controller = new AbortController();
    const messages: SseMessage[] = [];
    const statuses: SseStatus[] = [];
    let opens = 0;
    const { calls, fetcher } = fakeFetch([
      () => streamResponse([...first, rest]),
      () => streamResponse([bytes('event: slot\ndata: {}\n\n')], { stayOpen: true }),
    ]);
    const done = readEventStream({
      url: '/api/BiddingInfo/LiveStream',
      token: () => `token-${calls.length}`,
      fetch: fetcher,
      initialDelayMs: 5,
      signal: controller.signal,
      onOpen: () => opens++,
      onStatus: (s) => statuses.push(s),
      onMessage: (m) => {
        messages.push(m);
        if (m.event === 'slot') controller.abort();
      },
    });
    await done;
    expect(messages).toEqual([
      { event: 'bid', data: '{"reelerName":"ரீலர்"}' },
      { event: 'slot', data: '{}' },
    ]);
    expect(opens).toBe(2);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open', 'closed']);
    // The token is read afresh for each connection.
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer token-0', 'Bearer token-1']);
  });

  it('backs off after failures and stops on a refusal without retrying', async () => {
    const controller = new AbortController();
    const refused: number[] = [];
    const started: number[] = [];
    const { calls, fetcher } = fakeFetch([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('down', { status: 503 }),
      () => {
        started.push(Date.now());
        return new Response('', { status: 401 });
      },
    ]);
    const begin = Date.now();
    await readEventStream({
      url: '/x',
      token: () => null,
      fetch: fetcher,
      initialDelayMs: 20,
      random: () => 1,
      signal: controller.signal,
      onMessage: () => undefined,
      onRefused: (status) => refused.push(status),
    });
    expect(calls).toHaveLength(3);
    expect(calls[0]!.authorization).toBeUndefined();
    expect(refused).toEqual([401]);
    // 20 ms after the first failure, 40 ms after the second.
    expect(started[0]! - begin).toBeGreaterThanOrEqual(55);
  });

  it('tears down a connection that goes silent and opens a new one', async () => {
    const controller = new AbortController();
    let opens = 0;
    const { calls, fetcher } = fakeFetch([
      () => streamResponse([bytes(': ping\n\n')], { stayOpen: true }),
      () => streamResponse([bytes('event: hello\ndata: {}\n\n')], { stayOpen: true }),
    ]);
    await readEventStream({
      url: '/x',
      token: () => 't',
      fetch: fetcher,
      initialDelayMs: 1,
      idleTimeoutMs: 30,
      signal: controller.signal,
      onOpen: () => opens++,
      onMessage: (m) => {
        if (m.event === 'hello') controller.abort();
      },
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(opens).toBe(2);
  });

  it('aborts the open request when the caller aborts (unmount) and reports closed', async () => {
    const controller = new AbortController();
    const statuses: SseStatus[] = [];
    const { calls, fetcher } = fakeFetch([
      () => streamResponse([bytes('event: hello\ndata: {}\n\n')], { stayOpen: true }),
    ]);
    const done = readEventStream({
      url: '/x',
      token: () => 't',
      fetch: fetcher,
      signal: controller.signal,
      onStatus: (s) => statuses.push(s),
      onMessage: () => controller.abort(),
    });
    await done;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('drops the connection when the device goes offline and reconnects the moment it is back', async () => {
    const controller = new AbortController();
    const statuses: SseStatus[] = [];
    const network = fakeNetwork();
    let opens = 0;
    const { calls, fetcher } = fakeFetch([
      () => streamResponse([bytes('event: hello\ndata: {}\n\n')], { stayOpen: true }),
      () => streamResponse([bytes('event: hello\ndata: {}\n\n')], { stayOpen: true }),
    ]);
    const done = readEventStream({
      url: '/x',
      token: () => 't',
      fetch: fetcher,
      network,
      // Far longer than the test: only the network's return may end the wait.
      initialDelayMs: 60_000,
      maxDelayMs: 60_000,
      signal: controller.signal,
      onStatus: (s) => statuses.push(s),
      onOpen: () => {
        opens++;
        if (opens === 1) setTimeout(() => network.set(true), 5);
        else controller.abort();
      },
      onMessage: () => undefined,
    });
    await until(() => statuses.includes('offline'));
    // The open connection was dropped straight away, not left to time out.
    expect(calls[0]!.signal?.aborted).toBe(true);
    network.set(false);
    await done;
    expect(calls).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'open', 'offline', 'open', 'closed']);
  });

  it('keeps trying every few seconds while offline, in case the browser never says it is back', async () => {
    const controller = new AbortController();
    const network = fakeNetwork(true);
    const { calls, fetcher } = fakeFetch([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => streamResponse([bytes('event: hello\ndata: {}\n\n')], { stayOpen: true }),
    ]);
    await readEventStream({
      url: '/x',
      token: () => 't',
      fetch: fetcher,
      network,
      maxDelayMs: 10,
      signal: controller.signal,
      onOpen: () => controller.abort(),
      onMessage: () => undefined,
    });
    expect(calls).toHaveLength(2);
  });

  it('reads the silence allowed afresh, so the server can say its ping interval', async () => {
    const controller = new AbortController();
    let idle = 60_000;
    const { calls, fetcher } = fakeFetch([
      () => streamResponse([bytes(': ping\n\n')], { stayOpen: true }),
      () => streamResponse([bytes('event: hello\ndata: {}\n\n')], { stayOpen: true }),
    ]);
    await readEventStream({
      url: '/x',
      token: () => 't',
      fetch: fetcher,
      initialDelayMs: 1,
      idleTimeoutMs: () => idle,
      signal: controller.signal,
      onOpen: () => {
        idle = 20;
      },
      onMessage: (m) => {
        if (m.event === 'hello') controller.abort();
      },
    });
    expect(calls).toHaveLength(2);
  });
});

describe('readEventStream on a link that died without a word', () => {
  it('drops a connection that does not answer in time and tries again at once, without a backoff', async () => {
    const controller = new AbortController();
    const { calls, fetcher } = fakeFetch([
      // Never answers (the request went out on a dead link) until it is aborted, as fetch does.
      (call) =>
        new Promise<Response>((_, reject) =>
          call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      () => streamResponse([bytes('event: hello\ndata: {}\n\n')], { stayOpen: true }),
    ]);
    await readEventStream({
      url: '/x',
      token: () => 't',
      fetch: fetcher,
      connectTimeoutMs: 10,
      // A backoff would outlast the test: only skipping it lets the second call happen.
      initialDelayMs: 60_000,
      maxDelayMs: 60_000,
      signal: controller.signal,
      onOpen: () => controller.abort(),
      onMessage: () => undefined,
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal?.aborted).toBe(true);
  });
});

function fakeNetwork(startOffline = false): SseNetwork & { set(offline: boolean): void } {
  let offline = startOffline;
  const listeners = new Set<() => void>();
  return {
    offline: () => offline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      offline = next;
      for (const listener of listeners) listener();
    },
  };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 1));
}
